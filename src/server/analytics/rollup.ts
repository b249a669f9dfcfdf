import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DAY_MS, utcDay } from '@/lib/analytics/range'
import type { Counts } from '@/lib/analytics/report'
import { query, type Row } from '@/server/platform/db/sql'

import { ANALYTICS } from './config'


export const DIMENSIONS = ['total', 'page', 'source', 'campaign', 'device'] as const
export type Dimension = (typeof DIMENSIONS)[number]

export type RollupRow = Counts & { day: string; dimension: Dimension; value: string }

/** The source of a visit: its campaign's source, else the referring site, else Direct. */
export const DIRECT = 'Direct'

type Visitor = { source: string; campaign: string | null; device: string; pageviews: number; lead: boolean; signup: boolean; workspace: boolean }

export const emptyCounts = (): Counts => ({ visitors: 0, pageviews: 0, leads: 0, signups: 0, workspaces: 0 })

/** The oldest day whose raw events are still kept (decision 180): older days exist only as rollups. */
export const oldestRawDay = (now: Date): string => utcDay(new Date(now.getTime() - ANALYTICS.retentionDays * DAY_MS))

/** `[start, end)` of a UTC day, as ISO strings both dialects compare with `occurred_at`. */
const dayBounds = (day: string) => {
  const start = new Date(`${day}T00:00:00.000Z`)
  return [start.toISOString(), new Date(start.getTime() + DAY_MS).toISOString()] as const
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

/**
 * One day's raw events as rollup rows (decision 182). A visitor's source, campaign and device are
 * those of their first event that carries one (the landing page has the campaign, later pages
 * don't); a visitor counts as a lead, sign-up or workspace when any of their events that day is.
 */
export function aggregateDay(day: string, events: Row[]): RollupRow[] {
  const visitors = new Map<string, Visitor>()
  const pages = new Map<string, { pageviews: number; visitors: Set<string> }>()
  for (const event of events) {
    const id = String(event.visitor_id)
    let visitor = visitors.get(id)
    if (!visitor) {
      visitor = { source: '', campaign: null, device: String(event.device), pageviews: 0, lead: false, signup: false, workspace: false }
      visitors.set(id, visitor)
    }
    visitor.source ||= text(event.utm_source) ?? text(event.referrer_host) ?? ''
    visitor.campaign ??= text(event.utm_campaign)
    switch (event.name) {
      case 'pageview': {
        visitor.pageviews += 1
        const path = String(event.path)
        const page = pages.get(path) ?? { pageviews: 0, visitors: new Set<string>() }
        page.pageviews += 1
        page.visitors.add(id)
        pages.set(path, page)
        break
      }
      case 'form_submitted':
      case 'booking_made':
        visitor.lead = true
        break
      case 'sign_up':
        visitor.signup = true
        break
      case 'workspace_ready':
        visitor.workspace = true
        break
    }
  }

  const groups = new Map<string, Counts>()
  const add = (dimension: Dimension, value: string, visitor: Visitor) => {
    const key = `${dimension}\0${value}`
    const counts = groups.get(key) ?? emptyCounts()
    counts.visitors += 1
    counts.pageviews += visitor.pageviews
    counts.leads += Number(visitor.lead)
    counts.signups += Number(visitor.signup)
    counts.workspaces += Number(visitor.workspace)
    groups.set(key, counts)
  }
  groups.set(`total\0all`, emptyCounts())
  for (const visitor of visitors.values()) {
    add('total', 'all', visitor)
    add('source', visitor.source || DIRECT, visitor)
    if (visitor.campaign) add('campaign', visitor.campaign, visitor)
    add('device', visitor.device, visitor)
  }
  const rows: RollupRow[] = [...groups].map(([key, counts]) => {
    const [dimension, value] = key.split('\0') as [Dimension, string]
    return { day, dimension, value, ...counts }
  })
  const topPages = [...pages].sort((a, b) => b[1].pageviews - a[1].pageviews).slice(0, ANALYTICS.pagesPerDay)
  for (const [path, page] of topPages) rows.push({ day, dimension: 'page', value: path, ...emptyCounts(), visitors: page.visitors.size, pageviews: page.pageviews })
  return rows
}

/** A day's raw events, in the order they came. */
export async function dayEvents(payload: Payload, day: string): Promise<Row[]> {
  const [start, end] = dayBounds(day)
  return query(
    payload,
    sql`SELECT "visitor_id", "name", "path", "utm_source", "utm_campaign", "referrer_host", "device" FROM "erpz_analytics_events"
        WHERE "occurred_at" >= ${start} AND "occurred_at" < ${end} ORDER BY "id"`,
  )
}

/** Writes a day's rollup, replacing earlier counts of the same rows (two instances may both roll a day). */
export async function storeRollup(payload: Payload, rows: RollupRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    const values = rows
      .slice(i, i + 200)
      .map((row) => sql`(${row.day}, ${row.dimension}, ${row.value}, ${row.visitors}, ${row.pageviews}, ${row.leads}, ${row.signups}, ${row.workspaces})`)
    await query(
      payload,
      sql`INSERT INTO "erpz_analytics_daily" ("day", "dimension", "value", "visitors", "pageviews", "leads", "signups", "workspaces")
          VALUES ${sql.join(values, sql`, `)}
          ON CONFLICT ("day", "dimension", "value") DO UPDATE SET "visitors" = excluded."visitors", "pageviews" = excluded."pageviews",
            "leads" = excluded."leads", "signups" = excluded."signups", "workspaces" = excluded."workspaces"`,
    )
  }
}

/** Rolls up one day from its raw events. */
export async function rollDay(payload: Payload, day: string): Promise<RollupRow[]> {
  const rows = aggregateDay(day, await dayEvents(payload, day))
  await storeRollup(payload, rows)
  return rows
}

/**
 * The maintenance pass (decision 182): every closed day within the raw events' retention that has
 * no rollup yet is rolled up, so the dashboard reads closed days from rollups only. A day is rolled
 * once, after it has ended; raw events carry the time they were received, so none arrive later.
 */
export async function rollClosedDays(payload: Payload, now = new Date()): Promise<string[]> {
  const today = utcDay(now)
  const oldest = oldestRawDay(now)
  const earliest = (await query(payload, sql`SELECT MIN("occurred_at") AS "first" FROM "erpz_analytics_events"`))[0]?.first
  if (earliest === null || earliest === undefined) return []
  const firstRaw = utcDay(new Date(earliest as string | Date))
  const rolled = new Set(
    (await query(payload, sql`SELECT "day" FROM "erpz_analytics_daily" WHERE "dimension" = 'total' AND "day" >= ${oldest}`)).map((row) => String(row.day)),
  )
  const done: string[] = []
  for (let at = new Date(`${firstRaw < oldest ? oldest : firstRaw}T00:00:00.000Z`); utcDay(at) < today; at = new Date(at.getTime() + DAY_MS)) {
    const day = utcDay(at)
    if (rolled.has(day)) continue
    await rollDay(payload, day)
    done.push(day)
  }
  return done
}
