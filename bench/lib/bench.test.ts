/**
 * Unit tests of the benchmark's pure parts (budget check, statistics, page discovery, table).
 * Run with: npx vitest run --project unit bench (once vitest.config.ts includes bench/**).
 */
import { Launcher } from 'chrome-launcher'
import { describe, expect, it } from 'vitest'

import { ContactSchema } from '../../src/lib/validation/contact'
import budgetsJson from '../budgets.json'
import { contactLeadBody } from '../lead-request'
import { BudgetsSchema, checkBudgets, jsBudget } from './check'
import { firstPostPath, listPage3Path } from './discover'
import { diagnoseLcp, formatLcp } from './lcp'
import { metricScore, netOfTwin, performanceOf } from './page-budget'
import { type BenchResults, LIGHTHOUSE_PAGES, type LighthousePage } from './results'
import { LANDING_FORM_PATH } from '../seed-landing'
import { caseVariant } from './sections'
import { median, percentile } from './stats'
import { CHROMIUM_FLAGS, chromiumLaunchOptions, disabledFeatures, launcherDefaultFlagsKeepingRenderDocument } from './lighthouse'
import { chromiumLine, renderTable, sections, stalledPaints, STALLED_PAINT_MS } from './table'
import { parseWrk } from './throughput'

const budgets = BudgetsSchema.parse(budgetsJson)

function page(path: string, overrides: Partial<LighthousePage> = {}): LighthousePage {
  return {
    status: 'measured',
    path,
    runs: 3,
    performance: 99,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 1200,
    tbtMs: 20,
    cls: 0,
    jsGzipBytes: 100 * 1024,
    jsTransferBytes: 110 * 1024,
    htmlTransferBytes: 9000,
    htmlBytes: 40_000,
    largestScripts: [],
    warnings: [],
    mainThreadMs: 1000,
    twin: { performance: 100, fcpMs: 900, lcpMs: 1100, siMs: 900, tbtMs: 0, cls: 0, mainThreadMs: 800, benchmarkIndex: 2000, jsGzipBytes: 0 },
    ...overrides,
  }
}

function results(overrides: Partial<BenchResults> = {}): BenchResults {
  const side = { rps: 1000, p99Ms: 20, non2xx: 0, errors: 0 }
  const latency = { status: 'measured' as const, path: '/x', requests: 400, concurrency: 4, p50Ms: 5, p95Ms: 10, p99Ms: 15 }
  return {
    version: 1,
    createdAt: '2026-11-22T05:00:00.000Z',
    mode: 'full',
    commit: 'abc1234',
    machine: { cpus: 2, node: 'v20', chromium: 'Chromium 1' },
    settings: { lighthouseRuns: 3, autocannonSeconds: 10, connections: 10, rounds: 3 },
    lighthouse: Object.fromEntries(
      budgets.lighthouse.pages.map((p) => [p, page(p === '/blog/{slug}' ? '/blog/a-post' : p)]),
    ),
    throughput: Object.fromEntries(
      ['/', '/blog', '/blog/{slug}'].map((p) => [p, { status: 'measured', path: p, app: side, limit: { ...side, rps: 5_000 }, ratio: 0.2, rounds: [] }]),
    ),
    vsNext: {
      '/': { status: 'measured', path: '/', identity: { app: side, next: { ...side, rps: 1050 }, ratio: 1000 / 1050 }, browser: { app: side, next: { ...side, rps: 600 }, ratio: 1000 / 600 } },
    },
    scaleOut: Object.fromEntries(
      ['/', '/blog', '/blog/{slug}'].map((p) => [p, { status: 'measured', path: p, one: side, two: { ...side, rps: 1400 }, ratio: 1.4, rounds: [] }]),
    ),
    latency: { leadPost: latency, leadPostBaseline: { ...latency, p95Ms: 8 }, blogListPage3: latency, blogSearch: latency },
    rss: { status: 'measured', mb: 300 },
    analytics: {
      ingestion: { status: 'measured', seconds: 10, connections: 10, eventsPerSecond: 1700, p50Ms: 4, p95Ms: 9, p99Ms: 12, failed: 0 },
      dashboard7: { status: 'measured', events: 1_000_000, days: 7, requests: 20, p50Ms: 90, p95Ms: 120 },
      dashboard30: { status: 'measured', events: 1_000_000, days: 30, requests: 20, p50Ms: 110, p95Ms: 150 },
    },
    liveHelp: {
      latency: { status: 'measured', messages: 50, p50Ms: 18, p95Ms: 40 },
      acrossInstances: { status: 'measured', messages: 50, p50Ms: 30, p95Ms: 60 },
      idleStreams: { status: 'measured', streams: 1000, mbPer1000: 24 },
      panelKiB: { status: 'measured', kib: 10.8, chunk: 'panel.js' },
    },
    notes: [],
    ...overrides,
  }
}

describe('checkBudgets', () => {
  it('measures every page the budgets name, the seeded landing page included (a budget on a page never run only reads "not measured")', () => {
    const budgets = BudgetsSchema.parse(budgetsJson)
    expect([...LIGHTHOUSE_PAGES].sort()).toEqual([...budgets.lighthouse.pages].sort())
    expect(LIGHTHOUSE_PAGES).toContain(LANDING_FORM_PATH)
  })

  it('holds analytics ingestion to its rate and p95, and the dashboard to its p95 (issue 29)', () => {
    const base = results()
    const slow = checkBudgets(
      {
        ...base,
        analytics: {
          ingestion: { status: 'measured', seconds: 10, connections: 10, eventsPerSecond: 1400, p50Ms: 9, p95Ms: 21, p99Ms: 30, failed: 0 },
          dashboard7: { status: 'skipped', note: 'the closed days were not rolled up within 5 minutes' },
          dashboard30: { status: 'measured', events: 1_000_000, days: 30, requests: 20, p50Ms: 250, p95Ms: 301 },
        },
      },
      budgets,
    )
    expect(slow.missed).toEqual([
      'analytics ingestion events/s = 1400 (budget ≥ 1500)',
      'analytics ingestion p95 = 21 ms (budget ≤ 20 ms)',
      'analytics dashboard, 30 days, p95 over the 415 baseline (301 / 8 ms) = 37.63× (budget ≤ 20×)',
    ])
    expect(slow.reportedOnly).toContain('analytics dashboard, 30 days, p95 301 ms (issue 29: ≤ 300 ms)')
    expect(slow.notMeasured).toEqual(['analytics dashboard, 7 days, p95: the closed days were not rolled up within 5 minutes'])
    expect(checkBudgets({ ...base, analytics: undefined }, budgets).notMeasured).toHaveLength(3)
  })

  it('holds Live Help to its budgets: message p95 on one instance and across two, memory per 1,000 streams, the panel’s code (issue 47)', () => {
    const base = results()
    const slow = checkBudgets(
      {
        ...base,
        liveHelp: {
          latency: { status: 'measured', messages: 50, p50Ms: 90, p95Ms: 240 },
          acrossInstances: { status: 'skipped', note: 'the scale-out section was skipped' },
          idleStreams: { status: 'measured', streams: 1000, mbPer1000: 60 },
          panelKiB: { status: 'measured', kib: 22.5, chunk: 'panel.js' },
        },
      },
      budgets,
    )
    expect(slow.missed).toEqual([
      'Live Help visitor message → agent stream p95 = 240 ms (budget ≤ 200 ms)',
      'Live Help memory per 1,000 idle streams = 60 MB (budget ≤ 48 MB)',
      'Live Help panel code (gzip) = 22.5 KiB (budget ≤ 16 KiB)',
    ])
    expect(slow.notMeasured).toEqual(['Live Help across two instances: the scale-out section was skipped'])
    expect(checkBudgets({ ...base, liveHelp: undefined }, budgets).notMeasured).toEqual(['Live Help: not in the results'])
  })

  it('passes when every figure is within its budget', () => {
    const report = checkBudgets(results(), budgets)
    expect(report.missed).toEqual([])
    expect(report.notMeasured).toEqual([])
    expect(report.passed.length).toBeGreaterThan(50)
  })

  it('names each miss with its value and budget', () => {
    const base = results()
    const report = checkBudgets(
      {
        ...base,
        lighthouse: {
          ...base.lighthouse,
          '/pricing': page('/pricing', { performance: 90, cls: 0.05 }),
          '/onboarding/auth': page('/onboarding/auth', { jsGzipBytes: 171 * 1024, lcpMs: 2600 }),
        },
        rss: { status: 'measured', mb: 449 },
      },
      budgets,
    )
    expect(report.missed).toEqual([
      '/pricing CLS = 0.05 (budget ≤ 0.02)',
      '/onboarding/auth LCP net of the twin = 2600 ms (budget ≤ 2500 ms; page 2600 − twin TBT 0)',
      '/onboarding/auth JS = 171 KiB (budget ≤ 170 KiB)',
      'server RSS = 449 MB (budget ≤ 448 MB)',
    ])
    // Lighthouse's own performance score is reported; the budget is the score net of the twin.
    expect(report.reportedOnly).toContain("/pricing issue 26's absolute figures: performance 90 (≥ 95) not met, LCP 1200 ms (≤ 2500) met, TBT 20 ms (≤ 150) met")
  })

  it("holds TBT, LCP and performance relative to the twin: the machine's floor moves both sides", () => {
    const base = results()
    const twin = { performance: 90, fcpMs: 1100, lcpMs: 2300, siMs: 1500, tbtMs: 250, cls: 0, mainThreadMs: 1600, benchmarkIndex: 1600, jsGzipBytes: 0 }
    // A slow machine: the twin's main thread 1,600 ms, blocking 250; the page's 3,200 (2×), blocking 1,100.
    const slow = page('/', { performance: 72, tbtMs: 1100, mainThreadMs: 3200, lcpMs: 2700, fcpMs: 1150, siMs: 1600, twin })
    // The same page with 300 ms more of script (×4 simulated).
    const burning = page('/', { performance: 60, tbtMs: 2300, mainThreadMs: 4400, lcpMs: 2700, fcpMs: 1150, siMs: 1600, twin })
    const report = checkBudgets({ ...base, lighthouse: { ...base.lighthouse, '/': slow, '/pricing': burning } }, budgets)
    expect(report.passed).toContain(
      "/ TBT as main thread over the twin's = 2× (budget ≤ 2.5×; main thread 3200 / twin 1600 ms, as TBT 100 ms; page TBT 1100, twin 250)",
    )
    expect(report.passed).toContain('/ LCP net of the twin = 2450 ms (budget ≤ 2500 ms; page 2700 − twin TBT 250)')
    expect(report.passed.some((line) => line.startsWith('/ performance net of the twin = '))).toBe(true)
    expect(report.missed).toEqual([
      "/pricing (/) TBT as main thread over the twin's = 2.75× (budget ≤ 2.5×; main thread 4400 / twin 1600 ms, as TBT 175 ms; page TBT 2300, twin 250)",
    ])
    // Without a twin (results from before issue 43) nothing passes for it.
    const old = checkBudgets({ ...base, lighthouse: { ...base.lighthouse, '/': page('/', { twin: undefined }) } }, budgets)
    expect(old.notMeasured).toEqual(['/ performance, LCP, TBT: no no-script twin in the results (measured before issue 43)'])
  })

  it('takes the median of the interleaved pairs when the runs are known, and says when the machine changed speed between page and twin', () => {
    const base = results()
    const twin = { performance: 99, fcpMs: 900, lcpMs: 1100, siMs: 900, tbtMs: 0, cls: 0, mainThreadMs: 1000, benchmarkIndex: 600, jsGzipBytes: 0 }
    // Medians of each side: 5× (a loaded page run against quiet twin runs); pair by pair 2.1, 2.2, 9.
    const loaded = page('/', { mainThreadMs: 5000, benchmarkIndex: 2000, twin: { ...twin, mainThreadRatios: [2.1, 9, 2.2] } })
    const report = checkBudgets({ ...base, lighthouse: { ...base.lighthouse, '/': loaded } }, budgets)
    expect(report.passed).toContainEqual(expect.stringMatching(/^\/ TBT as main thread over the twin's = 2\.2× \(budget ≤ 2\.5×; median of the pairs 2\.10 \/ 9\.00 \/ 2\.20; /))
    expect(report.reportedOnly).toContain(
      "/: the machine's speed moved between the page's runs and its twin's (benchmarkIndex 2000 vs 600): something else ran; measure again on a quieter machine",
    )
  })

  it('scores performance as Lighthouse does, from the five metrics', () => {
    // Lighthouse 12 mobile: perfect metrics score 100; TBT 600 ms (its median) costs 15 of the 30 points.
    expect(performanceOf({ fcp: 1, si: 1, lcp: 1, tbt: 1, cls: 1 })).toBe(100)
    expect(metricScore('tbt', 600)).toBe(0.5)
    expect(metricScore('lcp', 2500)).toBe(0.9)
    const twin = { performance: 100, fcpMs: 900, lcpMs: 1100, siMs: 900, tbtMs: 0, cls: 0, mainThreadMs: 1000, benchmarkIndex: 3300, jsGzipBytes: 0 }
    // 5× the twin's main thread reads as 400 ms of TBT when 2.5× is the 150 ms edge (1× is 0 ms).
    const page = { tbtMs: 0, mainThreadMs: 5000, lcpMs: 1000, cls: 0, fcpMs: 900, siMs: 900 }
    expect(netOfTwin(page, twin, { mainThreadRatioMax: 2.5, tbtMsMax: 150 })).toEqual({ mainThreadRatio: 5, tbtMs: 400, lcpMs: 1000, performance: 90 })
  })

  it('holds our server against plain next start, with and without a browser\'s accept-encoding, and the scale-out row', () => {
    const base = results()
    const side = { rps: 1000, p99Ms: 20, non2xx: 0, errors: 0 }
    const report = checkBudgets(
      {
        ...base,
        vsNext: { '/': { status: 'measured', path: '/', identity: { app: side, next: { ...side, rps: 1200 }, ratio: 1000 / 1200 }, browser: { app: side, next: { ...side, rps: 700 }, ratio: 1000 / 700 } } },
        scaleOut: { '/': { status: 'measured', path: '/', one: side, two: { ...side, rps: 1200 }, ratio: 1.2, rounds: [] } },
      },
      budgets,
    )
    expect(report.missed).toEqual([
      "/ ours/next start, a browser's accept-encoding (1000 vs 700 req/s) = 1.43 (budget ≥ 1.5)",
      '/ ours/next start, no accept-encoding (1000 vs 1200 req/s) = 0.83 (budget ≥ 0.9)',
      '/ scale-out 2×/1× (1200 vs 1000 req/s) = 1.2 (budget ≥ 1.3)',
    ])
    expect(checkBudgets({ ...base, vsNext: undefined, scaleOut: undefined }, budgets).notMeasured).toEqual([
      'our server against plain next start: not in the results',
      'scale-out: not in the results',
    ])
  })

  it('holds marketing, blog and form pages each to their own JS budget (issue 18)', () => {
    const base = results()
    // The budget counts gzip -9 bodies; what was sent (with headers) does not count.
    const kib = (n: number) => ({ jsGzipBytes: n * 1024, jsTransferBytes: (n + 10) * 1024 })
    const report = checkBudgets(
      {
        ...base,
        lighthouse: {
          ...base.lighthouse,
          '/': page('/', kib(149)),
          '/pricing': page('/pricing', kib(148)),
          '/blog': page('/blog', kib(155)),
          '/blog/{slug}': page('/blog/a-post', kib(156)),
          '/onboarding/auth': page('/onboarding/auth', kib(170)),
          '/bench-landing-form': page('/bench-landing-form', kib(171)),
        },
      },
      budgets,
    )
    expect(report.missed).toEqual([
      '/ JS = 149 KiB (budget ≤ 148 KiB)',
      '/blog/{slug} (/blog/a-post) JS = 156 KiB (budget ≤ 155 KiB)',
      '/bench-landing-form JS = 171 KiB (budget ≤ 170 KiB)',
    ])
    // A landing page with a form has a row of its own (decision 199).
    expect(jsBudget('/bench-landing-form', budgets)).toEqual({ group: 'landing-forms', kibMax: 170 })
    expect(jsBudget('/blogger', budgets)).toEqual({ group: 'marketing', kibMax: 148 })
    expect(jsBudget('/demo-booking/manage', budgets)).toEqual({ group: 'forms', kibMax: 170 })
    expect(jsBudget('/contact', budgets)).toEqual({ group: 'forms', kibMax: 170 })
  })

  it('holds the lead POST, the blog list and the search to ratios of the 415 baseline of the same run, and needs both', () => {
    const base = results()
    const lead = (p95Ms: number) => ({ status: 'measured' as const, path: '/leads/contact', requests: 400, concurrency: 4, p50Ms: 5, p95Ms, p99Ms: 40 })
    const within = checkBudgets({ ...base, latency: { ...base.latency, leadPost: lead(16), leadPostBaseline: lead(8) } }, budgets)
    expect(within.passed).toContain('lead POST p95 over the 415 baseline (16 / 8 ms) = 2× (budget ≤ 2×)')
    expect(within.reportedOnly).toContain('lead POST p95 16 ms (issue 26: ≤ baseline + 15 = 23 ms)')
    const over = checkBudgets(
      { ...base, latency: { ...base.latency, leadPost: lead(16.1), leadPostBaseline: lead(8), blogSearch: { ...lead(30), path: '/blog?q=x' } } },
      budgets,
    )
    expect(over.missed).toEqual([
      'lead POST p95 over the 415 baseline (16.1 / 8 ms) = 2.01× (budget ≤ 2×)',
      'blog search p95 over the 415 baseline (30 / 8 ms) = 3.75× (budget ≤ 2×)',
    ])
    const old = checkBudgets({ ...base, latency: { ...base.latency, leadPostBaseline: undefined } }, budgets)
    expect(old.notMeasured).toEqual([
      'lead POST p95 over the 415 baseline: no baseline in the results',
      'blog list page 3 p95 over the 415 baseline: no baseline in the results',
      'blog search p95 over the 415 baseline: no baseline in the results',
      'analytics dashboard, 7 days, p95 over the 415 baseline: no baseline in the results',
      'analytics dashboard, 30 days, p95 over the 415 baseline: no baseline in the results',
    ])
  })

  it('reports skipped measurements as not measured, never as passes', () => {
    const base = results()
    const report = checkBudgets(
      {
        ...base,
        lighthouse: { ...base.lighthouse, '/blog/{slug}': { status: 'skipped', note: 'no post linked from /blog' } },
        throughput: {},
        latency: { ...base.latency, leadPost: { status: 'skipped', note: 'no lead endpoint' } },
      },
      budgets,
    )
    expect(report.notMeasured).toEqual([
      'Lighthouse /blog/{slug}: no post linked from /blog',
      'throughput /: not in the results',
      'throughput /blog: not in the results',
      'throughput /blog/{slug}: not in the results',
      'lead POST p95: no lead endpoint',
    ])
    expect(report.passed.some((line) => line.startsWith('/blog/{slug} ('))).toBe(false)
  })
})

describe('stats', () => {
  it('takes the median and nearest-rank percentiles', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 3, 2])).toBe(2.5)
    expect(Number.isNaN(median([]))).toBe(true)
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1)
    expect(percentile(hundred, 50)).toBe(50)
    expect(percentile(hundred, 95)).toBe(95)
    expect(percentile(hundred, 99)).toBe(99)
    expect(percentile([7], 99)).toBe(7)
  })
})

describe('discover', () => {
  it('finds the first post and the page-3 link of the list', () => {
    const html = '<a href="/blog/preview/x">p</a><a href="/blog/my-post">Read More</a><a href="/blog?page=2&amp;q=a">Next</a>'
    expect(firstPostPath(html)).toBe('/blog/my-post')
    expect(listPage3Path(html)).toBe('/blog?page=3&q=a')
    expect(listPage3Path('<a href="/blog/page/2">2</a>')).toBe('/blog/page/3')
    expect(listPage3Path('')).toBe('/blog?page=3')
    expect(firstPostPath('<a href="/blog">Blog</a>')).toBeNull()
  })
})

describe('renderTable', () => {
  it('prints one box with every page, skipped rows saying why', () => {
    const base = results()
    const text = renderTable(
      sections({ ...base, throughput: { ...base.throughput, '/blog': { status: 'skipped', note: '/blog answered 500' } } }),
    )
    const lines = text.split('\n')
    expect(lines[0]?.startsWith('┌')).toBe(true)
    expect(lines.at(-1)?.startsWith('└')).toBe(true)
    expect(new Set(lines.map((line) => line.length)).size).toBe(1)
    expect(text).toContain('/blog/a-post')
    expect(text).toContain('skipped: /blog answered 500')
    expect(text).toContain('0.200')
  })

  it('prints the scale-out row only when it was measured, with the 2-over-1 ratio', () => {
    const base = { ...results(), scaleOut: undefined }
    expect(renderTable(sections(base))).not.toContain('Scale-out')
    const one = { rps: 200, p99Ms: 150, non2xx: 0, errors: 0 }
    const text = renderTable(
      sections({
        ...base,
        scaleOut: {
          '/': { status: 'measured', path: '/', one, two: { ...one, rps: 370, p99Ms: 90 }, ratio: 1.85, rounds: [] },
          '/blog': { status: 'skipped', note: 'haproxy is not installed' },
        },
      }),
    )
    expect(text).toContain('1 vs 2 instances')
    expect(text).toMatch(/│ \/ +│ +200 │ +150 │ +370 │ +90\.0 │ +1\.85 │/)
    expect(text).toContain('skipped: haproxy is not installed')
    // The header says what else ran on the cores, the load generator included.
    expect(text).toContain('the load generator (autocannon, in the bench process)')
    const withWrk = renderTable(
      sections({ ...base, scaleOut: { '/': { status: 'measured', path: '/', one, two: one, ratio: 1, rounds: [], generator: 'wrk' } } }),
    )
    expect(withWrk).toContain('the load generator (wrk, its own process)')
  })

  it('reads wrk\'s report: requests per second, p99 in any unit, non-2xx answers and socket errors', () => {
    const report = [
      'Running 1s test @ http://127.0.0.1:45111/x',
      '  1 threads and 4 connections',
      '  Thread Stats   Avg      Stdev     Max   +/- Stdev',
      '    Latency   307.76us  756.12us  10.95ms   93.45%',
      '    Req/Sec    30.09k    13.44k   40.92k    72.73%',
      '  Latency Distribution',
      '     50%  123.00us',
      '     75%  169.00us',
      '     90%  546.00us',
      '     99%    4.11ms',
      '  32810 requests in 1.10s, 4.10MB read',
      '  Non-2xx or 3xx responses: 32810',
      'Requests/sec:  29828.28',
      'Transfer/sec:      3.73MB',
    ].join('\n')
    expect(parseWrk(report)).toEqual({ rps: 29828.28, p99Ms: 4.11, non2xx: 32810, errors: 0 })
    const slow = report.replace('99%    4.11ms', '99%    1.20s').replace('  Non-2xx or 3xx responses: 32810\n', '  Socket errors: connect 0, read 2, write 0, timeout 3\n')
    expect(parseWrk(slow)).toEqual({ rps: 29828.28, p99Ms: 1200, non2xx: 0, errors: 5 })
    expect(parseWrk(report.replace('99%    4.11ms', '99%  812.00us')).p99Ms).toBeCloseTo(0.812)
    expect(() => parseWrk('wrk: connection refused')).toThrow(/no requests per second/)
  })
})

describe('the Chromium the bench launches (decision 065)', () => {
  // The flags chrome-launcher itself would start Chromium with, read from a Launcher instance (no
  // process is started): its defaults, what it adds on this platform, and the given chromeFlags.
  // `flags` is private in chrome-launcher's types, public in its code: the list `launch` spawns.
  const launched = (options: ConstructorParameters<typeof Launcher>[0]) => (new Launcher(options) as unknown as { flags: string[] }).flags
  const featuresFlag = (flags: string[]) => flags.filter((flag) => flag.startsWith('--disable-features='))

  it("starts it with chrome-launcher's own defaults except RenderDocument, and nothing else changed", () => {
    const options = chromiumLaunchOptions()
    const ours = launched(options)
    const theirs = launched({ ...options, ignoreDefaultFlags: false, chromeFlags: CHROMIUM_FLAGS })
    // chrome-launcher disables RenderDocument by default; the bench keeps it on, and only that.
    const defaults = Launcher.defaultFlags()
    expect(disabledFeatures(defaults)).toContain('RenderDocument')
    expect(featuresFlag(ours)).toHaveLength(1)
    expect(disabledFeatures(ours)).toEqual(disabledFeatures(defaults).filter((feature) => feature !== 'RenderDocument'))
    const withoutFeatures = (flags: string[]) => flags.filter((flag) => !flag.startsWith('--disable-features=')).sort()
    expect(withoutFeatures(ours)).toEqual(withoutFeatures(theirs))
    expect(ours).toHaveLength(theirs.length)
    expect(ours.at(-1)).toBe('about:blank')
    expect(launcherDefaultFlagsKeepingRenderDocument()).toHaveLength(defaults.length)
  })

  it('reads the disabled features of a command line', () => {
    expect(disabledFeatures(['/usr/lib/chromium/chromium', '--disable-features=A,B', '--headless'])).toEqual(['A', 'B'])
    expect(disabledFeatures(['--headless'])).toEqual([])
  })
})

describe('observed paints', () => {
  it('prints simulated and observed paints side by side, the slowest observed run, and flags a stall', () => {
    const base = results()
    const quiet = page('/pricing', { fcpMs: 1210, lcpMs: 2130, observed: { fcpMs: [433, 383, 412], lcpMs: [433, 383, 420] } })
    const stalled = page('/', { fcpMs: 1400, lcpMs: 2838, observed: { fcpMs: [2271, 1330, 1338], lcpMs: [2271, 1330, 1338] } })
    const measured = { ...base, lighthouse: { '/': stalled, '/pricing': quiet } }
    const text = renderTable(sections(measured))
    expect(text).toContain('FCP ms sim/obs')
    expect(text).toMatch(/│ \/pricing +│ +99 \/ 100 │ +100 │ +100 │ +100 │ +1,210 \/ 433 │ +2,130 \(obs 433\) \/ 1,100 │ +20 \/ 0 │/)
    expect(text).toMatch(/│ \/ +│ +99 \/ 100 │ +100 │ +100 │ +100 │ +1,400 \/ 2,271 │ +2,838 \(obs 2,271\) \/ 1,100 │/)
    expect(stalledPaints(measured)).toEqual([
      `STALLED first paint on /: 3 of 3 runs painted at ${STALLED_PAINT_MS.toLocaleString('en-US')} ms or later (observed FCP by run: 2,271 / 1,330 / 1,338 ms; LCP: 2,271 / 1,330 / 1,338 ms)`,
    ])
    // Results written before issue 26 have neither: dashes, no stall line.
    expect(renderTable(sections(base))).toMatch(/– \/ – │ +1,200 \(obs –\) \/ 1,100 │/)
    // Results written before issue 43 have no twin: dashes.
    expect(renderTable(sections({ ...base, lighthouse: { '/': page('/', { twin: undefined, benchmarkIndex: 1700 }) } }))).toMatch(
      /│ \/ +│ +99 \/ – │.*│ +1,200 \(obs –\) \/ – │ +20 \/ – │.*│ +1700 \/ – │/,
    )
    expect(stalledPaints(base)).toEqual([])
  })

  it('names the Chromium and its disabled features in the header', () => {
    const base = results()
    expect(chromiumLine({ ...base, machine: { ...base.machine, chromiumDisabledFeatures: ['Translate', 'MediaRouter'] } })).toBe(
      'Chromium 1 — --disable-features=Translate,MediaRouter',
    )
    expect(chromiumLine(base)).toContain('no Chromium ran')
  })

  it('says how fast Lighthouse found the machine, across the pages measured', () => {
    const base = results()
    const measured = {
      ...base,
      machine: { ...base.machine, chromiumDisabledFeatures: ['Translate'] },
      lighthouse: { '/': page('/', { benchmarkIndex: 2171 }), '/blog': page('/blog', { benchmarkIndex: 1489 }), '/pricing': page('/pricing') },
    }
    expect(chromiumLine(measured)).toBe(
      "Chromium 1 — --disable-features=Translate — Lighthouse benchmarkIndex 1489–2171 (median of each page's runs; per page and twin in the table, the slower machine class)",
    )
    // Every flag it was launched with, when recorded (issue 43).
    const flagged = { ...measured, machine: { ...measured.machine, chromiumFlags: ['--headless', '--disable-features=Translate'] } }
    expect(chromiumLine(flagged)).toMatch(/^Chromium 1 — --headless --disable-features=Translate — /)
  })
})

describe('caseVariant', () => {
  it('gives every request of the cold-cache search its own query for the same word', () => {
    const variants = Array.from({ length: 1024 }, (_, n) => caseVariant('throughput', n))
    expect(new Set(variants).size).toBe(1024)
    expect(variants.every((variant) => variant.toLowerCase() === 'throughput')).toBe(true)
    expect(variants.slice(0, 3)).toEqual(['throughput', 'Throughput', 'tHroughput'])
    expect(caseVariant('mrp-2 plan', 3)).toBe('MRp-2 plan')
  })
})

describe('contactLeadBody', () => {
  it('is a valid contact message by the form\'s own schema', () => {
    const result = ContactSchema.safeParse(contactLeadBody(6, 'token'))
    expect(result.success).toBe(true)
    expect(result.data).toMatchObject({ company: 'Bench Manufacturing Ltd', email: 'bench-7@example.test' })
  })
})

describe('diagnoseLcp', () => {
  const pageUrl = 'http://127.0.0.1:4000/'
  const candidate = (ts: number, data: Record<string, unknown>) => ({ name: 'largestContentfulPaint::Candidate', ts, args: { data } })
  const request = (url: string, resourceType: string, priority: string, end: number, kib = 10) => ({
    url: `http://127.0.0.1:4000${url}`,
    resourceType,
    priority,
    transferSize: kib * 1024,
    networkRequestTime: end - 5,
    networkEndTime: end,
  })

  it('names the last candidate, the requests that ended before it (not low-priority images) and earlier long tasks', () => {
    const lcp = diagnoseLcp({
      traceEvents: [
        candidate(1, { type: 'image', nodeId: 3, isMainFrame: true, imageUrl: 'http://127.0.0.1:4000/hero.png' }),
        candidate(2, { type: 'text', nodeId: 7, isMainFrame: true }),
        { name: 'Paint', ts: 3 },
      ],
      traceElements: [{ traceEventType: 'largest-contentful-paint', node: { selector: 'main > h1', nodeLabel: 'Run the plant' } }],
      requests: [
        request('/', 'Document', 'VeryHigh', 20, 12),
        request('/font.woff2', 'Font', 'High', 60, 40),
        request('/chunk.js', 'Script', 'Low', 90, 50),
        request('/offscreen.png', 'Image', 'Low', 80, 30),
        request('/late.js', 'Script', 'Low', 400, 20),
      ],
      observedLcpMs: 200,
      simulatedLcpMs: 2000,
      longTasks: [
        { url: 'http://127.0.0.1:4000/chunk.js', startTime: 1500, duration: 120 },
        { url: 'http://127.0.0.1:4000/late.js', startTime: 2500, duration: 80 },
        { url: 'Unattributable', startTime: 600, duration: 190 },
      ],
      pageUrl,
    })
    expect(lcp).toEqual({
      type: 'text',
      element: 'main > h1 “Run the plant”',
      resource: '/font.woff2',
      observedMs: 200,
      requests: [
        { url: '/', type: 'Document', priority: 'VeryHigh', transferKiB: 12 },
        { url: '/font.woff2', type: 'Font', priority: 'High', transferKiB: 40 },
        { url: '/chunk.js', type: 'Script', priority: 'Low', transferKiB: 50 },
      ],
      longTasks: [
        { url: '/chunk.js', startMs: 1500, durationMs: 120 },
        { url: 'Unattributable', startMs: 600, durationMs: 190 },
      ],
    })
    const lines = formatLcp('/', lcp!)
    expect(lines[0]).toBe('  / LCP: text main > h1 “Run the plant” ← /font.woff2 (observed 200 ms)')
    expect(lines[1]).toBe('    on its path: 3 requests, 102.0 KiB (Document 12.0, Font 40.0, Script 50.0)')
  })

  it('says the image and an unresolved element, and nothing without a candidate', () => {
    const input = { traceElements: [], requests: [], observedLcpMs: 100, simulatedLcpMs: 1000, longTasks: [], pageUrl }
    const lcp = diagnoseLcp({ ...input, traceEvents: [candidate(1, { type: 'image', nodeId: 9, imageUrl: 'http://127.0.0.1:4000/media/hero.svg' })] })
    expect(lcp).toMatchObject({ type: 'image', element: 'DOM node 9 (not resolved by Lighthouse)', resource: '/media/hero.svg' })
    expect(diagnoseLcp({ ...input, traceEvents: [{ name: 'Paint', ts: 1 }] })).toBeNull()
  })

  it("names an unresolved element as the trace does, and says when its image had loaded", () => {
    const input = { traceElements: [], requests: [], observedLcpMs: 561.4, simulatedLcpMs: 2900, longTasks: [], pageUrl }
    const lcp = diagnoseLcp({
      ...input,
      traceEvents: [candidate(1, { type: 'image', nodeId: 172, nodeName: "IMG class='absolute inset-0 size-full'", imageLoadEnd: 164.2 })],
    })
    expect(lcp).toMatchObject({ type: 'image', element: "IMG class='absolute inset-0 size-full'", imageLoadedMs: 164 })
    expect(formatLcp('/post', lcp!)[0]).toBe("  /post LCP: image IMG class='absolute inset-0 size-full' (observed 561 ms; the image had loaded at 164 ms)")
    const text = diagnoseLcp({ ...input, traceEvents: [candidate(1, { type: 'text', nodeId: 38, nodeName: "P class='mt-6'", imageLoadEnd: 1 })] })
    expect(text).not.toHaveProperty('imageLoadedMs')
    expect(formatLcp('/blog', text!)[0]).toBe("  /blog LCP: text P class='mt-6' (observed 561 ms)")
  })
})
