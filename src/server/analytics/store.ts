import 'server-only'

import crypto from 'node:crypto'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { DAY_MS, utcDay } from '@/lib/analytics/range'
import { query } from '@/server/platform/db/sql'

import { ANALYTICS, type EventName } from './config'
import type { DeviceClass, Utm } from './parse'


/** Each process keeps the day's salt it read, per Payload (tests run several in one process). */
const saltCache = new WeakMap<Payload, { day: string; salt: string }>()

/**
 * The salt of `now`'s UTC day, shared by every instance through the database. The first instance
 * to need it inserts a random one; a racing instance's insert is ignored and both read the row
 * that won. Earlier days' salts are deleted then, so yesterday's visitor ids cannot be recomputed.
 */
export async function getDailySalt(payload: Payload, now = new Date()): Promise<string> {
  const day = utcDay(now)
  const cached = saltCache.get(payload)
  if (cached?.day === day) return cached.salt
  const candidate = crypto.randomBytes(32).toString('base64url')
  await query(payload, sql`INSERT INTO "erpz_analytics_salts" ("day", "salt") VALUES (${day}, ${candidate}) ON CONFLICT ("day") DO NOTHING`)
  const rows = await query(payload, sql`SELECT "salt" FROM "erpz_analytics_salts" WHERE "day" = ${day}`)
  const salt = rows[0]?.salt
  if (typeof salt !== 'string') throw new Error(`no analytics salt for ${day}`)
  await deleteSaltsBefore(payload, day)
  saltCache.set(payload, { day, salt })
  return salt
}

const deleteSaltsBefore = (payload: Payload, day: string) => query(payload, sql`DELETE FROM "erpz_analytics_salts" WHERE "day" < ${day}`)

/** A visitor for one day: neither the address nor the user agent can be read back from it. */
export function visitorId(salt: string, address: string, userAgent: string): string {
  return crypto.createHash('sha256').update(`${salt}\0${address}\0${userAgent}`).digest('hex').slice(0, ANALYTICS.visitorIdLength)
}

export type AnalyticsEvent = {
  occurredAt: Date
  name: EventName
  path: string
  utm: Utm
  referrerHost: string | null
  device: DeviceClass
  visitorId: string
}

/** Rows per INSERT statement (9 parameters each, well inside either database's limit). */
const ROWS_PER_STATEMENT = 200

/** Stores raw events, many rows a statement (no Payload hooks on this hot path, decision 180). */
export async function insertEvents(payload: Payload, events: readonly AnalyticsEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += ROWS_PER_STATEMENT) {
    const rows = events
      .slice(i, i + ROWS_PER_STATEMENT)
      .map(
        (event) =>
          sql`(${event.occurredAt.toISOString()}, ${event.name}, ${event.path}, ${event.utm.source}, ${event.utm.medium}, ${event.utm.campaign}, ${event.referrerHost}, ${event.device}, ${event.visitorId})`,
      )
    await query(
      payload,
      sql`INSERT INTO "erpz_analytics_events" ("occurred_at", "name", "path", "utm_source", "utm_medium", "utm_campaign", "referrer_host", "device", "visitor_id")
          VALUES ${sql.join(rows, sql`, `)}`,
    )
  }
}

export const insertEvent = (payload: Payload, event: AnalyticsEvent): Promise<void> => insertEvents(payload, [event])

type Batch = { events: AnalyticsEvent[]; written: Promise<void> }
const batches = new WeakMap<Payload, Batch>()

/**
 * Stores an accepted event together with the others that arrived in the same turn of the event
 * loop: one INSERT for all of them, written right after the turn (setImmediate), and every caller
 * answered once its row is stored (decision 184). Under load a statement carries many events
 * instead of one each; a lone event waits for nothing but its own write. A failed write fails
 * every request of its batch, as a failed single insert failed its one request.
 */
export function recordEvent(payload: Payload, event: AnalyticsEvent): Promise<void> {
  let batch = batches.get(payload)
  if (!batch) {
    const events: AnalyticsEvent[] = []
    const written = new Promise<void>((resolve, reject) => {
      setImmediate(() => {
        batches.delete(payload)
        insertEvents(payload, events).then(resolve, reject)
      })
    })
    batch = { events, written }
    batches.set(payload, batch)
  }
  batch.events.push(event)
  return batch.written
}

/**
 * The maintenance pass (run by the outbox worker): raw events past their retention are deleted,
 * and so are salts of earlier days even when no event came in today to replace them.
 */
export async function pruneAnalytics(payload: Payload, now = new Date()): Promise<void> {
  const cutoff = new Date(now.getTime() - ANALYTICS.retentionDays * DAY_MS).toISOString()
  await query(payload, sql`DELETE FROM "erpz_analytics_events" WHERE "occurred_at" < ${cutoff}`)
  await deleteSaltsBefore(payload, utcDay(now))
}
