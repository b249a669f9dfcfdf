import 'server-only'

import crypto from 'node:crypto'

import { env } from '../../env'
import { safeEqual } from '../auth/safe-equal'
import { PREVIEW_LINK_TTL_SECONDS } from './config'

// A key of its own, derived from PAYLOAD_SECRET, so a preview token can never pass as a session.
const key = crypto.createHmac('sha256', env.PAYLOAD_SECRET).update('erpz:blog-preview:v1').digest()

const sign = (payload: string) => crypto.createHmac('sha256', key).update(payload).digest('base64url')

/** A token granting a view of the draft of one slug until `now + ttl`. */
export function createPreviewToken(slug: string, ttlSeconds = PREVIEW_LINK_TTL_SECONDS, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ s: slug, e: Math.floor(now / 1000) + ttlSeconds })).toString('base64url')
  return `${payload}.${sign(payload)}`
}

/** True only for an untampered, unexpired token issued for this very slug. */
export function verifyPreviewToken(token: string | undefined | null, slug: string, now = Date.now()): boolean {
  if (!token || token.length > 512) return false
  const [payload, signature, extra] = token.split('.')
  if (!payload || !signature || extra !== undefined) return false
  if (!safeEqual(signature, sign(payload))) return false
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'))
    if (typeof claims !== 'object' || claims === null) return false
    const { s, e } = claims as { s?: unknown; e?: unknown }
    return s === slug && typeof e === 'number' && e * 1000 > now
  } catch {
    return false
  }
}

export async function createPreviewPath(slug: string): Promise<string> {
  return `/blog/preview/${encodeURIComponent(slug)}?token=${createPreviewToken(slug)}`
}
