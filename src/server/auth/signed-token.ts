import 'server-only'

import crypto from 'node:crypto'

import { env } from '../../env'
import { safeEqual } from '@/server/platform/safe-equal'

/**
 * Short-lived signed tokens naming one subject (a post's slug, a page's path), each kind under a key
 * of its own derived from PAYLOAD_SECRET: a token of one kind never passes as another, nor as a
 * session. The blog's and the pages' draft-preview links use it.
 */
export function signedTokens(purpose: string) {
  const key = crypto.createHmac('sha256', env.PAYLOAD_SECRET).update(purpose).digest()
  const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url')
  return {
    /** A token for `subject`, valid until `now + ttlSeconds`. */
    create(subject: string, ttlSeconds: number, now = Date.now()): string {
      const payload = Buffer.from(JSON.stringify({ s: subject, e: Math.floor(now / 1000) + ttlSeconds })).toString('base64url')
      return `${payload}.${sign(payload)}`
    },
    /** True only for an untampered, unexpired token issued for this very subject. */
    verify(token: string | undefined | null, subject: string, now = Date.now()): boolean {
      if (!token || token.length > 1024) return false
      const [payload, signature, extra] = token.split('.')
      if (!payload || !signature || extra !== undefined) return false
      if (!safeEqual(signature, sign(payload))) return false
      try {
        const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
        if (typeof claims !== 'object' || claims === null) return false
        const { s, e } = claims as { s?: unknown; e?: unknown }
        return s === subject && typeof e === 'number' && e * 1000 > now
      } catch {
        return false
      }
    },
  }
}
