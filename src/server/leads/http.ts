import 'server-only'

import type { LeadResponse } from '@/lib/validation/shared'
import { ApiError } from '@/server/platform/api/errors'
import { isBenchRequest } from '@/server/platform/http/bench-token'
import { endpoint } from '@/server/endpoint'
import { formEnvelope, noStoreJson } from '@/server/platform/http/form-envelope'
import { Limit } from '@/server/platform/http/rate-limit'
import { logger } from '@/server/platform/log'

import { LEAD_LIMITS } from './config'
import { issueFormToken } from '@/server/platform/http/form-token'
import { type LeadKind, submitLead } from './submit'

/** Lead posts per client address, shared by the three lead endpoints. */
export const leadLimit = new Limit({ name: 'leads', ...LEAD_LIMITS.rateLimit })

/** The lead endpoints' wire shape, in their own wording where it differs from the workspace API's status texts. */
export const leadEnvelope = formEnvelope({
  invalid_input: 'Please correct the highlighted fields.',
  rate_limited: 'Too many requests. Please try again in a minute.',
  internal_error: 'The request could not be saved. Please try again.',
})

function json(body: LeadResponse | { token: string }, status = 200, headers: Record<string, string> = {}) {
  return noStoreJson(body, status, headers)
}

/** POST /leads/{contact,demo,newsletter}: thin adapter from HTTP to `submitLead`. */
export function leadEndpoint(kind: LeadKind) {
  return endpoint(
    { envelope: leadEnvelope, limits: [leadLimit], skipLimits: isBenchRequest, body: 'json', maxBodyBytes: LEAD_LIMITS.maxBodyBytes },
    async ({ payload, body }) => {
      const outcome = await submitLead(payload, kind, body).catch((error: unknown) => {
        logger.error({ err: error, kind }, 'lead could not be stored')
        throw new ApiError('internal_error')
      })
      if (outcome.status === 'invalid') throw new ApiError('invalid_input', undefined, { fieldErrors: outcome.errors })
      // Stored, already subscribed and discarded bots all get the same answer.
      return json({ ok: true })
    },
  )
}

/** GET /leads/token: a fresh form token for a form that just mounted. */
export function handleTokenRequest(): Response {
  return json({ token: issueFormToken() })
}
