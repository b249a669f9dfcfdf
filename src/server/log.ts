import 'server-only'

import pino from 'pino'

import { env } from '@/env'

/** The server's structured log (the same level Payload uses). */
export const logger = pino({ level: env.LOG_LEVEL, base: { app: 'erpz' } })
