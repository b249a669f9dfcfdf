import type { Endpoint, PayloadRequest } from 'payload'

import { ApiError, ERRORS } from '@/server/platform/api/errors'
import { formEnvelope, noStoreJson } from '@/server/platform/http/form-envelope'
import { redeliverFailedLeads, redeliverLead } from '@/server/leads/redeliver'
import type { LeadCollection } from '@/server/leads/delivery'

import { salesOrAdmin } from '../access'

/** Refusals in the site's `{ ok: false, message }` shape, worded for the sales view. */
const refusals = formEnvelope({ unauthenticated: 'Please sign in.', forbidden: 'Only sales and admins can redeliver leads.' })

/** Sales and admins only; 401 for visitors, 403 for other staff (the lead access rule). */
function refusal(req: PayloadRequest): Response | null {
  if (!req.user) return refusals.render(new ApiError('unauthenticated'))
  if (salesOrAdmin({ req }) !== true) return refusals.render(new ApiError('forbidden'))
  return null
}

const staffId = (req: PayloadRequest): number | null => (req.user?.collection === 'users' ? Number(req.user.id) : null)

const OUTCOMES = {
  queued: { status: 200, message: 'Queued for delivery.' },
  already_queued: { status: 200, message: 'A delivery of this lead is already queued.' },
  not_found: { status: ERRORS.not_found.status, message: 'Lead not found.' },
  not_configured: { status: ERRORS.conflict.status, message: 'No webhook is configured for this kind of lead.' },
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
        const queued = await redeliverFailedLeads(req.payload, collection, 1000, staffId(req))
        return noStoreJson({ ok: true, queued, message: `${queued} failed ${queued === 1 ? 'lead' : 'leads'} queued for delivery.` })
      },
    },
    {
      path: '/:id/redeliver',
      method: 'post',
      handler: async (req) => {
        const refused = refusal(req)
        if (refused) return refused
        const outcome = await redeliverLead(req.payload, collection, String(req.routeParams?.id ?? ''), staffId(req))
        const { status, message } = OUTCOMES[outcome]
        return noStoreJson({ ok: status === 200, outcome, message }, status)
      },
    },
  ]
}
