import 'server-only'

import { createLocalReq, type Payload } from 'payload'

import { type MeetingType, SCHEDULER } from '@/config/behaviour'
import { type BookingConfirmation, RescheduleSchema, SLOT_INVALID_MESSAGE, type SlotsResponse } from '@/lib/validation/booking'
import type { ErpzBooking, User } from '@/payload-types'
import { inTransaction } from '@/server/platform/db/transactions'
import { fieldErrors } from '@/server/platform/http/field-errors'
import { wakeOutbox } from '@/server/platform/outbox'

import { busyByHost, freeSlots, hostsOnGrid, listSlots, lockHeld, rankHosts, slotLock } from './availability'
import { hostNameForVisitor } from './host-name'
import { verifyManageToken } from './link-token'
import { hostIdOf, queueBookingMails } from './mail'
import { bookingWindow, formatInZone } from './slots'

/** A booking as stored (Payload's generated type). */
export type BookingDoc = ErpzBooking

/** What the visitor is shown of a booking: its time in their zone, the host, the meeting. */
export function confirmation(doc: { start: string; end: string; visitor_time_zone: string; meeting_type: MeetingType; status: 'confirmed' | 'cancelled' }, host: { name: string }): BookingConfirmation {
  const start = new Date(doc.start)
  return {
    start: start.toISOString(),
    end: new Date(doc.end).toISOString(),
    timeZone: doc.visitor_time_zone,
    when: formatInZone(start, doc.visitor_time_zone),
    hostName: host.name,
    meeting: SCHEDULER.meetingTypes[doc.meeting_type].title,
    status: doc.status,
  }
}

/** The booking a signed link names, or null when the link is invalid, expired or for another booking. */
export async function bookingFromToken(payload: Payload, token: string): Promise<(BookingDoc & { hostName: string }) | null> {
  const claims = await verifyManageToken(token)
  if (!claims) return null
  const doc = (await payload.db.findOne({ collection: 'erpz-bookings', where: { id: { equals: claims.bookingId } } })) as BookingDoc | null
  if (!doc || doc.ical_uid !== claims.uid) return null
  const hostId = hostIdOf(doc.host)
  const host = hostId ? ((await payload.db.findOne({ collection: 'users', where: { id: { equals: hostId } } })) as User | null) : null
  return { ...doc, hostName: hostNameForVisitor(host) }
}

export function describeBooking(doc: BookingDoc & { hostName: string }): BookingConfirmation {
  return confirmation(doc, { name: doc.hostName })
}

/** Cancels through the signed link: the slot is freed and both get a CANCEL (the collection's hooks). */
export async function cancelByToken(payload: Payload, token: string): Promise<BookingConfirmation | null> {
  const doc = await bookingFromToken(payload, token)
  if (!doc) return null
  if (doc.status === 'confirmed') {
    await payload.update({
      collection: 'erpz-bookings',
      id: doc.id,
      data: { status: 'cancelled', cancelled_by: 'visitor' },
      overrideAccess: true,
      depth: 0,
    })
    wakeOutbox()
  }
  return describeBooking({ ...doc, status: 'cancelled' })
}

export type RescheduleOutcome =
  | { status: 'moved'; booking: BookingConfirmation }
  | { status: 'taken'; days: SlotsResponse['days'] }
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'gone' }

/**
 * Moves a confirmed booking to another free slot: same UID, SEQUENCE + 1, an updated REQUEST to
 * both (and a CANCEL to the former host when another host takes the new time). The current host
 * keeps the meeting when free; the new lock is taken by an update, so races behave as bookings do.
 */
export async function rescheduleByToken(payload: Payload, token: string, body: unknown, now = new Date()): Promise<RescheduleOutcome> {
  const doc = await bookingFromToken(payload, token)
  if (!doc || doc.status !== 'confirmed') return { status: 'gone' }
  const parsed = RescheduleSchema.safeParse(body)
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error, 'form') }
  const type = doc.meeting_type
  const start = new Date(parsed.data.start)
  const end = new Date(start.getTime() + SCHEDULER.meetingTypes[type].minutes * 60_000)
  const fresh = async () => ({ status: 'taken' as const, days: await listSlots(payload, type, parsed.data.timeZone, now) })
  const slots = await freeSlots(payload, type, now, String(doc.id))
  const candidates = slots.get(start.toISOString())
  if (!candidates) {
    const everOffered = (await hostsOnGrid(payload, type, start, now)).length > 0
    return everOffered ? fresh() : { status: 'invalid', errors: { start: [SLOT_INVALID_MESSAGE] } }
  }
  const currentHost = hostIdOf(doc.host)
  const { from, to } = bookingWindow(now)
  const busy = await busyByHost(payload, from, to, String(doc.id))
  const ranked = rankHosts(candidates, busy).sort((a, b) => Number(b.id === currentHost) - Number(a.id === currentHost))
  for (const host of ranked) {
    const lock = slotLock(host.id, start)
    const req = await createLocalReq({}, payload)
    const sequence = Number(doc.sequence) + 1
    try {
      await inTransaction(req, async () => {
        await payload.db.updateOne({
          collection: 'erpz-bookings',
          id: doc.id,
          req,
          returning: false,
          data: {
            host: Number(host.id),
            start: start.toISOString(),
            end: end.toISOString(),
            visitor_time_zone: parsed.data.timeZone,
            slot_lock: lock,
            sequence,
          },
        })
        await queueBookingMails(
          payload,
          { bookingId: String(doc.id), method: 'REQUEST', sequence, previousHostId: host.id === currentHost ? undefined : currentHost },
          req,
        )
      })
    } catch (error) {
      // Another booking took this host's slot meanwhile: try the next host.
      if (await lockHeld(payload, lock)) continue
      throw error
    }
    wakeOutbox()
    return {
      status: 'moved',
      booking: confirmation(
        { start: start.toISOString(), end: end.toISOString(), visitor_time_zone: parsed.data.timeZone, meeting_type: type, status: 'confirmed' },
        host,
      ),
    }
  }
  return fresh()
}
