import 'server-only'

import { MEETING_TYPES, type MeetingType, SCHEDULER, SCHEDULER_LIMITS } from '@/config/behaviour'
import { isTimeZone } from '@/lib/scheduler/time'
import { type BookingResponse, SLOT_TAKEN_MESSAGE, type SlotsResponse } from '@/lib/validation/booking'
import { ApiError } from '@/server/platform/api/errors'
import { endpoint } from '@/server/endpoint'
import { formEnvelope, noStoreJson } from '@/server/platform/http/form-envelope'
import { Limit } from '@/server/platform/http/rate-limit'

import { listSlots } from './availability'
import { bookSlot } from './booking'
import { cancelByToken, rescheduleByToken } from './manage'

/** Bookings, reschedules and cancellations per client address. */
export const bookingLimit = new Limit({ name: 'bookings', ...SCHEDULER_LIMITS.writes })
/** Slot lists per client address (each reads every host's bookings of three weeks). */
export const slotsLimit = new Limit({ name: 'scheduler-slots', ...SCHEDULER_LIMITS.reads })

/** The scheduler's wire shape: the lead endpoints' `{ ok, message, errors? }`, plus slots. */
export const schedulerEnvelope = formEnvelope({
  bad_request: 'The booking could not be made. Please reload the page and try again.',
  not_found: 'This booking link is not valid any more. Please book a new time.',
  invalid_input: 'Please correct the highlighted fields.',
  rate_limited: 'Too many requests. Please try again in a minute.',
  internal_error: 'The booking could not be saved. Please try again.',
})

function json(body: BookingResponse | SlotsResponse, status = 200, headers: Record<string, string> = {}) {
  return noStoreJson(body, status, headers)
}

function meetingType(request: Request): MeetingType {
  const value = new URL(request.url).searchParams.get('type') ?? 'demo'
  if (!(MEETING_TYPES as string[]).includes(value)) throw new ApiError('not_found', 'There is no such meeting type.')
  return value as MeetingType
}

const taken = (days: SlotsResponse['days']) => json({ ok: false, message: SLOT_TAKEN_MESSAGE, taken: true, days }, 409)

/** GET /scheduler/slots?type=demo&tz=Asia/Kolkata: free slots by the visitor's day. */
export const slotsEndpoint = endpoint({ envelope: schedulerEnvelope, limits: [slotsLimit] }, async ({ payload, request }) => {
  const type = meetingType(request)
  const tz = new URL(request.url).searchParams.get('tz') || SCHEDULER.fallbackTimeZone
  if (!isTimeZone(tz)) throw new ApiError('invalid_input', undefined, { fieldErrors: { timeZone: ['Please choose a valid time zone.'] } })
  return json({ ok: true, timeZone: tz, days: await listSlots(payload, type, tz) })
})

/** POST /scheduler/book?type=demo|onboarding */
export const bookEndpoint = endpoint(
  { envelope: schedulerEnvelope, limits: [bookingLimit], body: 'json', maxBodyBytes: SCHEDULER_LIMITS.maxBodyBytes },
  async ({ payload, request, body }) => {
    const outcome = await bookSlot(payload, meetingType(request), body)
    if (outcome.status === 'invalid') throw new ApiError('invalid_input', undefined, { fieldErrors: outcome.errors })
    if (outcome.status === 'refused') throw new ApiError('bad_request')
    if (outcome.status === 'taken') return taken(outcome.days)
    return json({ ok: true, booking: outcome.booking }, 201)
  },
)

const tokenOf = (body: Record<string, unknown>) => (typeof body.token === 'string' ? body.token : '')

/** POST /scheduler/manage/cancel { token } */
export const cancelEndpoint = endpoint(
  { envelope: schedulerEnvelope, limits: [bookingLimit], body: 'json', maxBodyBytes: SCHEDULER_LIMITS.maxBodyBytes },
  async ({ payload, body }) => {
    const booking = await cancelByToken(payload, tokenOf(body))
    if (!booking) throw new ApiError('not_found')
    return json({ ok: true, booking })
  },
)

/** POST /scheduler/manage/reschedule { token, start, timeZone } */
export const rescheduleEndpoint = endpoint(
  { envelope: schedulerEnvelope, limits: [bookingLimit], body: 'json', maxBodyBytes: SCHEDULER_LIMITS.maxBodyBytes },
  async ({ payload, body }) => {
    const outcome = await rescheduleByToken(payload, tokenOf(body), body)
    if (outcome.status === 'gone') throw new ApiError('not_found')
    if (outcome.status === 'invalid') throw new ApiError('invalid_input', undefined, { fieldErrors: outcome.errors })
    if (outcome.status === 'taken') return taken(outcome.days)
    return json({ ok: true, booking: outcome.booking })
  },
)
