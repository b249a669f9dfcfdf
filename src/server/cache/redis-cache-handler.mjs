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
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

/** Beyond this a Redis call counts as failed and the page renders without the cache. */
const TIMEOUT_MS = 1_000

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

CacheHandler.onCreation(() => {
  // The build renders nothing from the database (decision 069); only a running server shares.
  if (!redisUrl || building) {
    return { handlers: [createLruHandler()] }
  }
  globalState.erpzNextCache ??= connect().then(
    (client) => ({ handlers: [createRedisHandler({ client, keyPrefix: `${keyPrefix}:next:${buildId()}:`, timeoutMs: TIMEOUT_MS })] }),
    (error) => {
      // This instance then serves its own cache; /readyz reports Redis down so it gets no traffic.
      console.error(JSON.stringify({ level: 50, msg: 'next cache: redis unavailable at start, using memory', err: String(error) }))
      return { handlers: [createLruHandler()] }
    },
  )
  return globalState.erpzNextCache
})

export default CacheHandler
