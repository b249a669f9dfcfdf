import 'server-only'

import pino from 'pino'

import { env } from '@/env'
import { requestIdMixin } from '@/server/platform/request-context'

/** The server's structured log (the same level Payload uses); lines carry the request id. */
export const logger = pino({ level: env.LOG_LEVEL, base: { app: 'erpz' }, mixin: requestIdMixin })
