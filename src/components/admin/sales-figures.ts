import type { Payload, TypedUser } from 'payload'

import { lastDays, type DateRange } from '@/lib/analytics/range'

/** What the leads-received count looks back over: the same UTC days as Analytics' default range. */
const LEAD_DAYS = 7
/** How many rows each panel lists before "see all". */
const ROWS = 5

/**
 * What the sales panel shows, read with the user's own access. Leads are counted over the days
 * Analytics shows by default (decision 201): the last 7 UTC days, today included.
 */
export async function salesFigures(payload: Payload, user: TypedUser, at = new Date()) {
  const now = at.getTime()
  const range: DateRange = lastDays(LEAD_DAYS, at)
  const since = `${range.from}T00:00:00.000Z`
  const read = { user, overrideAccess: false, depth: 0 } as const
  const [recent, contact, failedLeads, failedSubscribers, meetings] = await Promise.all([
    payload.find({ collection: 'erpz-demo-requests', where: { createdAt: { greater_than_equal: since } }, sort: '-createdAt', limit: ROWS, ...read }),
    payload.count({ collection: 'erpz-demo-requests', where: { and: [{ createdAt: { greater_than_equal: since } }, { kind: { equals: 'contact' } }] }, user, overrideAccess: false }),
    payload.count({ collection: 'erpz-demo-requests', where: { delivery_status: { equals: 'failed' } }, user, overrideAccess: false }),
    payload.count({ collection: 'erpz-news-letters', where: { delivery_status: { equals: 'failed' } }, user, overrideAccess: false }),
    payload.find({
      collection: 'erpz-bookings',
      where: { and: [{ status: { equals: 'confirmed' } }, { start: { greater_than_equal: new Date(now).toISOString() } }] },
      sort: 'start',
      limit: ROWS,
      user,
      overrideAccess: false,
      depth: 1,
    }),
  ])
  return { range, since, recent, contact, failedLeads, failedSubscribers, meetings }
}
