import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

import { env } from '@/env'
import type { LeadResponse } from '@/lib/validation/shared'
import { clientAddress } from '@/server/http/client-ip'
import { BodyError, readJsonBody } from '@/server/http/json-body'
import { safeEqual } from '@/server/auth/safe-equal'
import { createRateLimiter, type RateLimitResult } from '@/server/http/rate-limit'
import { logger } from '@/server/log'

import { BENCH_TOKEN_HEADER, LEAD_LIMITS } from './config'
import { issueFormToken } from './form-token'
import { type LeadKind, submitLead } from './submit'

/** Lead posts per client address, shared by the three lead endpoints of this instance. */
export const leadRateLimiter = createRateLimiter(LEAD_LIMITS.rateLimit)

const NO_STORE = { 'cache-control': 'no-store' }

/** The benchmark's per-run secret (decision 062): lets its 400 posts past the rate limit only. */
function isBenchRequest(headers: Headers): boolean {
  const expected = env.ERPZ_BENCH_TOKEN
  const given = headers.get(BENCH_TOKEN_HEADER)
  return Boolean(expected && given && safeEqual(given, expected))
}

function json(body: LeadResponse | { token: string }, status = 200, headers: Record<string, string> = {}) {
  return Response.json(body, { status, headers: { ...NO_STORE, ...headers } })
}

/** POST /leads/{contact,demo,newsletter}: thin adapter from HTTP to `submitLead`. */
export async function handleLeadRequest(
  request: Request,
  kind: LeadKind,
  options: { payload?: Payload; peer?: string } = {},
): Promise<Response> {
  const limited: RateLimitResult = isBenchRequest(request.headers)
    ? { allowed: true }
    : leadRateLimiter.hit(clientAddress(request))
  if (!limited.allowed) {
    return json({ ok: false, message: 'Too many requests. Please try again in a minute.' }, 429, {
      'retry-after': String(limited.retryAfterSeconds),
    })
  }
  let body: unknown
  try {
    body = await readJsonBody(request, LEAD_LIMITS.maxBodyBytes)
  } catch (error) {
    if (error instanceof BodyError) return json({ ok: false, message: error.message }, error.status)
    throw error
  }
  try {
    const payload = options.payload ?? (await getPayload({ config }))
    const outcome = await submitLead(payload, kind, body)
    if (outcome.status === 'invalid') {
      return json({ ok: false, message: 'Please correct the highlighted fields.', errors: outcome.errors }, 422)
    }
    // Stored, already subscribed and discarded bots all get the same answer.
    return json({ ok: true })
  } catch (error) {
    logger.error({ err: error, kind }, 'lead could not be stored')
    return json({ ok: false, message: 'The request could not be saved. Please try again.' }, 500)
  }
}

/** GET /leads/token: a fresh form token for a form that just mounted. */
export function handleTokenRequest(): Response {
  return json({ token: issueFormToken() })
}
