import 'server-only'

import { logger } from '@/server/platform/log'

/** Cache tags of the blog: `all` covers lists, feeds and every post; one tag per post slug. */
export const BLOG_TAGS = {
  all: 'blog',
  post: (slug: string) => `blog:post:${slug}`,
} as const

type IncrementalCache = { revalidateTag: (tags: string[], durations?: { expire?: number }) => Promise<void> }

/** Next.js's implicit tag of a path, as `revalidatePath` derives it (`_N_T_` + the path, header-safe). */
function pathTags(path: string): string[] {
  const trimmed = path.length > 1 ? path.replace(/\/$/, '') : path
  const tag = `_N_T_${trimmed.replace(/[^\t\x20-\x7e]+/g, (run) => encodeURIComponent(run))}`
  return trimmed === '/' ? [tag, '_N_T_/index'] : [tag]
}

/**
 * Expires `tags` and the pages at `paths` from outside a request: a scheduled publish fires in the
 * server's background loop (decision 155), where `revalidateTag` has no request store and throws.
 * Next.js keeps the server's incremental cache on `globalThis.__incrementalCache` (set when it
 * served its first request; scripts/serve.ts sends one before the instance counts as up), and a
 * request's `revalidateTag(tag, { expire: 0 })` ends in exactly this call when the request
 * finishes: the in-memory cache marks the tags expired for this process, the Redis handler
 * (decision 100) for every instance. Returns false when this process has no Next.js cache
 * (seeding, scripts, tests), where nothing is cached to drop.
 */
export async function revalidateOutsideRequest(tags: string[], paths: string[]): Promise<boolean> {
  const cache = (globalThis as { __incrementalCache?: IncrementalCache }).__incrementalCache
  if (!cache || typeof cache.revalidateTag !== 'function') return false
  try {
    await cache.revalidateTag([...tags, ...paths.flatMap(pathTags)], { expire: 0 })
    return true
  } catch (error) {
    // The change is stored; the pages fall back to their revalidate time (a Redis outage, say).
    logger.error({ err: error, tags, paths }, 'could not expire cached pages after a scheduled change')
    return false
  }
}
