/**
 * Lighthouse 12 with its mobile defaults (simulated slow 4G and 4× CPU slowdown) against the
 * local production server. One Chromium serves every run; Lighthouse clears storage per run.
 * Chromium gets chrome-launcher's default flags except that RenderDocument stays on, as it is in the
 * Chromium visitors run (decision 065).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { scriptGzipSizes } from './js-gzip'
import { diagnoseLcp, type LongTaskItem, type NetworkItem, type TraceElement, type TraceEvent } from './lcp'
import { onExit } from './processes'
import type { LighthousePage, TwinFigures } from './results'
import { median } from './stats'

export const CHROMIUM_PATH = '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]
/** The feature chrome-launcher turns off and the bench leaves on (decision 065). */
export const KEPT_FEATURE = 'RenderDocument'
const DISABLE_FEATURES = '--disable-features='

/** chrome-launcher's own default flags, read from chrome-launcher, with KEPT_FEATURE taken out of `--disable-features`. */
export function launcherDefaultFlagsKeepingRenderDocument(): string[] {
  return chromeLauncher.Launcher.defaultFlags().flatMap((flag) => {
    if (!flag.startsWith(DISABLE_FEATURES)) return [flag]
    const features = flag.slice(DISABLE_FEATURES.length).split(',').filter((feature) => feature !== KEPT_FEATURE)
    return features.length ? [`${DISABLE_FEATURES}${features.join(',')}`] : []
  })
}

/**
 * How the bench launches Chromium: the launcher's defaults are switched off and passed back in,
 * without RenderDocument in the disabled list, plus what the launcher adds itself on Linux when it
 * uses its defaults (`--disable-setuid-sandbox`), plus the bench's own flags. Everything else as before.
 */
export function chromiumLaunchOptions(): chromeLauncher.Options {
  return {
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: [
      ...launcherDefaultFlagsKeepingRenderDocument(),
      ...(process.platform === 'linux' ? ['--disable-setuid-sandbox'] : []),
      ...CHROMIUM_FLAGS,
    ],
    logLevel: 'error',
    connectionPollInterval: 250,
    maxConnectionRetries: 120,
  }
}

/** The features a command line disables: its `--disable-features=` list (Chromium takes the last if there are several). */
export function disabledFeatures(commandLine: string[]): string[] {
  const last = commandLine.filter((arg) => arg.startsWith(DISABLE_FEATURES)).at(-1)
  return last ? last.slice(DISABLE_FEATURES.length).split(',').filter(Boolean) : []
}

/** The command line of a running process (Linux), or null. */
function commandLineOf(pid: number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)
  } catch {
    return null
  }
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RUN_TIMEOUT_MS = 120_000

export function chromiumVersion(): string {
  try {
    return execFileSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8', timeout: 10_000, stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'unknown'
  }
}

type Run = Omit<LighthousePage, 'status' | 'path' | 'runs' | 'observed' | 'twin'> & {
  fcpMs: number
  siMs: number
  mainThreadMs: number
  observedFcpMs: number
  observedLcpMs: number
  benchmarkIndex: number
}

function score(value: number | null | undefined, name: string): number {
  if (value === null || value === undefined) throw new Error(`Lighthouse returned no ${name} score`)
  return Math.round(value * 100)
}

async function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms / 1000} s`)), ms)
  })
  try {
    return await Promise.race([promise, timeout])
  } finally {
    clearTimeout(timer)
  }
}

async function runOnce(url: string, port: number, gzipSize: (url: string) => Promise<number>): Promise<Run> {
  const result = await withTimeout(
    lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] }),
    RUN_TIMEOUT_MS,
    `Lighthouse on ${url}`,
  )
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
  const { lhr, artifacts } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]
  const numeric = (id: string) => {
    const value = audit(id)?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse on ${url}: no value for ${id}`)
    return value
  }
  const details = audit('network-requests')?.details
  const items = (details && 'items' in details ? details.items : []) as Array<NetworkItem & { resourceSize?: number }>
  const documentUrl = lhr.finalDisplayedUrl
  const documentItem = items.find((item) => item.resourceType === 'Document' && item.url === documentUrl) ??
    items.find((item) => item.resourceType === 'Document')
  const failing = Object.values(lhr.categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) =>
      category.auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category.id}: ${ref.id}`),
    )
  const scriptUrls = [...new Set(items.filter((item) => item.resourceType === 'Script' && item.url).map((item) => item.url!))]
  const scriptGzip = await Promise.all(scriptUrls.map(gzipSize))
  return {
    performance: score(lhr.categories.performance?.score, 'performance'),
    accessibility: score(lhr.categories.accessibility?.score, 'accessibility'),
    bestPractices: score(lhr.categories['best-practices']?.score, 'best-practices'),
    seo: score(lhr.categories.seo?.score, 'seo'),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    siMs: numeric('speed-index'),
    mainThreadMs: numeric('mainthread-work-breakdown'),
    observedFcpMs: observedMetric(lhr, 'observedFirstContentfulPaint', url),
    observedLcpMs: observedMetric(lhr, 'observedLargestContentfulPaint', url),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsGzipBytes: scriptGzip.reduce((sum, size) => sum + size, 0),
    jsTransferBytes: items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    htmlTransferBytes: documentItem?.transferSize ?? 0,
    htmlBytes: documentItem?.resourceSize ?? 0,
    largestScripts: items
      .filter((item) => item.resourceType === 'Script')
      .sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))
      .slice(0, 5)
      .map((item) => ({ url: new URL(item.url ?? '', url).pathname, transferBytes: item.transferSize ?? 0 })),
    lcp: lcpOf(lhr, artifacts, items, url),
    warnings: [...lhr.runWarnings, ...failing],
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Artifacts = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['artifacts']

function tableItems<T>(lhr: Lhr, id: string): T[] {
  const details = lhr.audits[id]?.details
  return (details && 'items' in details ? details.items : []) as T[]
}

/** A metric as the page really painted in this run, unthrottled (the `metrics` audit's `observed…`). */
function observedMetric(lhr: Lhr, name: 'observedFirstContentfulPaint' | 'observedLargestContentfulPaint', url: string): number {
  const value = tableItems<Record<string, unknown>>(lhr, 'metrics')[0]?.[name]
  if (typeof value !== 'number') throw new Error(`Lighthouse on ${url}: no ${name} in the metrics audit`)
  return value
}

/** The run's LCP diagnosis (bench/lib/lcp.ts); a run without an LCP or a trace gets none. */
function lcpOf(lhr: Lhr, artifacts: Artifacts, requests: NetworkItem[], pageUrl: string): Run['lcp'] {
  const observed = tableItems<{ observedLargestContentfulPaint?: number }>(lhr, 'metrics')[0]?.observedLargestContentfulPaint
  const simulated = lhr.audits['largest-contentful-paint']?.numericValue
  const trace = artifacts.Trace as { traceEvents?: TraceEvent[] } | undefined
  if (typeof observed !== 'number' || typeof simulated !== 'number' || !trace?.traceEvents) return undefined
  // A failed gatherer leaves an error object where its artifact would be.
  const traceElements = Array.isArray(artifacts.TraceElements) ? (artifacts.TraceElements as TraceElement[]) : []
  return (
    diagnoseLcp({
      traceEvents: trace.traceEvents,
      traceElements,
      requests,
      observedLcpMs: observed,
      simulatedLcpMs: simulated,
      longTasks: tableItems<LongTaskItem>(lhr, 'long-tasks'),
      pageUrl,
    }) ?? undefined
  )
}

export type LighthouseSession = {
  /** The launched Chromium's `--disable-features` list, read from its process when possible. */
  disabledFeatures: string[]
  /** The flags Chromium was launched with, read from its process when possible. */
  flags: string[]
  /**
   * The page and its no-script twin (scripts/lib/bench-twin.ts), `runs` times each, interleaved
   * page, twin, page, twin…: per-metric medians of each, the twin's beside the page's.
   */
  measure: (path: string, url: string, twinUrl: string, runs: number) => Promise<LighthousePage>
  close: () => Promise<void>
}

const med = (runs: Run[], pick: (run: Run) => number) => median(runs.map(pick))

/** The twin's medians: what the machine costs for the same HTML and CSS without scripts. */
function twinFigures(runs: Run[]): TwinFigures {
  return {
    performance: med(runs, (r) => r.performance),
    fcpMs: med(runs, (r) => r.fcpMs),
    lcpMs: med(runs, (r) => r.lcpMs),
    siMs: med(runs, (r) => r.siMs),
    tbtMs: med(runs, (r) => r.tbtMs),
    cls: med(runs, (r) => r.cls),
    mainThreadMs: med(runs, (r) => r.mainThreadMs),
    benchmarkIndex: Math.round(med(runs, (r) => r.benchmarkIndex)),
    jsGzipBytes: med(runs, (r) => r.jsGzipBytes),
  }
}

/** Launches Chromium once; `measure` takes the per-metric medians of the runs. */
export async function openLighthouse(): Promise<LighthouseSession> {
  const options = chromiumLaunchOptions()
  const chrome = await chromeLauncher.launch(options)
  onExit(() => {
    try {
      process.kill(chrome.pid, 'SIGKILL')
    } catch {
      // already stopped
    }
  })
  const gzipSize = scriptGzipSizes()
  return {
    disabledFeatures: disabledFeatures(commandLineOf(chrome.pid) ?? options.chromeFlags ?? []),
    flags: (commandLineOf(chrome.pid)?.slice(1) ?? options.chromeFlags ?? []).filter((flag) => flag.startsWith('--')),
    async measure(path, url, twinUrl, runs) {
      const results: Run[] = []
      const twins: Run[] = []
      for (let i = 0; i < runs; i++) {
        results.push(await runOnce(url, chrome.port, gzipSize))
        twins.push(await runOnce(twinUrl, chrome.port, gzipSize))
      }
      const pick = (f: (run: Run) => number) => med(results, f)
      return {
        status: 'measured',
        path,
        runs,
        performance: pick((r) => r.performance),
        accessibility: pick((r) => r.accessibility),
        bestPractices: pick((r) => r.bestPractices),
        seo: pick((r) => r.seo),
        fcpMs: pick((r) => r.fcpMs),
        lcpMs: pick((r) => r.lcpMs),
        siMs: pick((r) => r.siMs),
        mainThreadMs: pick((r) => r.mainThreadMs),
        observed: { fcpMs: results.map((r) => Math.round(r.observedFcpMs)), lcpMs: results.map((r) => Math.round(r.observedLcpMs)) },
        benchmarkIndex: Math.round(pick((r) => r.benchmarkIndex)),
        tbtMs: pick((r) => r.tbtMs),
        cls: pick((r) => r.cls),
        jsGzipBytes: pick((r) => r.jsGzipBytes),
        jsTransferBytes: pick((r) => r.jsTransferBytes),
        htmlTransferBytes: pick((r) => r.htmlTransferBytes),
        htmlBytes: pick((r) => r.htmlBytes),
        largestScripts: results.at(-1)?.largestScripts ?? [],
        ...(results.at(-1)?.lcp ? { lcp: results.at(-1)?.lcp } : {}),
        warnings: [...new Set(results.flatMap((r) => r.warnings))],
        twin: {
          ...twinFigures(twins),
          // Run i of the page and run i of its twin ran one after the other, under the same load.
          mainThreadRatios: results.map((r, i) => r.mainThreadMs / twins[i]!.mainThreadMs),
          benchmarkIndexes: twins.map((r) => Math.round(r.benchmarkIndex)),
        },
        benchmarkIndexes: results.map((r) => Math.round(r.benchmarkIndex)),
      }
    },
    async close() {
      try {
        chrome.kill()
      } catch {
        // already gone
      }
    },
  }
}
