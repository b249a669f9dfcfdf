import 'server-only'

import { env } from '@/env'

/**
 * The client address for rate limiting. Only the header named by TRUSTED_PROXY_HEADER (set by
 * our own proxy) is believed, and only its last hop, the one that proxy appended. Without it,
 * every direct client shares one key: forwarded headers a client sends itself are ignored, so
 * they can't be rotated to dodge the limiter (docs/decisions/044).
 */
export function clientIp(request: Request, trustedHeader = env.TRUSTED_PROXY_HEADER): string {
  if (!trustedHeader) return 'direct'
  const value = request.headers.get(trustedHeader)
  const last = value?.split(',').pop()?.trim()
  if (!last) return 'direct'
  return last.slice(0, 64)
}
