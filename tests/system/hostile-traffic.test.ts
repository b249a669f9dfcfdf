/**
 * Issue 30, memory and supervision: a production server started as `npm start` starts it stays up
 * under a stream of made-up blog searches with the rest of the site in use, its heap well below
 * the cap (read from outside through /metrics), its Redis keys bounded by the content; and when
 * the server process is killed anyway, `npm start` has it answering again within seconds, without
 * losing a lead. Each scenario prints one line of figures. docs/decisions/150.
 */
import crypto from 'node:crypto'

import { createClient } from 'redis'
import { afterAll, describe, expect, it } from 'vitest'

import { SERVER_NODE_FLAGS } from '../../scripts/lib/next-server'
import { ADMIN, type AppServer, cmsLogin, type Database, freshDatabase, startAppServer } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { httpRequest } from '../support/http-client'
import { BENCH_TOKEN, formTokens, leadEmail, postLead, type PostResult, sleep } from '../support/lead-faults'
import { redisAnswers } from '../support/redis'

const METRICS_TOKEN = 'hostile-traffic-metrics-token-0123456789'
const MiB = 1024 * 1024
/** The old-generation cap `npm start` gives the server (decision 068, 150). */
const HEAP_CAP_MB = Number(SERVER_NODE_FLAGS.find((flag) => flag.startsWith('--max-old-space-size='))!.split('=')[1])
/** The heap's high-water mark (garbage included) must stay below this share of the cap… */
const HEAP_MARGIN = 0.8
/** …and the heap after a collection below this share (decision 150). */
const LIVE_MARGIN = 0.7

const databases: Database[] = []
const servers: AppServer[] = []
afterAll(async () => {
  for (const server of servers) await server.kill()
  for (const database of databases) await database.drop()
})

async function start(env: Record<string, string> = {}): Promise<{ server: AppServer; database: Database }> {
  const database = await freshDatabase('sqlite', 'erpz_hostile')
  databases.push(database)
  const server = await startAppServer(database, { env: { ERPZ_BENCH_TOKEN: BENCH_TOKEN, METRICS_TOKEN, ...env } })
  servers.push(server)
  return { server, database }
}

/** Reads the server's heap through /metrics (prom-client's default metrics) every 200 ms. */
function heapWatch(baseUrl: string) {
  let maxHeapUsed = 0
  let samples = 0
  const spaces = new Map<string, number>()
  // The heap right after each full collection during the run (the server's own gauge): what is
  // really alive. Without one during the run, the lowest reading of each 5 s stands in for it.
  const afterMajorGc = new Set<number>()
  let startupMajorGc: number | undefined
  const windowMin = new Map<number, number>()
  const began = Date.now()
  let stopped = false
  const read = (text: string, name: string) => Number(new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1] ?? Number.NaN)
  const loop = (async () => {
    while (!stopped) {
      try {
        const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` }, signal: AbortSignal.timeout(5_000) })
        const text = await response.text()
        const used = read(text, 'erpz_nodejs_heap_size_used_bytes')
        const live = read(text, 'erpz_nodejs_heap_used_after_major_gc_bytes')
        if (Number.isFinite(live)) {
          // The first reading is from before the watch; a new value means a full collection ran since.
          if (startupMajorGc === undefined) startupMajorGc = live
          else if (live > 0 && live !== startupMajorGc) afterMajorGc.add(live)
        }
        if (Number.isFinite(used)) {
          maxHeapUsed = Math.max(maxHeapUsed, used)
          samples++
          const window = Math.floor((Date.now() - began) / 5_000)
          windowMin.set(window, Math.min(windowMin.get(window) ?? Infinity, used))
        }
        for (const [, space, bytes] of text.matchAll(/^erpz_nodejs_heap_space_size_used_bytes\{space="(\w+)"\} (\S+)$/gm)) {
          spaces.set(space!, Math.max(spaces.get(space!) ?? 0, Number(bytes)))
        }
      } catch {
        // counted by the traffic itself
      }
      await sleep(200)
    }
  })()
  return {
    stop: async () => {
      stopped = true
      await loop
      const bySpace = [...spaces].filter(([, bytes]) => bytes >= MiB).map(([space, bytes]) => `${space} ${(bytes / MiB).toFixed(0)}`).join(', ')
      const measuredAfterGc = afterMajorGc.size > 0
      const afterCollection = measuredAfterGc ? Math.max(...afterMajorGc) : Math.max(0, ...windowMin.values())
      return { maxHeapUsedMb: maxHeapUsed / MiB, afterCollectionMb: afterCollection / MiB, samples, bySpace, afterCollectionHow: measuredAfterGc ? `after ${afterMajorGc.size} full collections` : 'highest of the 5 s minima' }
    },
  }
}

type Tally = { requests: number; byStatus: Map<string, number>; failures: string[] }
const tally = (): Tally => ({ requests: 0, byStatus: new Map(), failures: [] })
function count(into: Tally, what: string, status: number | 'error') {
  into.requests++
  const key = String(status)
  into.byStatus.set(key, (into.byStatus.get(key) ?? 0) + 1)
  if ((status === 'error' || status >= 500) && into.failures.length < 20) into.failures.push(`${status} ${what}`)
}
async function get(into: Tally, url: string, from: string, headers: Record<string, string> = {}) {
  try {
    const response = await httpRequest(url, { from, headers })
    count(into, url, response.status)
    return response
  } catch (error) {
    count(into, `${url}: ${String(error)}`, 'error')
    return null
  }
}

/** A real post and a real category of the seeded blog, as its first page links them. */
async function blogLinks(baseUrl: string) {
  const html = await (await fetch(`${baseUrl}/blog`)).text()
  const posts = [...new Set([...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1]!))]
  const category = /href="\/blog\?category=([a-z0-9-]+)/.exec(html)?.[1]
  if (posts.length < 2 || !category) throw new Error('the seeded blog has not two posts and a category')
  return { post: posts[0]!, otherPost: posts[1]!, category }
}

/** Every way a stranger makes up a new list URL: searches, filters, spellings, pages. */
function madeUpUrl(baseUrl: string, i: number, category: string): string {
  const respelt = [...category].map((c, k) => ((i >> k) & 1 ? c.toUpperCase() : c)).join('')
  switch (i % 5) {
    case 0:
      return `${baseUrl}/blog?q=zz${i}qq&category=c${i}`
    case 1:
      return `${baseUrl}/blog?q=${encodeURIComponent(`quality ${i}`)}`
    case 2:
      return `${baseUrl}/blog?category=${respelt}&page=${i}`
    case 3:
      return `${baseUrl}/blog?page=${(i % 10_000) + 1}&q=x${i}`
    default:
      return `${baseUrl}/blog/no-such-post-${i}`
  }
}

type SoakResult = { figures: string; searches: Tally; site: Tally; leads: PostResult[]; heapMb: number; liveMb: number; seconds: number; kept: string[] }

/**
 * Eight clients, each from its own loopback address, send made-up list URLs (each one new) until
 * `uniqueUrls` were sent and `minSeconds` passed; meanwhile visitors read pages, post leads and
 * an editor works in the CMS.
 */
async function soak(server: AppServer, { uniqueUrls, minSeconds, label }: { uniqueUrls: number; minSeconds: number; label: string }): Promise<SoakResult> {
  const { post, otherPost, category } = await blogLinks(server.url)
  // Read once before the storm and not during it: they must still be in the cache after it.
  const kept = [`/blog?category=${category}`, `/blog/${post}`]
  for (const path of kept) for (let i = 0; i < 2; i++) await (await fetch(`${server.url}${path}`)).text()
  const editor = await cmsLogin(server, ADMIN.email, ADMIN.password)
  const tokens = await formTokens(server.url, 400)
  const watch = heapWatch(server.url)
  const searches = tally()
  const site = tally()
  const leads: PostResult[] = []
  const began = Date.now()
  const deadline = began + 15 * 60_000
  let next = 0
  const done = () => (next >= uniqueUrls && Date.now() - began >= minSeconds * 1000) || Date.now() > deadline
  const searchers = Array.from({ length: 8 }, async (_, client) => {
    while (!done()) await get(searches, madeUpUrl(server.url, next++, category), `127.0.0.${10 + client}`)
  })
  const pages = ['/', '/pricing', '/solutions', '/blog', '/blog?page=2', `/blog/${otherPost}`, '/contact', '/blog/rss.xml']
  const reader = (async () => {
    for (let i = 0; !done(); i++) await get(site, `${server.url}${pages[i % pages.length]}`, '127.0.0.2')
  })()
  const visitors = (async () => {
    for (let i = 0; !done() && i < tokens.length; i++) {
      leads.push(await postLead(() => server.url, leadEmail(label, i), tokens[i]!))
      await sleep(250)
    }
  })()
  const cms = (async () => {
    while (!done()) {
      await get(site, `${server.url}/api/erpz-blogs?limit=5&depth=0`, '127.0.0.3', { authorization: editor })
      await get(site, `${server.url}/api/erpz-demo-requests?limit=10&depth=0`, '127.0.0.3', { authorization: editor })
      await get(site, `${server.url}/admin`, '127.0.0.3', { cookie: `payload-token=${editor.replace(/^JWT /, '')}` })
      await sleep(500)
    }
  })()
  await Promise.all([...searchers, reader, visitors, cms])
  const seconds = (Date.now() - began) / 1000
  const { maxHeapUsedMb, afterCollectionMb, samples, bySpace, afterCollectionHow } = await watch.stop()
  const statuses = (t: Tally) => [...t.byStatus].map(([status, n]) => `${n}×${status}`).join(' ')
  const figures =
    `hostile ${label}: ${next} made-up URLs (${statuses(searches)}) and ${site.requests} site/CMS requests (${statuses(site)}) ` +
    `and ${leads.length} leads in ${seconds.toFixed(0)} s; heap high-water ${maxHeapUsedMb.toFixed(1)} MB of the ${HEAP_CAP_MB} MB cap, ` +
    `${afterCollectionMb.toFixed(1)} MB at most after a collection (${afterCollectionHow}) ` +
    `(${samples} samples from /metrics; highest per space, MB: ${bySpace})`
  console.log(figures)
  return { figures, searches, site, leads, heapMb: maxHeapUsedMb, liveMb: afterCollectionMb, seconds, kept }
}

/** The checks every soak ends with: nothing failed, the server is up and was never restarted. */
async function judgeSoak(server: AppServer, database: Database, result: SoakResult, label: string, minLeads = 50) {
  expect(result.searches.failures, 'made-up URLs answered 5xx or not at all').toEqual([])
  expect(result.site.failures, 'site and CMS requests answered 5xx or not at all').toEqual([])
  expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
  expect(server.output()).not.toMatch(/heap out of memory|died \(|started again/)
  expect(result.heapMb).toBeGreaterThan(0)
  expect(result.heapMb, result.figures).toBeLessThan(HEAP_CAP_MB * HEAP_MARGIN)
  // What survives a collection is what could run the heap out: well below the cap.
  expect(result.liveMb, result.figures).toBeLessThan(HEAP_CAP_MB * LIVE_MARGIN)
  // Every lead answered 200 is stored, once.
  const accepted = result.leads.filter((lead) => lead.status === 200).map((lead) => lead.email)
  expect(accepted.length).toBeGreaterThan(minLeads)
  const rows = await queryRows<{ email: string }>(database, 'SELECT email FROM erpz_demo_requests WHERE email LIKE ?', [`${label}.%`])
  expect(rows.map((row) => row.email).sort()).toEqual(accepted.sort())
  // The pages people read were not pushed out of the cache by the made-up ones.
  for (const path of result.kept) {
    const response = await fetch(`${server.url}${path}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('x-nextjs-cache'), `${path} after the storm`).toBe('HIT')
  }
}

/**
 * The soak is bounded by count (issue 43): 2,000 made-up URLs overflow the search pages' cache
 * budget (6 MB, decision 150, about 110 pages) eighteen times over, which is what proves the memory
 * bounded; had they piled up instead, their ~106 MB (at ~53 KB a page) on top of the ~207 MB a
 * bounded soak leaves after a collection would cross the live-heap margin (0.7 × 384 MB = 269 MB).
 * The long form, 20,000 URLs and at least 300 s, is `npm run test:soak` (ERPZ_SOAK=long), which
 * the bench's check runs (decision 194).
 */
const LONG_SOAK = process.env.ERPZ_SOAK === 'long'
const SOAK = LONG_SOAK ? { uniqueUrls: 20_000, minSeconds: 300 } : { uniqueUrls: 2_000, minSeconds: 0 }

describe('hostile traffic against npm start (SQLite)', () => {
  it(`a soak of ${SOAK.uniqueUrls.toLocaleString('en-US')} made-up blog URLs with pages, leads and the CMS in use: no 5xx, the server stays up, the heap stays below the cap`, async () => {
    const { server, database } = await start()
    const result = await soak(server, { ...SOAK, label: 'soak' })
    expect(result.searches.requests).toBeGreaterThanOrEqual(SOAK.uniqueUrls)
    expect(result.seconds).toBeGreaterThanOrEqual(SOAK.minSeconds)
    await judgeSoak(server, database, result, 'soak', LONG_SOAK ? 50 : 10)
    await server.stop()
  }, 20 * 60_000)

  it('kill -9 of the server process: npm start has /healthz answering 200 again within 10 s, no lead is lost, a retried lead is stored once', async () => {
    const { server, database } = await start()
    const pid = Number(/▸ Server process (\d+) \(supervised by npm start/.exec(server.output())?.[1])
    expect(pid).toBeGreaterThan(0)
    const tokens = await formTokens(server.url, 60)

    // Visitors posting while the server process is killed in the middle of it.
    let answered = 0
    const results: PostResult[] = []
    const posting = (async () => {
      let next = 0
      await Promise.all(
        Array.from({ length: 4 }, async () => {
          while (next < tokens.length) {
            const i = next++
            const result = await postLead(() => server.url, leadEmail('kill', i), tokens[i]!)
            results[i] = result
            if (result.status === 200) answered++
          }
        }),
      )
    })()
    while (answered < 20) await sleep(5)
    process.kill(pid, 'SIGKILL')
    const killedAt = Date.now()
    let upAfterMs = Number.NaN
    while (Date.now() - killedAt < 20_000) {
      try {
        if ((await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(1_000) })).status === 200) {
          upAfterMs = Date.now() - killedAt
          break
        }
      } catch {
        // not listening yet
      }
      await sleep(100)
    }
    await posting

    // The visitors whose post got no answer try again, with the form they had.
    const unanswered = results.map((result, i) => ({ result, i })).filter(({ result }) => result.status !== 200)
    const retried = await Promise.all(unanswered.map(({ i }) => postLead(() => server.url, leadEmail('kill', i), tokens[i]!)))

    const rows = await queryRows<{ email: string }>(database, 'SELECT email FROM erpz_demo_requests WHERE email LIKE ?', ['kill.%'])
    const stored = rows.map((row) => row.email)
    const accepted = results.filter((result) => result.status === 200).map((result) => result.email)
    console.log(
      `hostile kill -9: /healthz 200 again ${(upAfterMs / 1000).toFixed(1)} s after the kill; ${accepted.length} leads answered 200 before, ` +
        `${unanswered.length} retried (${retried.map((r) => r.status).join(',') || 'none'}), ${stored.length} stored`,
    )
    expect(upAfterMs).toBeLessThan(10_000)
    expect(server.output()).toContain(`✖ The server process ${pid} died (killed by SIGKILL); restarting it in`)
    for (const email of accepted) expect(stored).toContain(email)
    // Each lead stored once: those answered before the kill and those retried after it.
    expect(stored.length).toBe(new Set(stored).size)
    for (const { i } of unanswered) expect(stored.filter((email) => email === leadEmail('kill', i))).toHaveLength(1)
    expect(retried.every((result) => result.status === 200)).toBe(true)
    expect(server.child.exitCode).toBeNull() // npm start itself never stopped

    // A requested stop is still a stop: SIGTERM drains and npm start exits 0, nothing restarts.
    const before = server.output().length
    await server.stop()
    expect(server.child.exitCode).toBe(0)
    expect(server.output().slice(before)).not.toMatch(/restarting|started again/)
  })
})

const redisMissing = !(await redisAnswers())
if (redisMissing) console.warn('hostile traffic with Redis: skipped, Redis does not answer at 127.0.0.1:6379')

describe.skipIf(redisMissing)('hostile traffic against npm start with Redis as the cache', () => {
  it('made-up URLs do not grow Redis: its keys stay bounded by the content, and the heap stays below the cap', async () => {
    const prefix = `erpz-hostile-${crypto.randomBytes(4).toString('hex')}`
    const { server, database } = await start({ REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: prefix })
    const redis = createClient({ url: 'redis://127.0.0.1:6379' })
    await redis.connect()
    try {
      // The cache's keys (decision 100); the rate limits' are counted by their own tests.
      const keys = async () => (await redis.keys(`${prefix}:next:*`)).length
      // 1,600 made-up URLs: eight times the bound on keys below, and ~85 MB of pages (at ~53 KB
      // each) had they piled up in the heap (the local copies' budget is 32 MiB, decision 203), past
      // the live-heap margin from the ~227 MB a bounded soak leaves. The long form sends 3,000.
      const result = await soak(server, { uniqueUrls: LONG_SOAK ? 3_000 : 1_600, minSeconds: LONG_SOAK ? 60 : 0, label: 'redis' })
      const after = await keys()
      console.log(`hostile redis: ${after} cache keys in Redis after ${result.searches.requests} made-up URLs`)
      await judgeSoak(server, database, result, 'redis', LONG_SOAK ? 50 : 10)
      // The pages of content, their data and the tag bookkeeping: a few dozen, not one per URL.
      expect(after).toBeLessThan(200)
      await server.stop()
    } finally {
      const left = await redis.keys(`${prefix}:*`)
      if (left.length > 0) await redis.del(left)
      await redis.quit()
    }
  }, 10 * 60_000)
})
