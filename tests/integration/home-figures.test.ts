/**
 * The admin home's figures agree (issue 44, decision 201): the sales card counts the contact and
 * demo requests stored over the same UTC days as Analytics' default range, so where every sender
 * was tracked the two say the same number, and otherwise they differ by exactly the senders
 * Analytics did not track.
 */
import { sql } from '@payloadcms/db-postgres'
import type { TypedUser } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { salesFigures } from '@/components/admin/sales-figures'
import { lastDays } from '@/lib/analytics/range'
import { analyticsReport } from '@/server/analytics/report'
import { insertEvent } from '@/server/analytics/store'
import { query } from '@/server/platform/db/sql'

import { getTestPayload } from '../support/payload'

const DAY_MS = 24 * 3600_000
const NOW = new Date()

describe('the admin home’s lead figures', () => {
  let sales: TypedUser

  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.delete({ collection: 'erpz-demo-requests', where: {}, overrideAccess: true })
    await query(payload, sql`DELETE FROM "erpz_analytics_events"`)
    await query(payload, sql`DELETE FROM "erpz_analytics_daily"`)
    const user = await payload.create({ collection: 'users', overrideAccess: true, data: { email: `figures.${Date.now()}@system.test`, password: 'figures-password-123', name: 'Sam Figures', roles: ['sales'] } })
    sales = { ...user, collection: 'users' } as TypedUser
  })

  /** A lead stored by the forms, and, when its sender was tracked, the beacon's events for it. */
  async function lead(n: number, at: Date, tracked: boolean) {
    const payload = await getTestPayload()
    const created = await payload.create({
      collection: 'erpz-demo-requests',
      overrideAccess: true,
      data: { kind: n % 2 ? 'demo' : 'contact', name: `Visitor ${n}`, email: `visitor.${n}@example.com`, company_name: 'Forge Ltd', message: 'Hello.', webhook_id: `msg_figures_${n}`, delivery_status: 'delivered' },
    })
    await query(payload, sql`UPDATE "erpz_demo_requests" SET "created_at" = ${at.toISOString()} WHERE "id" = ${created.id}`)
    if (!tracked) return
    for (const [offset, name] of (['pageview', 'form_submitted'] as const).entries()) {
      await insertEvent(payload, { occurredAt: new Date(at.getTime() + offset * 1000), name, path: '/contact', utm: { source: null, medium: null, campaign: null }, referrerHost: null, device: 'desktop', visitorId: `figures-${n}` })
    }
  }

  it('counts the same leads over the same days where every sender was tracked', async () => {
    const payload = await getTestPayload()
    await lead(1, new Date(NOW.getTime() - 60_000), true)
    await lead(2, new Date(NOW.getTime() - 120_000), true)
    // Before the 7 days: in neither.
    await lead(3, new Date(NOW.getTime() - 9 * DAY_MS), true)
    const range = lastDays(7, NOW)
    const figures = await salesFigures(payload, sales, NOW)
    const report = await analyticsReport(payload, range)
    expect(figures.range).toEqual(report.range)
    expect(figures.recent.totalDocs).toBe(2)
    expect(report.totals.leads).toBe(2)
  })

  it('differs by the senders Analytics did not track, and the sales card says it counts every request stored', async () => {
    const payload = await getTestPayload()
    await lead(4, new Date(NOW.getTime() - 180_000), false)
    const figures = await salesFigures(payload, sales, NOW)
    const report = await analyticsReport(payload, lastDays(7, NOW))
    expect(figures.recent.totalDocs).toBe(3)
    expect(report.totals.leads).toBe(2)
  })
})
