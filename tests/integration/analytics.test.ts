import { beforeEach, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres'

import { ANALYTICS } from '@/server/analytics/config'
import { getDailySalt, insertEvent, pruneAnalytics, recordEvent, type AnalyticsEvent } from '@/server/analytics/store'
import { query } from '@/server/platform/db/sql'

import { getTestPayload } from '../support/payload'

const DAY_MS = 24 * 3600_000

const event = (occurredAt: Date, path: string): AnalyticsEvent => ({
  occurredAt,
  name: 'pageview',
  path,
  utm: { source: 'linkedin', medium: null, campaign: 'pharma' },
  referrerHost: 'www.google.com',
  device: 'mobile',
  visitorId: '0123456789abcdef',
})

describe('analytics storage', () => {
  beforeEach(async () => {
    const payload = await getTestPayload()
    await query(payload, sql`DELETE FROM "erpz_analytics_events"`)
    await query(payload, sql`DELETE FROM "erpz_analytics_salts"`)
  })

  it('creates one salt per day however many callers race for it, and destroys earlier days', async () => {
    const payload = await getTestPayload()
    // Days no other test uses; each call on a new day misses the per-process cache and inserts.
    const first = new Date('2099-03-01T10:00:00Z')
    const salts = await Promise.all(Array.from({ length: 8 }, () => getDailySalt(payload, first)))
    expect(new Set(salts).size).toBe(1)
    expect(await query(payload, sql`SELECT "day", "salt" FROM "erpz_analytics_salts"`)).toEqual([{ day: '2099-03-01', salt: salts[0] }])

    const next = await getDailySalt(payload, new Date('2099-03-02T00:00:01Z'))
    expect(next).not.toBe(salts[0])
    expect(await query(payload, sql`SELECT "day", "salt" FROM "erpz_analytics_salts"`)).toEqual([{ day: '2099-03-02', salt: next }])
  })

  it('stores an event as given and deletes events past the retention, with earlier salts', async () => {
    const payload = await getTestPayload()
    const now = new Date()
    await getDailySalt(payload, new Date(now.getTime() - DAY_MS))
    await insertEvent(payload, event(new Date(now.getTime() - (ANALYTICS.retentionDays + 1) * DAY_MS), '/old'))
    await insertEvent(payload, event(new Date(now.getTime() - (ANALYTICS.retentionDays - 1) * DAY_MS), '/recent'))

    await pruneAnalytics(payload, now)

    const rows = await query(
      payload,
      sql`SELECT "name", "path", "utm_source", "utm_medium", "utm_campaign", "referrer_host", "device", "visitor_id" FROM "erpz_analytics_events"`,
    )
    expect(rows).toEqual([
      { name: 'pageview', path: '/recent', utm_source: 'linkedin', utm_medium: null, utm_campaign: 'pharma', referrer_host: 'www.google.com', device: 'mobile', visitor_id: '0123456789abcdef' },
    ])
    expect(await query(payload, sql`SELECT "day" FROM "erpz_analytics_salts"`)).toEqual([])
  })

  it('stores the events of one turn together, each caller answered once its row is stored', async () => {
    const payload = await getTestPayload()
    const count = async () => Number((await query(payload, sql`SELECT COUNT(*) AS "n" FROM "erpz_analytics_events" WHERE "path" LIKE '/turn-%'`))[0]?.n)
    // More than one statement's worth of rows, all sent in one turn.
    const writes = Array.from({ length: 450 }, (_, i) => recordEvent(payload, event(new Date(), `/turn-${i}`)))
    expect(await count()).toBe(0)
    await writes[0]
    expect(await count()).toBe(450)
    await Promise.all(writes)
    // The next turn is a batch of its own; a write that fails fails every caller of its batch.
    const broken = { ...event(new Date(), '/turn-broken'), name: null as unknown as AnalyticsEvent['name'] }
    const results = await Promise.allSettled([recordEvent(payload, event(new Date(), '/turn-last')), recordEvent(payload, broken)])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
    expect(await count()).toBe(450)
  })
})
