import 'server-only'

import { signedTokens } from '../auth/signed-token'
import { PREVIEW_LINK_TTL_SECONDS } from '../blog/config'

// A key of its own (not the blog's): a page link never opens a post.
const tokens = signedTokens('erpz:page-preview:v1')

/** A token granting a view of the latest draft of the page at `path` until `now + ttl`. */
export function createPagePreviewToken(path: string, ttlSeconds = PREVIEW_LINK_TTL_SECONDS, now = Date.now()): string {
  return tokens.create(path, ttlSeconds, now)
}

/** True only for an untampered, unexpired token issued for this very path. */
export function verifyPagePreviewToken(token: string | undefined | null, path: string, now = Date.now()): boolean {
  return tokens.verify(token, path, now)
}

export async function createPagePreviewPath(path: string): Promise<string> {
  return `/pages-preview?path=${encodeURIComponent(path)}&token=${createPagePreviewToken(path)}`
}
