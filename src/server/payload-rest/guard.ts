import 'server-only'

import { cmsLoginLimit } from '@/server/auth/limits'
import { clientAddress, limitKey } from '@/server/platform/http/client-ip'

import type { RestGuard } from './index'

/** CMS endpoints that try a password or send mail: each client gets a small budget for them. */
const LIMITED_ENDPOINTS = new Set(['/login', '/forgot-password', '/reset-password', '/unlock', '/verify/:id'])

/**
 * The per-client check in front of Payload's own REST routes: sign-in, password reset and
 * verification of CMS users count against `cmsLoginLimit` (Payload's per-user lock still applies).
 */
export const cmsLoginGuard: RestGuard = async (request, route) => {
  if (route.collection !== 'users' || route.method !== 'post' || !route.endpoint || !LIMITED_ENDPOINTS.has(route.endpoint)) return null
  const result = await cmsLoginLimit.consume(limitKey(clientAddress(request)))
  if (result.allowed) return null
  return Response.json(
    { errors: [{ message: 'Too many requests. Please try again later.' }] },
    { status: 429, headers: { 'retry-after': String(result.retryAfterSeconds), 'cache-control': 'no-store' } },
  )
}
