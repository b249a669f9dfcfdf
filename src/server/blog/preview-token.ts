import 'server-only'

import { signedTokens } from '../auth/signed-token'
import { PREVIEW_LINK_TTL_SECONDS } from './config'

const tokens = signedTokens('erpz:blog-preview:v1')

/** A token granting a view of the draft of one slug until `now + ttl`. */
export function createPreviewToken(slug: string, ttlSeconds = PREVIEW_LINK_TTL_SECONDS, now = Date.now()): string {
  return tokens.create(slug, ttlSeconds, now)
}

/** True only for an untampered, unexpired token issued for this very slug. */
export function verifyPreviewToken(token: string | undefined | null, slug: string, now = Date.now()): boolean {
  return tokens.verify(token, slug, now)
}

export async function createPreviewPath(slug: string): Promise<string> {
  return `/blog/preview/${encodeURIComponent(slug)}?token=${createPreviewToken(slug)}`
}
