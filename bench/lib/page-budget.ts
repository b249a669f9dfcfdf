/**
 * The page budgets relative to each page's no-script twin measured in the same run (issue 43,
 * decision 065). The twin is the same HTML and CSS without scripts, served by the same server: what
 * it costs is what this machine costs to parse, style, lay out and paint the page, and on a fast
 * machine it is next to nothing (TBT 0, decision 065's session 3). So:
 *
 * - TBT net of the floor = page TBT − `twinTbtFactor` × twin TBT, at most `tbtMsMax`;
 * - LCP net of the floor = page LCP − twin TBT, at most `lcpMsMax`: the twin's blocking time is the
 *   machine's render work that also lies on the LCP path; a heavy hero slows the twin's LCP too,
 *   but not its blocking time, so it still fails;
 * - performance = Lighthouse's own mobile scoring of the page's metrics, with TBT and LCP net of the
 *   floor and FCP and Speed Index forgiven what the twin itself lost on them, at least
 *   `performanceMin`.
 *
 * On a machine where the twin blocks nothing, every one of these is the absolute budget it replaces.
 */
import { Audit } from 'lighthouse'

import type { LighthousePage, TwinFigures } from './results'

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
  twinTbtFactor: number
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

export type NetFigures = { tbtMs: number; lcpMs: number; performance: number }

/** The page's TBT, LCP and performance net of its twin's floor (see the module comment). */
export function netOfTwin(page: Pick<LighthousePage, 'tbtMs' | 'lcpMs' | 'cls' | 'fcpMs' | 'siMs'>, twin: TwinFigures, budgets: Pick<RelativeBudgets, 'twinTbtFactor'>): NetFigures {
  const tbtMs = Math.max(0, page.tbtMs - budgets.twinTbtFactor * twin.tbtMs)
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
  return { tbtMs, lcpMs, performance }
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
      value: round(net.tbtMs),
      limit: budgets.tbtMsMax,
      kind: 'max',
      unit: ' ms',
      how: `page ${round(page.tbtMs)} − ${budgets.twinTbtFactor} × twin ${round(twin.tbtMs)}`,
      ok: net.tbtMs <= budgets.tbtMsMax,
    },
  ]
}
