import type { Endpoint, PayloadRequest } from 'payload'

import { redeliverFailedLeads, redeliverLead } from '@/server/leads/redeliver'
import type { LeadCollection } from '@/server/leads/delivery'

import { salesOrAdmin } from '../access'

const answer = (status: number, body: Record<string, unknown>) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } })

/** Sales and admins only; 401 for visitors, 403 for other staff (the lead access rule). */
function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return answer(401, { ok: false, message: 'Please sign in.' })
  if (salesOrAdmin({ req }) !== true) return answer(403, { ok: false, message: 'Only sales and admins can redeliver leads.' })
  return null
}

const MESSAGES = {
  queued: 'Queued for delivery.',
  already_queued: 'A delivery of this lead is already queued.',
  not_found: 'Lead not found.',
  not_configured: 'No webhook is configured for this kind of lead.',
} as const

/**
 * `POST /api/<leads>/:id/redeliver` and `POST /api/<leads>/redeliver-failed`: the sales view's
 * actions (decision 083), used by the admin's delivery panel.
 */
export function redeliverEndpoints(collection: LeadCollection): Endpoint[] {
  return [
    {
      path: '/redeliver-failed',
      method: 'post',
      handler: async (req) => {
        const refused = refusal(req)
        if (refused) return refused
        const queued = await redeliverFailedLeads(req.payload, collection)
        return answer(200, { ok: true, queued, message: `${queued} failed ${queued === 1 ? 'lead' : 'leads'} queued for delivery.` })
      },
    },
    {
      path: '/:id/redeliver',
      method: 'post',
      handler: async (req) => {
        const refused = refusal(req)
        if (refused) return refused
        const outcome = await redeliverLead(req.payload, collection, String(req.routeParams?.id ?? ''))
        const status = outcome === 'not_found' ? 404 : outcome === 'not_configured' ? 409 : 200
        return answer(status, { ok: status === 200, outcome, message: MESSAGES[outcome] })
      },
    },
  ]
}
