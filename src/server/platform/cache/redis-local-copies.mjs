/**
 * Pages read from Redis kept in this instance's memory, and checked with Redis before each use
 * (docs/decisions/203; the Redis setup is decision 100).
 *
 * The Redis handler reads a whole page per request: three round trips, a ~100–300 KB string through
 * the one Redis process, JSON.parse and base64 decoding of the RSC payloads. Through HAProxy one
 * instance served `/` at 322 req/s that way, against ~1,400 req/s from its own memory, and a second
 * instance added nothing: Redis and the load shared the second core. A copy in memory costs none
 * of that; the check that it is still the one Redis holds is a few dozen bytes in one round trip:
 *
 * - the copy's stamp (its `lastModified`, which every instance writes beside the page on `set`)
 *   equals the stamp in Redis: no other instance stored a newer render of this key;
 * - the key is still in the handler's shared tags: no other instance revalidated one of its tags
 *   (the handler deletes the key and that field) or deleted it;
 * - none of its tags, its own or the path's implicit ones, was revalidated after it was rendered.
 *
 * Any failing check, or an unanswered Redis, drops the copy and reads Redis as before. Copies live
 * in the `pages` budget of ./budgets.mjs (32 MiB, the one it has without Redis).
 */
import { BudgetedLru, budgetOf, CACHE_BUDGETS, entryBytes } from './budgets.mjs'
import { forgetCacheControl } from './local-handler.mjs'

/** The handler's own names (@fortedigital/nextjs-cache-handler/redis-strings). */
const SHARED_TAGS_KEY = '__sharedTags__'
const REVALIDATED_TAGS_KEY = '__revalidated_tags__'
/** Ours: key → the `lastModified` of the render Redis holds for it. */
const STAMPS_KEY = '__erpz_stamps__'

/**
 * @param {{ get: Function, set: Function, revalidateTag: Function, delete?: Function }} redis the Redis handler
 * @param {{ hmGet: Function, hExists: Function, hSet: Function, hDel: Function, isReady: boolean }} client its Redis client
 * @param {{ keyPrefix: string, timeoutMs: number, budgetBytes?: number }} options
 */
export function withLocalCopies(redis, client, { keyPrefix, timeoutMs, budgetBytes = CACHE_BUDGETS.pages }) {
  const copies = new BudgetedLru({ pages: budgetBytes }, forgetCacheControl)
  const stampsKey = keyPrefix + STAMPS_KEY

  /** Whether Redis still holds the render `entry` is a copy of, its tags unrevalidated since. */
  async function current(key, entry, implicitTags) {
    if (!client.isReady) return false
    const tags = [...new Set([...(entry.tags ?? []), ...implicitTags])]
    const signal = AbortSignal.timeout(timeoutMs)
    const redisWithin = client.withAbortSignal ? client.withAbortSignal(signal) : client
    const [stamps, shared, times] = await Promise.all([
      redisWithin.hmGet(stampsKey, [key]),
      redisWithin.hExists(keyPrefix + SHARED_TAGS_KEY, key),
      tags.length ? redisWithin.hmGet(keyPrefix + REVALIDATED_TAGS_KEY, tags) : Promise.resolve([]),
    ])
    if (Number(stamps[0]) !== entry.lastModified || !shared) return false
    return times.every((time) => !time || Number.parseInt(time, 10) <= entry.lastModified)
  }

  const keep = (key, entry) => {
    if (entry && budgetOf(entry.value) === 'pages') copies.set(key, entry, 'pages', entryBytes(key, entry.value))
  }

  return {
    copies,
    async get(key, meta) {
      const copy = /** @type {{ tags: string[], lastModified: number, lifespan?: { expireAt?: number } } | undefined} */ (copies.get(key))
      if (copy) {
        const expired = typeof copy.lifespan?.expireAt === 'number' && Date.now() >= copy.lifespan.expireAt * 1000
        const fresh = !expired && (await current(key, copy, meta?.implicitTags ?? []).catch(() => false))
        if (fresh) return copy
        copies.delete(key)
      }
      const entry = await redis.get(key, meta)
      // Only a render whose stamp Redis holds can be checked later; one stored by an older build of
      // this code (no stamp) is read from Redis each time, as before.
      if (entry && (await current(key, entry, meta?.implicitTags ?? []).catch(() => false))) keep(key, entry)
      return entry
    },
    async set(key, entry, context) {
      await redis.set(key, entry, context)
      // A set only if absent may not have stored this render: then Redis's stamp stays whose it is.
      if (context?.setOnlyIfNotExists) return
      await client.hSet(stampsKey, key, String(entry.lastModified))
      keep(key, entry)
    },
    async revalidateTag(tag) {
      copies.deleteWhere((entry) => entry.tags.includes(tag))
      await redis.revalidateTag(tag)
    },
    async delete(key) {
      copies.delete(key)
      await Promise.all([redis.delete?.(key), client.hDel(stampsKey, key)])
    },
  }
}
