/** The shape of `bench/results/latest.json`, shared by the runner, the table and the budget check. */
import { LANDING_FORM_PATH } from '../seed-landing'

import type { AnalyticsResults } from './analytics'
import type { LiveHelpResults } from './live-help'

/** A measurement that could not be taken says why; the check reports it as "not measured". */
export type Skipped = { status: 'skipped'; note: string }

export type LighthousePage = {
  status: 'measured'
  /** The path measured (for the post: the real slug). */
  path: string
  runs: number
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  /** Simulated (lantern) first contentful paint and LCP, medians of the runs. */
  fcpMs?: number
  lcpMs: number
  /**
   * What the page really painted in each run, in run order, unthrottled (Lighthouse's
   * observedFirstContentfulPaint / observedLargestContentfulPaint): a first paint that stalls in one
   * run shows here even when the medians hide it (decision 065). Absent before issue 26.
   */
  observed?: { fcpMs: number[]; lcpMs: number[] }
  /**
   * Lighthouse's measure of this machine's speed in the runs (`lhr.environment.benchmarkIndex`,
   * median): the simulated TBT multiplies what the machine really took, so a slower machine reads
   * as a heavier page (decision 065, stop 45 update). Absent before stop 45.
   */
  benchmarkIndex?: number
  tbtMs: number
  cls: number
  /** Every script the page loads, each body gzip -9 (bench/lib/js-gzip.ts): what the JS budget counts. */
  jsGzipBytes: number
  /** Sum of the transfer sizes of all script responses (compressed as served, headers included). */
  jsTransferBytes: number
  /** The HTML document's transfer size (compressed as served) and its decoded size. */
  htmlTransferBytes: number
  htmlBytes: number
  /** The five largest scripts of the last run, to see where the JS budget goes. */
  largestScripts: Array<{ url: string; transferBytes: number }>
  /** What paints last and what lantern put before it (last run); absent before issue 18. */
  lcp?: LcpDiagnosis
  /** Lighthouse run warnings and audits that scored below 1 in the non-performance categories. */
  warnings: string[]
  /** Simulated Speed Index and Lighthouse's main-thread work (ms, unthrottled), medians; absent before issue 43. */
  siMs?: number
  mainThreadMs?: number
  /** Each run's benchmarkIndex, in run order (issue 43). */
  benchmarkIndexes?: number[]
  /**
   * The page's no-script twin (scripts/lib/bench-twin.ts), measured interleaved with the page in the
   * same run set, medians: the floor the page budgets are relative to (decision 065, issue 43).
   * Absent before issue 43.
   */
  twin?: TwinFigures
}

/** The medians of a no-script twin's runs. */
export type TwinFigures = {
  performance: number
  fcpMs: number
  lcpMs: number
  siMs: number
  tbtMs: number
  cls: number
  mainThreadMs: number
  benchmarkIndex: number
  /** Scripts the twin loaded (0 unless the stripping missed one). */
  jsGzipBytes: number
  /** Page run i's main-thread time over twin run i's, for each interleaved pair; absent in hand-made results. */
  mainThreadRatios?: number[]
  /** Each twin run's benchmarkIndex. */
  benchmarkIndexes?: number[]
}

/**
 * The LCP of one Lighthouse run, read from its trace and network records: the element, the
 * resource it waited for, and what lantern's LCP graph holds (every request that ended before
 * the observed LCP except low-priority images; long tasks that started before it).
 */
export type LcpDiagnosis = {
  /** `text` or `image`, and the element as the trace names it (tag, id, classes, text start). */
  type: string
  element: string
  /** The image's URL path, or the web font the text waited for, or null. */
  resource: string | null
  observedMs: number
  /**
   * For an image: when its bytes had arrived (ms from navigation, the trace's `imageLoadEnd`). An
   * image loaded long before it painted waited for the main thread, not for the network.
   */
  imageLoadedMs?: number
  /** Requests on the path, in start order: path, type, priority, KiB as transferred. */
  requests: Array<{ url: string; type: string; priority: string; transferKiB: number }>
  /** Main-thread tasks of 50 ms and more (simulated) that start before the simulated LCP. */
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>
}

export type ThroughputSide = { rps: number; p99Ms: number; non2xx: number; errors: number }

export type Throughput = {
  status: 'measured'
  path: string
  app: ThroughputSide
  limit: ThroughputSide
  /** app req/s divided by limit req/s, medians of the rounds. */
  ratio: number
  rounds: Array<{ app: ThroughputSide; limit: ThroughputSide }>
}

/** Our server against plain `next start` on the same build, one encoding (issue 43). */
export type VsNextSide = { app: ThroughputSide; next: ThroughputSide; ratio: number }

export type VsNext = {
  status: 'measured'
  path: string
  /** No accept-encoding (autocannon's default). */
  identity: VsNextSide
  /** A browser's accept-encoding (`gzip, deflate, br, zstd`). */
  browser: VsNextSide
}

/** One page through the proxy with one instance behind it, then two (issue 15). */
export type ScaleOut = {
  status: 'measured'
  path: string
  one: ThroughputSide
  two: ThroughputSide
  /** two-instance req/s over one instance's, the median of the rounds' ratios (before decision 212: the ratio of the medians, one = A alone on CPU 0). */
  ratio: number
  /** `one` is the mean of `alone` (A on CPU 0, B on CPU 1; absent before decision 212). */
  rounds: Array<{ one: ThroughputSide; two: ThroughputSide; alone?: [ThroughputSide, ThroughputSide] }>
  /** The load generator, on the same two cores (absent before decision 212: autocannon in the bench's process). */
  generator?: 'wrk' | 'autocannon'
}

export type Latency = {
  status: 'measured'
  path: string
  requests: number
  concurrency: number
  p50Ms: number
  p95Ms: number
  p99Ms: number
}

export type BenchResults = {
  version: 1
  createdAt: string
  mode: 'full' | 'quick'
  commit: string
  machine: {
    cpus: number
    node: string
    chromium: string
    /** The `--disable-features` list the bench's Chromium ran with; absent when no Chromium ran, and before issue 26. */
    chromiumDisabledFeatures?: string[]
    /** Every flag the bench's Chromium was launched with (issue 43); absent before. */
    chromiumFlags?: string[]
  }
  settings: { lighthouseRuns: number; autocannonSeconds: number; connections: number; rounds: number }
  /** Keyed by page label: `/`, `/pricing`, …, `/blog/{slug}`, `/onboarding/auth`. */
  lighthouse: Record<string, LighthousePage | Skipped>
  /** Keyed by `/`, `/blog`, `/blog/{slug}`. */
  throughput: Record<string, Throughput | Skipped>
  /** Keyed like `throughput` (the home page only); absent before issue 43. */
  vsNext?: Record<string, VsNext | Skipped>
  /** Keyed like `throughput`; absent in results written before issue 15. */
  scaleOut?: Record<string, ScaleOut | Skipped>
  latency: {
    leadPost: Latency | Skipped
    /** The same endpoint answering 415 (wrong content type, no body read), same clients, same run; absent before issue 18. */
    leadPostBaseline?: Latency | Skipped
    blogListPage3: Latency | Skipped
    blogSearch: Latency | Skipped
    /** The same search, each request under a query not asked before, so never a cached page; no budget. Absent before issue 26. */
    blogSearchUncached?: Latency | Skipped
  }
  rss: { status: 'measured'; mb: number } | Skipped
  /** Ingestion and the dashboard's report (bench/lib/analytics.ts); absent before issue 29. */
  analytics?: AnalyticsResults
  /** Live Help's message latency, memory per 1,000 idle streams and the panel's code (bench/lib/live-help.ts); absent before issue 47. */
  liveHelp?: LiveHelpResults
  notes: string[]
}

export const LIGHTHOUSE_PAGES = [
  '/',
  '/solutions',
  '/solutions/production-planning',
  '/pricing',
  '/blog',
  '/blog/{slug}',
  '/onboarding/auth',
  // A campaign landing page with a lead form, seeded by the bench (issue 44).
  LANDING_FORM_PATH,
] as const

export const THROUGHPUT_PAGES = ['/', '/blog', '/blog/{slug}'] as const

/** Pages measured against plain `next start` (issue 43): the cached, prerendered home page. */
export const VS_NEXT_PAGES = ['/'] as const
