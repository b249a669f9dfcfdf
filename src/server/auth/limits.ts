import 'server-only'

import { env } from '@/env'
import { clientAddress } from '@/server/http/client-ip'
import { RateLimiter } from '@/server/api/rate-limit'

/** Auth POSTs per client per minute (register, login, forgot and reset password). */
export const authLimiter = new RateLimiter(env.AUTH_RATE_LIMIT_PER_MINUTE, 60_000)

/** Counts the request against its client's budget; returns the client key for the audit log. */
export function limitAuthRequest(request: Request): string {
  const ip = clientAddress(request)
  authLimiter.consume(`auth:${ip}`)
  return ip
}
