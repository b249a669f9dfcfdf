/**
 * Next.js's cache (rendered blog pages, unstable_cache data, tag and path revalidation) in Redis,
 * shared by every instance, when REDIS_URL is set (docs/decisions/100). next.config.ts names this
 * file; Next.js loads it outside its bundle, so it is plain JavaScript and reads REDIS_URL itself
 * (src/env.ts has validated it by then).
 *
 * Keys carry the build id: a page rendered by one build references that build's scripts, so
 * during a rolling deploy old and new instances do not serve each other's pages.
 */
import fs from 'node:fs'
import path from 'node:path'

import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

import { budgetOf, CACHE_BUDGETS } from './budgets.mjs'
import { createBudgetedHandler, forgetCacheControl } from './local-handler.mjs'
import { runOutsideRequests } from './outside-requests.mjs'
import { withLocalCopies } from './redis-local-copies.mjs'

/** Beyond this a Redis call counts as failed and the page renders without the cache. */
const TIMEOUT_MS = 1_000

/**
 * How long a query page (a search, an unknown post's redirect) kept in this instance's memory is
 * served before it is rendered again: the most another instance's publish can stay unseen here.
 */
const LOCAL_QUERY_PAGE_MS = 2_000

function buildId() {
  try {
    return fs.readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'build'
  }
}

async function connect() {
  const client = createClient({
    url: redisUrl,
    pingInterval: 10_000,
    socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
  })
  let reported = false
  client.on('error', (error) => {
    if (!reported) console.error(JSON.stringify({ level: 50, msg: 'next cache: redis connection failed', err: String(error) }))
    reported = true
  })
  client.on('ready', () => (reported = false))
  await Promise.race([
    client.connect(),
    new Promise((_, reject) => setTimeout(() => reject(new Error('redis did not answer within 5 s')), 5_000)),
  ])
  return client
}

// Next.js loads this file by path, outside the app's module graph; src/env.ts validated these.
/* eslint-disable no-restricted-properties */
const redisUrl = process.env.REDIS_URL
const keyPrefix = process.env.REDIS_KEY_PREFIX || 'erpz'
const building = process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
/* eslint-enable no-restricted-properties */

const globalState = /** @type {{ erpzNextCache?: Promise<{ handlers: unknown[] }> }} */ (globalThis)

/**
 * Redis for the pages everyone shares; query pages (searches, made-up filters: budget `queries`,
 * docs/decisions/150) stay in this instance's memory, in their small budget, and never reach Redis,
 * whose keys would otherwise grow with every URL a stranger makes up.
 */
function redisWithLocalQueries(redis) {
  const { handler: local } = createBudgetedHandler({ queries: CACHE_BUDGETS.queries })
  return {
    name: 'erpz-redis-and-local-queries',
    async get(key, meta) {
      const kept = await local.get(key, meta)
      // A tag revalidated on another instance (a publish there, a scheduled publish it fired)
      // reaches Redis and that instance's memory, not ours: a local page is used only while fresh.
      if (kept && Date.now() - kept.lastModified <= LOCAL_QUERY_PAGE_MS) return kept
      if (kept) await local.delete(key)
      return redis.get(key, meta)
    },
    async set(key, entry, context) {
      if (budgetOf(entry.value) === 'queries') {
        await local.set(key, entry)
        return
      }
      // Next.js remembers the lifetime of every page it stores; for Redis's pages, shared and
      // bounded by the content, that is kept (a local query page's goes when it leaves memory).
      await redis.set(key, entry, context)
    },
    async revalidateTag(tag) {
      await local.revalidateTag(tag)
      await redis.revalidateTag(tag)
    },
    async delete(key) {
      await local.delete(key)
      forgetCacheControl(key)
      await redis.delete?.(key)
    },
  }
}

/** This instance's memory only, in the counted budgets (the build, or Redis down at start). */
const memoryOnly = () => ({ handlers: [createBudgetedHandler().handler] })

CacheHandler.onCreation(() => {
  // The build renders nothing from the database (decision 069); only a running server shares.
  if (!redisUrl || building) {
    return memoryOnly()
  }
  globalState.erpzNextCache ??= connect().then(
    (client) => {
      const prefix = `${keyPrefix}:next:${buildId()}:`
      const redis = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: TIMEOUT_MS })
      // Its calls arm timers that would keep each render alive for TIMEOUT_MS (decision 213).
      return { handlers: [runOutsideRequests(redisWithLocalQueries(withLocalCopies(redis, client, { keyPrefix: prefix, timeoutMs: TIMEOUT_MS })))] }
    },
    (error) => {
      // This instance then serves its own cache; /readyz reports Redis down so it gets no traffic.
      console.error(JSON.stringify({ level: 50, msg: 'next cache: redis unavailable at start, using memory', err: String(error) }))
      return memoryOnly()
    },
  )
  return globalState.erpzNextCache
})

export default CacheHandler
