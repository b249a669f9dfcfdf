/**
 * The page budgets relative to each page's no-script twin measured in the same run (issue 43,
 * decision 065). The twin is the same HTML and CSS without scripts, served by the same server: what
 * it costs is what this machine costs to parse, style, lay out and paint the page.
 *
 * - TBT: the page's main-thread time over its twin's (Lighthouse's `mainthread-work-breakdown`,
 *   both in the same run) at most `mainThreadRatioMax`. A slower machine lengthens both; what the
 *   page's scripts add is what moves the ratio. For the performance score the ratio is read as a
 *   blocking time on the fast machine's scale: 0 ms at 1× (no script work), `tbtMsMax` at the
 *   budget's edge, linear between and beyond.
 * - LCP net of the floor = page LCP − twin TBT, at most `lcpMsMax`: the twin's blocking time is the
 *   machine's render work that also lies on the LCP path, nothing on a fast machine; a heavy hero
 *   slows the twin's LCP as much as the page's, but not its blocking time, so it still fails.
 * - performance = Lighthouse's own mobile scoring of the page's metrics with LCP net of the floor,
 *   TBT as read from the ratio, and FCP and Speed Index forgiven what the twin itself lost on them,
 *   at least `performanceMin`.
 */
import { Audit } from 'lighthouse'

import type { LighthousePage, TwinFigures } from './results'
import { median } from './stats'

/** Lighthouse 12's mobile scoring curves and performance weights (core/audits/metrics/*, default-config.js). */
export const MOBILE_CURVES = {
  fcp: { p10: 1800, median: 3000, weight: 10 },
  si: { p10: 3387, median: 5800, weight: 10 },
  lcp: { p10: 2500, median: 4000, weight: 25 },
  tbt: { p10: 200, median: 600, weight: 30 },
  cls: { p10: 0.1, median: 0.25, weight: 25 },
} as const

export type RelativeBudgets = {
  performanceMin: number
  lcpMsMax: number
  tbtMsMax: number
  mainThreadRatioMax: number
}

/** A metric's score as Lighthouse gives it (two decimals). */
export function metricScore(metric: keyof typeof MOBILE_CURVES, value: number): number {
  const { p10, median } = MOBILE_CURVES[metric]
  return Math.round(Audit.computeLogNormalScore({ p10, median }, value) * 100) / 100
}

/** Lighthouse's performance score (0–100) from the five weighted metric scores. */
export function performanceOf(scores: Record<keyof typeof MOBILE_CURVES, number>): number {
  let sum = 0
  let weights = 0
  for (const [metric, curve] of Object.entries(MOBILE_CURVES) as Array<[keyof typeof MOBILE_CURVES, (typeof MOBILE_CURVES)[keyof typeof MOBILE_CURVES]]>) {
    sum += scores[metric] * curve.weight
    weights += curve.weight
  }
  return Math.round((sum / weights) * 100)
}

export type NetFigures = { mainThreadRatio: number; tbtMs: number; lcpMs: number; performance: number }

type PageFigures = Pick<LighthousePage, 'tbtMs' | 'lcpMs' | 'cls' | 'fcpMs' | 'siMs' | 'mainThreadMs'>

/** The page's figures net of its twin's floor (see the module comment). */
export function netOfTwin(page: PageFigures, twin: TwinFigures, budgets: Pick<RelativeBudgets, 'mainThreadRatioMax' | 'tbtMsMax'>): NetFigures {
  // The median of the interleaved pairs' ratios when the runs are known: a page run and the twin
  // run right after it share the machine's load of that moment, the medians of each side may not.
  const pairs = twin.mainThreadRatios?.filter((ratio) => Number.isFinite(ratio)) ?? []
  const mainThreadRatio = pairs.length
    ? median(pairs)
    : twin.mainThreadMs > 0 && page.mainThreadMs !== undefined
      ? page.mainThreadMs / twin.mainThreadMs
      : Number.POSITIVE_INFINITY
  const tbtMs = Math.max(0, ((mainThreadRatio - 1) / (budgets.mainThreadRatioMax - 1)) * budgets.tbtMsMax)
  const lcpMs = Math.max(0, page.lcpMs - twin.tbtMs)
  const forgiven = (metric: 'fcp' | 'si', pageValue: number | undefined, twinValue: number) =>
    Math.min(1, metricScore(metric, pageValue ?? twinValue) + (1 - metricScore(metric, twinValue)))
  const performance = performanceOf({
    fcp: forgiven('fcp', page.fcpMs, twin.fcpMs),
    si: forgiven('si', page.siMs, twin.siMs),
    lcp: metricScore('lcp', lcpMs),
    tbt: metricScore('tbt', tbtMs),
    cls: metricScore('cls', page.cls),
  })
  return { mainThreadRatio, tbtMs, lcpMs, performance }
}

export type Verdict = { name: 'performance' | 'LCP' | 'TBT'; value: number; limit: number; kind: 'min' | 'max'; unit: string; how: string; ok: boolean }

/** The three relative page budgets of one measured page, or null when it has no twin. */
export function relativeVerdicts(page: LighthousePage, budgets: RelativeBudgets): Verdict[] | null {
  const twin = page.twin
  if (!twin) return null
  const net = netOfTwin(page, twin, budgets)
  const round = Math.round
  return [
    {
      name: 'performance',
      value: net.performance,
      limit: budgets.performanceMin,
      kind: 'min',
      unit: '',
      how: `net of the twin (page ${page.performance}, twin ${twin.performance})`,
      ok: net.performance >= budgets.performanceMin,
    },
    {
      name: 'LCP',
      value: round(net.lcpMs),
      limit: budgets.lcpMsMax,
      kind: 'max',
      unit: ' ms',
      how: `page ${round(page.lcpMs)} − twin TBT ${round(twin.tbtMs)}`,
      ok: net.lcpMs <= budgets.lcpMsMax,
    },
    {
      name: 'TBT',
      value: Number(net.mainThreadRatio.toFixed(2)),
      limit: budgets.mainThreadRatioMax,
      kind: 'max',
      unit: '×',
      how: `${twin.mainThreadRatios?.length ? `median of the pairs ${twin.mainThreadRatios.map((r) => r.toFixed(2)).join(' / ')}; ` : ''}main thread ${round(page.mainThreadMs ?? Number.NaN)} / twin ${round(twin.mainThreadMs)} ms, as TBT ${round(net.tbtMs)} ms; page TBT ${round(page.tbtMs)}, twin ${round(twin.tbtMs)}`,
      ok: net.mainThreadRatio <= budgets.mainThreadRatioMax,
    },
  ]
}
