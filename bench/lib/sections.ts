/**
 * The sections of `npm run bench` that load the app under test (bench/run.ts starts it): Lighthouse,
 * throughput against the bare-server limit, and request latency. Each returns its part of the results.
 */
import fs from 'node:fs'
import path from 'node:path'

import { twinPath } from '../../scripts/lib/bench-twin'
import { contactLeadRequest, CONTACT_LEAD_PATH, fetchFormTokens, FORM_TOKEN_WAIT_MS } from '../lead-request'

import { get, message, SERVER_CPU, skipped, step } from './app'
import { listPage3Path } from './discover'
import { measureLatency, UnexpectedStatus, type BenchRequest } from './latency'
import { stopProcess } from './processes'
import { THROUGHPUT_PAGES, VS_NEXT_PAGES, type BenchResults, type VsNextSide, type Latency, type Skipped, type Throughput, type ThroughputSide } from './results'
import { median } from './stats'

/** The running app and what the run found on it. */
export type Target = {
  origin: string
  /** The path of a page label (`/blog/{slug}` is the first post /blog links), or null without one. */
  pagePath: (label: string) => string | null
  /** What a post page reports when /blog links no post. */
  noPost: Skipped
  /** Remarks for the report; sections add theirs. */
  notes: string[]
}

export type Settings = { lighthouseRuns: number; autocannonSeconds: number; connections: number; rounds: number }

/**
 * Lighthouse on each page label and its no-script twin (served by the same server with the run's
 * bench token), `runs` times each, interleaved (medians are kept), and the `--disable-features`
 * list the Chromium ran with (null when no page was asked for, so no Chromium ran).
 */
export async function measureLighthouse(
  target: Target,
  labels: string[],
  runs: number,
  benchToken: string,
): Promise<{ pages: BenchResults['lighthouse']; disabledFeatures: string[] | null; flags: string[] | null }> {
  const lighthouse: BenchResults['lighthouse'] = {}
  if (!labels.length) return { pages: lighthouse, disabledFeatures: null, flags: null }
  const { openLighthouse } = await import('./lighthouse')
  const session = await openLighthouse()
  step(`Chromium --disable-features=${session.disabledFeatures.join(',')}`)
  try {
    for (const label of labels) {
      const pagePath = target.pagePath(label)
      if (!pagePath) {
        lighthouse[label] = target.noPost
        continue
      }
      step(`Lighthouse ${pagePath} and its no-script twin (${runs} run${runs > 1 ? 's' : ''} each, interleaved)`)
      try {
        const twinUrl = `${target.origin}${twinPath(pagePath, benchToken)}`
        lighthouse[label] = await session.measure(pagePath, `${target.origin}${pagePath}`, twinUrl, runs)
      } catch (error) {
        lighthouse[label] = skipped(`Lighthouse failed: ${message(error)}`)
      }
    }
  } finally {
    await session.close()
  }
  return { pages: lighthouse, disabledFeatures: session.disabledFeatures, flags: session.flags }
}

/**
 * Requests per second and p99 of the app on each throughput page, against a bare server (pinned
 * to the app's core) that replays the app's own captured response: the ceiling of this machine.
 */
export async function measureThroughput(target: Target, settings: Settings, dataDir: string): Promise<BenchResults['throughput']> {
  const throughput: BenchResults['throughput'] = {}
  const { captureResponse, loadTest, startLimitServer } = await import('./throughput')
  const captured = []
  for (const label of THROUGHPUT_PAGES) {
    const pagePath = target.pagePath(label)
    if (!pagePath) {
      throughput[label] = target.noPost
      continue
    }
    const response = await captureResponse(target.origin, pagePath)
    if (response.status !== 200) throughput[label] = skipped(`${pagePath} answered ${response.status}`)
    else captured.push({ label, response })
  }
  if (!captured.length) return throughput

  const responsesFile = path.join(dataDir, 'responses.json')
  fs.writeFileSync(responsesFile, JSON.stringify(captured.map((c) => c.response)))
  const limit = await startLimitServer(responsesFile, SERVER_CPU)
  try {
    const rounds = new Map<string, Array<{ app: ThroughputSide; limit: ThroughputSide }>>()
    for (let round = 1; round <= settings.rounds; round++) {
      for (const { label, response } of captured) {
        step(`Load round ${round}/${settings.rounds} ${response.path}: app, then limit`)
        const app = await loadTest(`${target.origin}${response.path}`, settings.autocannonSeconds, settings.connections)
        const bare = await loadTest(`${limit.origin}${response.path}`, settings.autocannonSeconds, settings.connections)
        rounds.set(label, [...(rounds.get(label) ?? []), { app, limit: bare }])
      }
    }
    for (const { label, response } of captured) {
      const list = rounds.get(label) ?? []
      const side = (pick: (r: { app: ThroughputSide; limit: ThroughputSide }) => ThroughputSide): ThroughputSide => ({
        rps: median(list.map((r) => pick(r).rps)),
        p99Ms: median(list.map((r) => pick(r).p99Ms)),
        non2xx: list.reduce((sum, r) => sum + pick(r).non2xx, 0),
        errors: list.reduce((sum, r) => sum + pick(r).errors, 0),
      })
      const result: Throughput = {
        status: 'measured',
        path: response.path,
        app: side((r) => r.app),
        limit: side((r) => r.limit),
        ratio: 0,
        rounds: list,
      }
      result.ratio = result.limit.rps > 0 ? result.app.rps / result.limit.rps : 0
      if (result.app.non2xx || result.app.errors) {
        target.notes.push(`${response.path}: the app answered ${result.app.non2xx} non-2xx and ${result.app.errors} errors under load`)
      }
      throughput[label] = result
    }
  } finally {
    await stopProcess(limit.child)
  }
  return throughput
}

/**
 * Our server against plain `next start` on the same build (issue 43), each page with no
 * accept-encoding and with a browser's, in interleaved rounds: app, next, app, next.
 */
export async function measureVsNext(target: Target, settings: Settings, dataDir: string, env: NodeJS.ProcessEnv): Promise<NonNullable<BenchResults['vsNext']>> {
  const { BROWSER_ACCEPT_ENCODING, loadTest, startPlainNext } = await import('./throughput')
  const { freePort } = await import('../../scripts/lib/free-port')
  const out: NonNullable<BenchResults['vsNext']> = {}
  const port = await freePort()
  step(`Starting plain next start on the same build (127.0.0.1:${port}, CPU ${SERVER_CPU})`)
  let child
  try {
    child = await startPlainNext(port, SERVER_CPU, env, path.join(dataDir, 'next-start.log'))
  } catch (error) {
    for (const label of VS_NEXT_PAGES) out[label] = skipped(`plain next start did not start: ${message(error)}`)
    return out
  }
  try {
    const nextOrigin = `http://127.0.0.1:${port}`
    for (const label of VS_NEXT_PAGES) {
      const pagePath = target.pagePath(label)
      if (!pagePath) {
        out[label] = target.noPost
        continue
      }
      for (let i = 0; i < 3; i++) await get(nextOrigin, pagePath)
      const sides = { identity: {} as Record<string, ThroughputSide[]>, browser: {} as Record<string, ThroughputSide[]> }
      for (let round = 1; round <= settings.rounds; round++) {
        for (const encoding of ['identity', 'browser'] as const) {
          const headers: Record<string, string> = encoding === 'browser' ? { 'accept-encoding': BROWSER_ACCEPT_ENCODING } : {}
          step(`Load round ${round}/${settings.rounds} ${pagePath} (${encoding === 'browser' ? 'a browser\'s accept-encoding' : 'no accept-encoding'}): app, then next start`)
          const app = await loadTest(`${target.origin}${pagePath}`, settings.autocannonSeconds, settings.connections, headers)
          const plain = await loadTest(`${nextOrigin}${pagePath}`, settings.autocannonSeconds, settings.connections, headers)
          ;(sides[encoding].app ??= []).push(app)
          ;(sides[encoding].next ??= []).push(plain)
        }
      }
      const side = (list: ThroughputSide[]): ThroughputSide => ({
        rps: median(list.map((r) => r.rps)),
        p99Ms: median(list.map((r) => r.p99Ms)),
        non2xx: list.reduce((sum, r) => sum + r.non2xx, 0),
        errors: list.reduce((sum, r) => sum + r.errors, 0),
      })
      const pair = (runs: Record<string, ThroughputSide[]>): VsNextSide => {
        const app = side(runs.app ?? [])
        const next = side(runs.next ?? [])
        return { app, next, ratio: next.rps > 0 ? app.rps / next.rps : 0 }
      }
      out[label] = { status: 'measured', path: pagePath, identity: pair(sides.identity), browser: pair(sides.browser) }
    }
  } finally {
    await stopProcess(child)
  }
  return out
}

async function latencyStep(run: () => Promise<Latency>): Promise<Latency | Skipped> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof UnexpectedStatus) return skipped(error.message)
    throw error
  }
}

type LatencyRun = {
  quick: boolean
  benchToken: string
  /** The HTML of /blog, for the link to its third page. */
  blogHtml: string
  /** A word the generated posts contain, for the search. */
  searchTerm: string
}

/** Latency of a lead POST (with a form token each, as mounted forms get them), a deep list page and a search. */
export async function measureLatencies(target: Target, run: LatencyRun): Promise<BenchResults['latency']> {
  const { origin } = target
  const latencyOptions = { origin, concurrency: 4, total: run.quick ? 100 : 400, maxSeconds: run.quick ? 20 : 60 }

  const probe = await fetch(`${origin}${CONTACT_LEAD_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(30_000),
  })
  await probe.arrayBuffer()
  // A page (the not-found page, or a page that accepts POST for server actions) is no endpoint.
  const probeType = probe.headers.get('content-type') ?? ''
  const noEndpoint =
    probe.status === 404 || probe.status === 405 || probeType.includes('text/html')
      ? skipped(`no lead endpoint (POST answered ${probe.status} ${probeType.split(';')[0] || 'without a body type'})`)
      : null

  // The floor under the lead POST: the same endpoint, clients and bench header, refused with 415
  // before any body is read (so routing, the handler and the answer, without the lead's own work).
  step('Latency: lead POST answering 415 (the baseline)')
  const leadPostBaseline =
    noEndpoint ??
    (await latencyStep(() =>
      measureLatency({
        ...latencyOptions,
        label: 'lead POST 415',
        expectStatus: (status) => status === 415,
        makeRequest: (i) => {
          const request = contactLeadRequest(i, run.benchToken, 'no-token')
          return { ...request, headers: { ...request.headers, 'content-type': 'text/plain' } }
        },
      }),
    ))

  step('Latency: lead POST (contact)')
  const leadPost =
    noEndpoint ??
    (await latencyStep(async () => {
      const formTokens = await fetchFormTokens(origin, latencyOptions.total).catch((error: unknown) => {
        throw new UnexpectedStatus(message(error))
      })
      await new Promise((resolve) => setTimeout(resolve, FORM_TOKEN_WAIT_MS))
      return measureLatency({
        ...latencyOptions,
        label: 'lead POST',
        expectStatus: (status) => status >= 200 && status < 300,
        makeRequest: (i) => contactLeadRequest(i, run.benchToken, formTokens[i % formTokens.length]!),
      })
    }))

  const getRequest = (pagePath: string) => (): BenchRequest => ({ method: 'GET', path: pagePath })
  const blogLatency = async (label: string, pagePath: string): Promise<Latency | Skipped> => {
    if (!target.pagePath('/blog/{slug}')) return skipped(`no posts (${target.noPost.note})`)
    step(`Latency: ${label} ${pagePath}`)
    const first = await get(origin, pagePath)
    if (first.status !== 200) return skipped(`${pagePath} answered ${first.status}`)
    return latencyStep(() =>
      measureLatency({ ...latencyOptions, label, expectStatus: (s) => s === 200, makeRequest: getRequest(pagePath) }),
    )
  }
  const blogListPage3 = await blogLatency('blog list page 3', listPage3Path(run.blogHtml))
  const blogSearch = await blogLatency('blog search', `/blog?q=${encodeURIComponent(run.searchTerm)}`)
  const blogSearchUncached = await blogSearchWithoutPageCache(target, latencyOptions, run.searchTerm)
  return { leadPost, leadPostBaseline, blogListPage3, blogSearch, blogSearchUncached }
}

/**
 * The term with its letters' case set by the bits of `n`: a search that matches the same posts
 * (search is case-insensitive) under another query, so another page-cache entry. 2^letters variants.
 */
export function caseVariant(term: string, n: number): string {
  let bit = 0
  return Array.from(term)
    .map((char) => {
      if (char.toLowerCase() === char.toUpperCase()) return char
      const upper = Math.floor(n / 2 ** bit++) % 2 === 1
      return upper ? char.toUpperCase() : char.toLowerCase()
    })
    .join('')
}

/**
 * The blog search again, each request under a query never asked before (the same word, its case
 * varied), so no request is answered from a cached page and each one runs the search (decision 156).
 */
async function blogSearchWithoutPageCache(
  target: Target,
  options: { origin: string; concurrency: number; total: number; maxSeconds: number },
  term: string,
): Promise<Latency | Skipped> {
  if (!target.pagePath('/blog/{slug}')) return skipped(`no posts (${target.noPost.note})`)
  const letters = Array.from(term).filter((char) => char.toLowerCase() !== char.toUpperCase()).length
  // Variant 0 is the term as the cached row asks it; the warm-up request takes variant 1.
  if (2 ** letters < options.total + 2) return skipped(`"${term}" has too few letters for ${options.total} distinct searches`)
  const searchPath = (n: number) => `/blog?q=${encodeURIComponent(caseVariant(term, n))}`
  step(`Latency: blog search without the page cache ${searchPath(1)}, …`)
  const first = await get(target.origin, searchPath(1))
  if (first.status !== 200) return skipped(`${searchPath(1)} answered ${first.status}`)
  return latencyStep(() =>
    measureLatency({
      ...options,
      label: 'blog search (page cache cold)',
      expectStatus: (status) => status === 200,
      makeRequest: (i) => ({ method: 'GET', path: searchPath(i + 2) }),
    }),
  )
}
