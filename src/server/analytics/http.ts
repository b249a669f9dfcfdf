import 'server-only'

import { isbot } from 'isbot'
import * as z from 'zod/mini'

import { env } from '@/env'
import { ApiError } from '@/server/platform/api/errors'
import { isBenchRequest } from '@/server/platform/http/bench-token'
import { clientAddress } from '@/server/platform/http/client-ip'
import { endpoint, parseInput } from '@/server/endpoint'
import { formEnvelope } from '@/server/platform/http/form-envelope'
import { readJsonObject } from '@/server/platform/http/json-body'
import { Limit } from '@/server/platform/http/rate-limit'

import { ANALYTICS, EVENT_NAMES } from './config'
import { deviceClass, parseUtm, referrerHost, sameOriginUrl, storedPath } from './parse'
import { getDailySalt, recordEvent, visitorId } from './store'

/** Events per client address, before the body is read. */
export const eventLimit = new Limit({ name: 'analytics-events', points: env.ANALYTICS_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 })

export const EventSchema = z.object({
  name: z.enum(EVENT_NAMES, { error: `The event name must be one of: ${EVENT_NAMES.join(', ')}.` }),
  url: z.string({ error: 'The page URL must be a string.' }).check(
    z.minLength(1, 'The page URL is required.'),
    z.maxLength(ANALYTICS.maxUrlLength, `The page URL must be at most ${ANALYTICS.maxUrlLength} characters.`),
  ),
  referrer: z.optional(
    z.string({ error: 'The referrer must be a string.' }).check(z.maxLength(ANALYTICS.maxUrlLength, `The referrer must be at most ${ANALYTICS.maxUrlLength} characters.`)),
  ),
})

/** `{ ok: false, message, errors? }`, as the site's other endpoints answer; its only reader is a developer's network tab. */
const eventEnvelope = formEnvelope({})

const accepted = () => new Response(null, { status: 202, headers: { 'cache-control': 'no-store' } })

/** Whether the visitor asked not to be tracked (Do Not Track, Global Privacy Control). */
const optedOut = (headers: Headers) => headers.get('dnt') === '1' || headers.get('sec-gpc') === '1'

/**
 * POST /analytics/event: one page view or conversion. Opted-out visitors and bots (no user agent
 * counts as a bot) are answered like anyone else and nothing is stored; the rest becomes one row
 * with a daily visitor id in place of the address and user agent (decision 180).
 */
export const eventEndpoint = endpoint({ envelope: eventEnvelope, limits: [eventLimit], skipLimits: isBenchRequest }, async ({ request, payload }) => {
  const userAgent = request.headers.get('user-agent') ?? ''
  if (optedOut(request.headers) || !userAgent || isbot(userAgent)) return accepted()
  const input = parseInput(EventSchema, await readJsonObject(request, ANALYTICS.maxBodyBytes), eventEnvelope.rootKey)
  const page = sameOriginUrl(input.url, env.PUBLIC_URL)
  if (!page) throw new ApiError('invalid_input', 'The page URL must be a page of this site.', { fieldErrors: { url: ['The page URL must be a page of this site.'] } })
  const salt = await getDailySalt(payload)
  await recordEvent(payload, {
    occurredAt: new Date(),
    name: input.name,
    path: storedPath(page),
    utm: parseUtm(page),
    referrerHost: referrerHost(input.referrer, env.PUBLIC_URL),
    device: deviceClass(userAgent),
    visitorId: visitorId(salt, clientAddress(request), userAgent),
  })
  return accepted()
})
