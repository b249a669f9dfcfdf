import 'server-only'

import pino, { type LogFn, type Logger } from 'pino'

import { env } from '@/env'
import { requestIdMixin } from '@/server/platform/request-context'

/** The server's structured log (the same level Payload uses); lines carry the request id. */
export const logger = pino({ level: env.LOG_LEVEL, base: { app: 'erpz' }, mixin: requestIdMixin })

/** A client's mistake carried as an error: Payload's APIErrors (Forbidden, NotFound, a 400) have a status. */
function clientError(value: unknown): { message: string; status: number } | null {
  if (!value || typeof value !== 'object' || !('err' in value)) return null
  const err = value.err
  if (!err || typeof err !== 'object' || !('status' in err) || typeof err.status !== 'number') return null
  if (err.status >= 500) return null
  return { message: 'message' in err && typeof err.message === 'string' ? err.message : 'client error', status: err.status }
}

/**
 * Payload logs an error it answered with a 4xx at error level, stack included, unless its class
 * name is in `loggingLevels` (Forbidden, NotFound… are 'info'); the production build minifies class
 * names ("o"), so every stranger's 403 became an error-level stack (issue 42). This pino hook logs
 * any error with a status below 500 as one info line, whatever its class is called.
 */
export function clientErrorsAsInfo(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const client = level >= 50 ? clientError(args[0]) : null
  if (client) {
    this.info({ status: client.status }, client.message)
    return
  }
  method.apply(this, args)
}
