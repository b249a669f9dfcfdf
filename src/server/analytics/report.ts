import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { daysOf, type DateRange, utcDay } from '@/lib/analytics/range'
import type { AnalyticsReport, Counts, Ranked } from '@/lib/analytics/report'
import { query } from '@/server/platform/db/sql'

import { ANALYTICS } from './config'
import { aggregateDay, dayEvents, type Dimension, emptyCounts, oldestRawDay, type RollupRow } from './rollup'

export type { AnalyticsReport, Ranked }

const rate = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0)

function ranked(value: string, counts: Counts): Ranked {
  return {
    value,
    ...counts,
    leadRate: rate(counts.leads, counts.visitors),
    signupRate: rate(counts.signups, counts.visitors),
    workspaceRate: rate(counts.workspaces, counts.visitors),
  }
}

const counts = (row: Record<string, unknown>): Counts => ({
  visitors: Number(row.visitors),
  pageviews: Number(row.pageviews),
  leads: Number(row.leads),
  signups: Number(row.signups),
  workspaces: Number(row.workspaces),
})

/**
 * Closed days come from the rollups (decision 182), summed by the database: each day's totals, and
 * each other dimension's values over the whole range. A day not rolled up yet, such as today, is
 * aggregated from its raw events.
 */
async function rowsFor(payload: Payload, range: DateRange, now: Date): Promise<RollupRow[]> {
  const totals = await query(
    payload,
    sql`SELECT "day", "visitors", "pageviews", "leads", "signups", "workspaces" FROM "erpz_analytics_daily"
        WHERE "dimension" = 'total' AND "day" >= ${range.from} AND "day" <= ${range.to}`,
  )
  const summed = await query(
    payload,
    sql`SELECT "dimension", "value", SUM("visitors") AS "visitors", SUM("pageviews") AS "pageviews", SUM("leads") AS "leads",
          SUM("signups") AS "signups", SUM("workspaces") AS "workspaces"
        FROM "erpz_analytics_daily" WHERE "dimension" <> 'total' AND "day" >= ${range.from} AND "day" <= ${range.to}
        GROUP BY "dimension", "value"`,
  )
  const rows: RollupRow[] = [
    ...totals.map((row) => ({ day: String(row.day), dimension: 'total' as const, value: 'all', ...counts(row) })),
    // The range's sums stand for all its rolled-up days; `day` only matters for totals.
    ...summed.map((row) => ({ day: range.from, dimension: row.dimension as Dimension, value: String(row.value), ...counts(row) })),
  ]
  const rolled = new Set(totals.map((row) => String(row.day)))
  const oldestRaw = oldestRawDay(now)
  const today = utcDay(now)
  for (const day of daysOf(range)) {
    if (rolled.has(day) || day < oldestRaw || day > today) continue
    rows.push(...aggregateDay(day, await dayEvents(payload, day)))
  }
  return rows
}

/** The dashboard's figures for `range`: per day, top pages, sources, campaigns and devices, and the funnel. */
export async function analyticsReport(payload: Payload, range: DateRange, now = new Date()): Promise<AnalyticsReport> {
  const rows = await rowsFor(payload, range, now)
  const sums: Record<Dimension, Map<string, Counts>> = { total: new Map(), page: new Map(), source: new Map(), campaign: new Map(), device: new Map() }
  const perDay = new Map<string, { visitors: number; pageviews: number }>()
  for (const row of rows) {
    const group = sums[row.dimension]
    const key = row.dimension === 'total' ? 'all' : row.value
    const counts = group.get(key) ?? emptyCounts()
    counts.visitors += row.visitors
    counts.pageviews += row.pageviews
    counts.leads += row.leads
    counts.signups += row.signups
    counts.workspaces += row.workspaces
    group.set(key, counts)
    if (row.dimension === 'total') perDay.set(row.day, { visitors: row.visitors, pageviews: row.pageviews })
  }
  const top = (dimension: Dimension, by: 'visitors' | 'pageviews') =>
    [...sums[dimension]]
      .map(([value, counts]) => ranked(value, counts))
      .sort((a, b) => b[by] - a[by] || a.value.localeCompare(b.value))
      .slice(0, ANALYTICS.topRows)
  return {
    range,
    totals: ranked('All visitors', sums.total.get('all') ?? emptyCounts()),
    days: daysOf(range).map((day) => ({ day, ...(perDay.get(day) ?? { visitors: 0, pageviews: 0 }) })),
    pages: top('page', 'pageviews'),
    sources: top('source', 'visitors'),
    campaigns: top('campaign', 'visitors'),
    devices: top('device', 'visitors'),
  }
}
