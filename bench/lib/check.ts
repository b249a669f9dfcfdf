/** Compares results with `bench/budgets.json`. A measurement that was skipped is not a pass. */
import { z } from 'zod'

import type { BenchResults } from './results'

export const BudgetsSchema = z.object({
  lighthouse: z.object({
    pages: z.array(z.string()).min(1),
    performanceMin: z.number(),
    accessibilityMin: z.number(),
    bestPracticesMin: z.number(),
    seoMin: z.number(),
    lcpMsMax: z.number(),
    tbtMsMax: z.number(),
    clsMax: z.number(),
    jsKiBMax: z.object({ site: z.number(), onboarding: z.number() }),
  }),
  throughput: z.object({ ratioMin: z.record(z.string(), z.number()) }),
  latency: z.object({
    p95MsMax: z.object({ leadPost: z.number(), blogListPage3: z.number(), blogSearch: z.number() }),
  }),
  rssMbMax: z.number(),
})
export type Budgets = z.infer<typeof BudgetsSchema>

export type CheckReport = { passed: string[]; missed: string[]; notMeasured: string[] }

const round = (value: number, digits = 0) => Number(value.toFixed(digits))

export function checkBudgets(results: BenchResults, budgets: Budgets): CheckReport {
  const report: CheckReport = { passed: [], missed: [], notMeasured: [] }
  const compare = (name: string, value: number, limit: number, kind: 'min' | 'max', unit = '') => {
    const ok = Number.isFinite(value) && (kind === 'min' ? value >= limit : value <= limit)
    const line = `${name} = ${value}${unit} (budget ${kind === 'min' ? '≥' : '≤'} ${limit}${unit})`
    ;(ok ? report.passed : report.missed).push(line)
  }

  const lh = budgets.lighthouse
  for (const page of lh.pages) {
    const result = results.lighthouse[page]
    if (!result || result.status !== 'measured') {
      report.notMeasured.push(`Lighthouse ${page}: ${result?.note ?? 'not in the results'}`)
      continue
    }
    const label = page === result.path ? page : `${page} (${result.path})`
    compare(`${label} performance`, result.performance, lh.performanceMin, 'min')
    compare(`${label} accessibility`, result.accessibility, lh.accessibilityMin, 'min')
    compare(`${label} best-practices`, result.bestPractices, lh.bestPracticesMin, 'min')
    compare(`${label} SEO`, result.seo, lh.seoMin, 'min')
    compare(`${label} LCP`, round(result.lcpMs), lh.lcpMsMax, 'max', ' ms')
    compare(`${label} TBT`, round(result.tbtMs), lh.tbtMsMax, 'max', ' ms')
    compare(`${label} CLS`, round(result.cls, 3), lh.clsMax, 'max')
    const jsMax = page.startsWith('/onboarding') ? lh.jsKiBMax.onboarding : lh.jsKiBMax.site
    compare(`${label} JS`, round(result.jsTransferBytes / 1024, 1), jsMax, 'max', ' KiB')
  }

  for (const [page, min] of Object.entries(budgets.throughput.ratioMin)) {
    const result = results.throughput[page]
    if (!result || result.status !== 'measured') {
      report.notMeasured.push(`throughput ${page}: ${result?.note ?? 'not in the results'}`)
      continue
    }
    compare(`${page} app/limit ratio`, round(result.ratio, 3), min, 'min')
  }

  const latencyNames = { leadPost: 'lead POST p95', blogListPage3: 'blog list page 3 p95', blogSearch: 'blog search p95' }
  for (const key of ['leadPost', 'blogListPage3', 'blogSearch'] as const) {
    const result = results.latency[key]
    if (result.status !== 'measured') {
      report.notMeasured.push(`${latencyNames[key]}: ${result.note}`)
      continue
    }
    compare(latencyNames[key], round(result.p95Ms, 1), budgets.latency.p95MsMax[key], 'max', ' ms')
  }

  if (results.rss.status !== 'measured') report.notMeasured.push(`server RSS: ${results.rss.note}`)
  else compare('server RSS', round(results.rss.mb), budgets.rssMbMax, 'max', ' MB')
  return report
}

/** Prints the report; returns the exit code (0 only when everything was measured and passed). */
export function printCheck(report: CheckReport, results: BenchResults): number {
  console.log(`\nBudget check (${report.passed.length} passed, ${report.missed.length} missed, ${report.notMeasured.length} not measured)`)
  if (results.mode === 'quick') console.log('  ! these are --quick results (1 Lighthouse run, short load): indicative only')
  for (const line of report.missed) console.log(`  ✖ MISS ${line}`)
  for (const line of report.notMeasured) console.log(`  ? NOT MEASURED ${line}`)
  if (report.missed.length === 0 && report.notMeasured.length === 0) console.log('  ✔ every budget met')
  return report.missed.length > 0 || report.notMeasured.length > 0 ? 1 : 0
}
