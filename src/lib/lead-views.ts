import type { Where } from 'payload'

import { listHref } from './list-where'

/**
 * The lead inbox's saved views (issue 46, decision 202): Payload 3.90 has none built in, so each is
 * a link to the leads list with its filter in the address. Dates are computed when the list renders.
 */
export type LeadView = { key: 'mine' | 'new-this-week' | 'no-next-step' | 'overdue'; label: string; title: string; where: Where }

const OPEN: Where = { status: { in: ['new', 'contacted', 'qualified'] } }
const DAY_MS = 24 * 3600_000

export function leadViews(userId: number | string, now: Date, overdueAfterMinutes: number): LeadView[] {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS).toISOString()
  const overdueSince = new Date(now.getTime() - overdueAfterMinutes * 60_000).toISOString()
  return [
    { key: 'mine', label: 'Mine', title: 'Leads you own', where: { owner: { equals: userId } } },
    {
      key: 'new-this-week',
      label: 'New this week',
      title: 'Still new, arrived in the last 7 days',
      where: { and: [{ status: { equals: 'new' } }, { createdAt: { greater_than_equal: weekAgo } }] },
    },
    { key: 'no-next-step', label: 'No next step', title: 'Open leads without a next step date', where: { and: [OPEN, { next_step_at: { exists: false } }] } },
    {
      key: 'overdue',
      label: 'Overdue',
      title: `Open leads whose next step date has passed, or still new after ${overdueAfterMinutes} minutes`,
      where: {
        or: [
          { and: [OPEN, { next_step_at: { less_than: now.toISOString() } }] },
          { and: [{ status: { equals: 'new' } }, { createdAt: { less_than: overdueSince } }] },
        ],
      },
    },
  ]
}

/** The leads list's address showing `view`. */
export const leadViewHref = (view: LeadView): string => listHref('erpz-demo-requests', view.where, { page: 1 })
