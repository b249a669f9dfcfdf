/**
 * Analytics rollups and the dashboard's report (issue 29, decision 182), on the test dialect:
 * closed days are rolled up once, the report reads them and today's raw events alike, and a
 * visitor's campaign follows them from the landing page to the conversion.
 */
import { beforeEach, describe, expect, it } from 'vitest'

import { sql } from '@payloadcms/db-postgres'

import type { EventName } from '@/lib/analytics/events'
import { exportAnalyticsCsv } from '@/server/analytics/export'
import { rollClosedDays } from '@/server/analytics/rollup'
import { analyticsReport } from '@/server/analytics/report'
import { insertEvent } from '@/server/analytics/store'
import { query } from '@/server/platform/db/sql'

import { getTestPayload } from '../support/payload'

const DAY_MS = 24 * 3600_000
const NOW = new Date()
const TODAY = NOW.toISOString().slice(0, 10)
const daysAgo = (n: number, hour = 9) => new Date(Date.parse(`${TODAY}T00:00:00Z`) - n * DAY_MS + hour * 3600_000)
const dayOf = (at: Date) => at.toISOString().slice(0, 10)

type Visit = { visitor: string; at: Date; source?: string; campaign?: string; referrer?: string; device?: 'desktop' | 'mobile'; steps: Array<[EventName, string]> }

/** A visit as the beacon sends it: the landing page carries the campaign, later events don't. */
async function visit(v: Visit) {
  const payload = await getTestPayload()
  let at = v.at.getTime()
  for (const [index, [name, path]] of v.steps.entries()) {
    await insertEvent(payload, {
      occurredAt: new Date(at),
      name,
      path,
      utm: index === 0 ? { source: v.source ?? null, medium: null, campaign: v.campaign ?? null } : { source: null, medium: null, campaign: null },
      referrerHost: index === 0 ? (v.referrer ?? null) : null,
      device: v.device ?? 'desktop',
      visitorId: v.visitor,
    })
    at += 1000
  }
}

describe('analytics rollups and report', () => {
  beforeEach(async () => {
    const payload = await getTestPayload()
    await query(payload, sql`DELETE FROM "erpz_analytics_events"`)
    await query(payload, sql`DELETE FROM "erpz_analytics_daily"`)
  })

  it('counts visitors once a day and follows the campaign from landing to conversion', async () => {
    const payload = await getTestPayload()
    const yesterday = daysAgo(1)
    await visit({ visitor: 'a1', at: yesterday, source: 'linkedin', campaign: 'pharma', steps: [['pageview', '/'], ['pageview', '/about'], ['pageview', '/demo-booking'], ['booking_made', '/demo-booking']] })
    await visit({ visitor: 'a2', at: yesterday, source: 'linkedin', campaign: 'pharma', device: 'mobile', steps: [['pageview', '/'], ['sign_up', '/onboarding/auth'], ['workspace_ready', '/onboarding/progress']] })
    await visit({ visitor: 'a3', at: yesterday, referrer: 'www.google.com', steps: [['pageview', '/blog'], ['pageview', '/blog']] })
    await visit({ visitor: 'a4', at: yesterday, steps: [['pageview', '/pricing'], ['form_submitted', '/contact']] })

    const report = await analyticsReport(payload, { from: dayOf(yesterday), to: dayOf(yesterday) }, NOW)
    expect(report.totals).toMatchObject({ visitors: 4, pageviews: 7, leads: 2, signups: 1, workspaces: 1, leadRate: 50, signupRate: 25, workspaceRate: 25 })
    expect(report.days).toEqual([{ day: dayOf(yesterday), visitors: 4, pageviews: 7 }])
    expect(report.sources).toEqual([
      expect.objectContaining({ value: 'linkedin', visitors: 2, leads: 1, signups: 1, workspaces: 1, leadRate: 50 }),
      expect.objectContaining({ value: 'Direct', visitors: 1, leads: 1, leadRate: 100 }),
      expect.objectContaining({ value: 'www.google.com', visitors: 1, leads: 0 }),
    ])
    expect(report.campaigns).toEqual([expect.objectContaining({ value: 'pharma', visitors: 2, pageviews: 4, leads: 1, signups: 1, workspaces: 1 })])
    expect(report.pages[0]).toMatchObject({ value: '/', visitors: 2, pageviews: 2 })
    expect(report.pages.find((page) => page.value === '/blog')).toMatchObject({ visitors: 1, pageviews: 2 })
    expect(report.devices.map((row) => [row.value, row.visitors])).toEqual([['desktop', 3], ['mobile', 1]])
  })

  it('rolls up each closed day once; the report reads the same figures from rollups as from raw events', async () => {
    const payload = await getTestPayload()
    for (const n of [3, 2, 1]) {
      await visit({ visitor: `d${n}`, at: daysAgo(n), source: 'newsletter', campaign: 'launch', steps: [['pageview', '/'], ['form_submitted', '/contact']] })
      await visit({ visitor: `e${n}`, at: daysAgo(n), steps: [['pageview', '/pricing']] })
    }
    await visit({ visitor: 'today', at: new Date(NOW.getTime() - 1000), steps: [['pageview', '/']] })
    const range = { from: dayOf(daysAgo(3)), to: TODAY }
    const fromRaw = await analyticsReport(payload, range, NOW)

    expect((await rollClosedDays(payload, NOW)).sort()).toEqual([dayOf(daysAgo(3)), dayOf(daysAgo(2)), dayOf(daysAgo(1))])
    expect(await rollClosedDays(payload, NOW)).toEqual([])
    const fromRollups = await analyticsReport(payload, range, NOW)
    expect(fromRollups).toEqual(fromRaw)
    expect(fromRollups.days.map((day) => day.visitors)).toEqual([2, 2, 2, 1])
    expect(fromRollups.campaigns).toEqual([expect.objectContaining({ value: 'launch', visitors: 3, leads: 3, leadRate: 100 })])

    // Closed days no longer need their raw events: the rollups keep the figures.
    await query(payload, sql`DELETE FROM "erpz_analytics_events" WHERE "visitor_id" <> 'today'`)
    expect(await analyticsReport(payload, range, NOW)).toEqual(fromRaw)
    // Today is never rolled: it is read from raw events, so it is always up to date.
    expect(await query(payload, sql`SELECT "day" FROM "erpz_analytics_daily" WHERE "day" = ${TODAY}`)).toEqual([])
  })

  it('reports an empty range as zeros for every day', async () => {
    const payload = await getTestPayload()
    const report = await analyticsReport(payload, { from: dayOf(daysAgo(2)), to: TODAY }, NOW)
    expect(report.days).toEqual([dayOf(daysAgo(2)), dayOf(daysAgo(1)), TODAY].map((day) => ({ day, visitors: 0, pageviews: 0 })))
    expect(report.totals).toMatchObject({ visitors: 0, leadRate: 0 })
    expect([report.pages, report.sources, report.campaigns, report.devices]).toEqual([[], [], [], []])
  })

  it('exports a table as formula-safe CSV to sales and admins only, and says what is wrong with a request', async () => {
    const payload = await getTestPayload()
    await visit({ visitor: 'x1', at: new Date(NOW.getTime() - 1000), source: 'linkedin', campaign: '=HYPERLINK("http://evil.test")', steps: [['pageview', '/'], ['form_submitted', '/contact']] })
    const password = 'correct horse battery staple'
    for (const [email, roles] of [['analytics-sales@erpz.test', ['sales']], ['analytics-editor@erpz.test', ['editor']]] as const) {
      const exists = await payload.count({ collection: 'users', where: { email: { equals: email } }, overrideAccess: true })
      if (!exists.totalDocs) await payload.create({ collection: 'users', data: { email, password, roles: [...roles] }, overrideAccess: true })
    }
    const jwt = async (email: string) => ({ authorization: `JWT ${(await payload.login({ collection: 'users', data: { email, password } })).token!}` })
    const exportAs = (headers: Record<string, string>, query: string) => exportAnalyticsCsv(payload, new Request(`http://127.0.0.1/analytics/export.csv?${query}`, { headers }))
    const sales = await jwt('analytics-sales@erpz.test')

    expect((await exportAs({}, 'table=campaigns')).status).toBe(401)
    expect((await exportAs(await jwt('analytics-editor@erpz.test'), 'table=campaigns')).status).toBe(403)
    const unknown = await exportAs(sales, 'table=users')
    expect([unknown.status, await unknown.text()]).toEqual([400, 'Unknown table: use table=days, pages, sources, campaigns, devices.\n'])
    const backwards = await exportAs(sales, `table=days&from=${TODAY}&to=${dayOf(daysAgo(1))}`)
    expect([backwards.status, await backwards.text()]).toEqual([400, 'The start date must be on or before the end date.\n'])

    const csv = await exportAs(sales, `table=campaigns&from=${TODAY}&to=${TODAY}`)
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-disposition')).toBe(`attachment; filename="erpz-analytics-campaigns-${TODAY}-to-${TODAY}.csv"`)
    expect((await csv.text()).split('\r\n')).toEqual([
      'campaign,visitors,pageviews,leads,lead_rate_percent,signups,signup_rate_percent,workspaces,workspace_rate_percent',
      `"'=HYPERLINK(""http://evil.test"")",1,1,1,100,0,0,0,0`,
      '',
    ])
  })
})
