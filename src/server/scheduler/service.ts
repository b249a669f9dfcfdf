import 'server-only'

import crypto from 'node:crypto'

import { DateTime } from 'luxon'
import { createLocalReq, type Payload } from 'payload'

import { type MeetingType, SCHEDULER } from '@/config/behaviour'
import {
  type BookingConfirmation,
  DemoBookingSchema,
  OnboardingBookingSchema,
  RescheduleSchema,
  SLOT_INVALID_MESSAGE,
  type SlotsResponse,
} from '@/lib/validation/booking'
import type { TimeSlot } from '@/lib/validation/demo'
import { LeadMetaSchema } from '@/lib/validation/lead-meta'
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD, META_FIELD } from '@/lib/validation/shared'
import { inTransaction } from '@/server/db/transactions'
import { checkFormToken, releaseFormToken, spendFormToken } from '@/server/leads/form-token'
import { insertLead } from '@/server/leads/store'
import { queueSalesAlerts } from '@/server/leads/sales-alert'
import { originData } from '@/server/leads/submit'
import { logger } from '@/server/log'
import { enqueue, wakeOutbox } from '@/server/outbox'
import { newWebhookId } from '@/server/webhooks/sign'
import { LEAD_WEBHOOK_KIND, webhookUrlFor } from '@/server/webhooks/lead-delivery'
import type { ErpzBooking, User } from '@/payload-types'
import { fieldErrors } from '@/server/http/field-errors'

import { hostNameForVisitor } from './host-name'
import { verifyManageToken } from './link-token'
import { hostIdOf, queueBookingMails } from './mail'
import { bookingWindow, type Busy, formatInZone, groupByDay, type HostSchedule, hostSlots } from './slots'

/** A host as stored (Payload's generated type). */
type UserDoc = User

/** A booking as stored (Payload's generated type). */
export type BookingDoc = ErpzBooking

const DAY_MS = 24 * 3600_000

function toSchedule(user: UserDoc): HostSchedule {
  const s = user.scheduling ?? {}
  const weekly = (s.weeklyHours ?? [])
    .filter((w) => w.day && w.start && w.end)
    .map((w) => ({ day: Number(w.day), start: String(w.start), end: String(w.end) }))
  return {
    id: String(user.id),
    name: hostNameForVisitor(user),
    email: user.email,
    timeZone: s.timeZone || SCHEDULER.officeTimeZone,
    bufferMinutes: Math.max(0, Number(s.bufferMinutes ?? SCHEDULER.defaultBufferMinutes) || 0),
    weekly: weekly.length ? weekly : SCHEDULER.officeHours,
    blockedDates: new Set((s.blockedDates ?? []).map((b) => b.date).filter((d): d is string => Boolean(d))),
  }
}

/**
 * The hosts: CMS users with the sales role. A fresh install has only its first admin, so when no
 * user has the sales role the admins host (and get the invites), instead of a scheduler with no
 * times at all.
 */
export async function loadHosts(payload: Payload): Promise<HostSchedule[]> {
  const find = async (role: string) =>
    (
      await payload.find({
        collection: 'users',
        where: { roles: { in: [role] } },
        limit: 0,
        pagination: false,
        depth: 0,
        overrideAccess: true,
        sort: 'id',
      })
    ).docs
  let users = await find('sales')
  if (!users.length) users = await find('admin')
  return users.map(toSchedule)
}

async function busyByHost(payload: Payload, from: Date, to: Date, exceptId?: string): Promise<Map<string, Busy[]>> {
  const { docs } = await payload.find({
    collection: 'erpz-bookings',
    where: {
      and: [
        { status: { equals: 'confirmed' } },
        // Buffers reach past the window: a day either side covers any buffer the CMS allows.
        { start: { less_than: new Date(to.getTime() + DAY_MS).toISOString() } },
        { end: { greater_than: new Date(from.getTime() - DAY_MS).toISOString() } },
      ],
    },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const busy = new Map<string, Busy[]>()
  for (const doc of docs) {
    if (exceptId && String(doc.id) === exceptId) continue
    const host = hostIdOf(doc.host)
    const list = busy.get(host) ?? []
    list.push({ start: new Date(doc.start), end: new Date(doc.end) })
    busy.set(host, list)
  }
  return busy
}

/** Free start instants (ISO) and which hosts are free at each, over the whole booking window. */
export async function freeSlots(payload: Payload, type: MeetingType, now = new Date(), exceptBookingId?: string) {
  const { from, to } = bookingWindow(now)
  const minutes = SCHEDULER.meetingTypes[type].minutes
  const hosts = await loadHosts(payload)
  const busy = await busyByHost(payload, from, to, exceptBookingId)
  const slots = new Map<string, HostSchedule[]>()
  for (const host of hosts) {
    for (const start of hostSlots(host, busy.get(host.id) ?? [], from, to, minutes)) {
      const key = start.toISOString()
      const list = slots.get(key) ?? []
      list.push(host)
      slots.set(key, list)
    }
  }
  return slots
}

/** The slots a visitor in `timeZone` sees, by their calendar day. */
export async function listSlots(payload: Payload, type: MeetingType, timeZone: string, now = new Date()): Promise<SlotsResponse['days']> {
  const slots = await freeSlots(payload, type, now)
  const starts = [...slots.keys()].sort().map((iso) => new Date(iso))
  return groupByDay(starts, timeZone)
}

/** The demo form's time of day of a slot, in the visitor's zone (the lead's preffered_slot). */
function timeOfDay(start: Date, timeZone: string): TimeSlot {
  const hour = DateTime.fromJSDate(start, { zone: timeZone }).hour
  return hour < 12 ? 'morning' : hour < 17 ? 'noon' : 'evening'
}

export type BookOutcome =
  | { status: 'booked'; bookingId: string; booking: BookingConfirmation; webhookId?: string }
  | { status: 'taken'; days: SlotsResponse['days'] }
  | { status: 'invalid'; errors: Record<string, string[]> }
  | { status: 'refused'; reason: string }

/** Whether a confirmed booking holds `lock` (read outside any transaction). */
async function lockHeld(payload: Payload, lock: string): Promise<boolean> {
  const row = await payload.db.findOne({ collection: 'erpz-bookings', where: { slot_lock: { equals: lock } } })
  return Boolean(row)
}

const slotLock = (hostId: string, start: Date) => `${hostId}|${start.toISOString()}`

/** Hosts free at `start`, the least booked first (ties by id), so work spreads across the team. */
function rankHosts(candidates: HostSchedule[], busy: Map<string, Busy[]>): HostSchedule[] {
  return [...candidates].sort((a, b) => (busy.get(a.id)?.length ?? 0) - (busy.get(b.id)?.length ?? 0) || Number(a.id) - Number(b.id))
}

function confirmation(doc: { start: string; end: string; visitor_time_zone: string; meeting_type: MeetingType; status: 'confirmed' | 'cancelled' }, host: { name: string }): BookingConfirmation {
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

/**
 * Books `start` for the visitor: validates the form with the demo form's shared schema, then gives
 * the slot to the first free host whose unique `host|start` lock it can insert. The booking, its
 * lead (demo meetings count as demo leads), the lead's webhook delivery and both invitation mails
 * are written in one transaction on PostgreSQL; on SQLite (no transactions, decision 030) a failed
 * later write deletes the earlier ones. A lost race is `taken`, with the slots still free.
 */
export async function bookSlot(payload: Payload, type: MeetingType, body: Record<string, unknown>, now = new Date()): Promise<BookOutcome> {
  if (body[HONEYPOT_FIELD] !== '') return { status: 'refused', reason: 'honeypot' }
  const tokenCheck = checkFormToken(body[FORM_TOKEN_FIELD], now.getTime())
  if (tokenCheck !== 'ok') return { status: 'refused', reason: tokenCheck }

  const parsed = type === 'demo' ? DemoBookingSchema.safeParse(body) : OnboardingBookingSchema.safeParse(body)
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error, 'form') }
  const input = parsed.data as typeof parsed.data & { companyName?: string; message?: string }
  const start = new Date(input.start)
  const minutes = SCHEDULER.meetingTypes[type].minutes
  const end = new Date(start.getTime() + minutes * 60_000)

  const fresh = async () => ({ status: 'taken' as const, days: await listSlots(payload, type, input.timeZone, now) })
  const slots = await freeSlots(payload, type, now)
  const candidates = slots.get(start.toISOString())
  if (!candidates) {
    // Never offered (outside the hours, the notice or the horizon), or already booked.
    const everOffered = (await hostsOnGrid(payload, type, start, now)).length > 0
    return everOffered ? fresh() : { status: 'invalid', errors: { start: [SLOT_INVALID_MESSAGE] } }
  }

  const token = String(body[FORM_TOKEN_FIELD])
  if (!(await spendFormToken(token))) return { status: 'refused', reason: 'token_replayed' }
  const meta = LeadMetaSchema.parse(body[META_FIELD])
  const { from, to } = bookingWindow(now)
  const busy = await busyByHost(payload, from, to)
  try {
    for (const host of rankHosts(candidates, busy)) {
      const stored = await insertBooking(payload, {
        type,
        host,
        start,
        end,
        timeZone: input.timeZone,
        person: {
          name: input.fullName,
          email: input.email,
          company_name: input.companyName ?? null,
          phone: input.phoneNumber || null,
          message: input.message ?? null,
        },
        lead:
          type === 'demo'
            ? {
                kind: 'demo',
                name: input.fullName,
                email: input.email,
                company_name: input.companyName,
                phone: input.phoneNumber || null,
                preffered_slot: timeOfDay(start, input.timeZone),
                message: input.message,
                ...originData(meta),
              }
            : undefined,
      })
      if (stored === 'taken') continue
      return {
        status: 'booked',
        bookingId: stored.id,
        webhookId: stored.webhookId,
        booking: confirmation(
          { start: start.toISOString(), end: end.toISOString(), visitor_time_zone: input.timeZone, meeting_type: type, status: 'confirmed' },
          host,
        ),
      }
    }
  } catch (error) {
    await releaseFormToken(token)
    throw error
  }
  await releaseFormToken(token)
  return fresh()
}

/** Hosts whose grid has `start`, booked or not: tells a lost race from a time never offered. */
async function hostsOnGrid(payload: Payload, type: MeetingType, start: Date, now: Date) {
  const { from, to } = bookingWindow(now)
  if (start < from || start > to) return []
  const minutes = SCHEDULER.meetingTypes[type].minutes
  const hosts = await loadHosts(payload)
  return hosts.filter((host) => hostSlots(host, [], start, start, minutes).some((s) => s.getTime() === start.getTime()))
}

type NewBooking = {
  type: MeetingType
  host: HostSchedule
  start: Date
  end: Date
  timeZone: string
  person: { name: string; email: string; company_name: string | null; phone: string | null; message: string | null }
  lead?: Record<string, unknown>
}

async function insertBooking(payload: Payload, booking: NewBooking): Promise<{ id: string; webhookId?: string } | 'taken'> {
  const lock = slotLock(booking.host.id, booking.start)
  const req = await createLocalReq({}, payload)
  let bookingId: string | undefined
  let leadId: string | undefined
  const webhookId = booking.lead ? newWebhookId() : undefined
  const configured = Boolean(booking.lead && webhookUrlFor('erpz-demo-requests'))
  try {
    const id = await inTransaction(
      req,
      async () => {
        const created = await payload.create({
          collection: 'erpz-bookings',
          req,
          overrideAccess: true,
          depth: 0,
          data: {
            status: 'confirmed',
            meeting_type: booking.type,
            host: Number(booking.host.id),
            start: booking.start.toISOString(),
            end: booking.end.toISOString(),
            visitor_time_zone: booking.timeZone,
            ...booking.person,
            ical_uid: `${crypto.randomUUID()}@erpz.in`,
            sequence: 0,
            slot_lock: lock,
          },
        })
        bookingId = String(created.id)
        if (booking.lead && webhookId) {
          leadId = await insertLead(
            payload,
            'erpz-demo-requests',
            { ...booking.lead, webhook_id: webhookId, delivery_status: configured ? 'pending' : 'not_configured' },
            req,
          )
          await payload.db.updateOne({ collection: 'erpz-bookings', id: bookingId, data: { lead: Number(leadId) }, req, returning: false })
          if (configured) {
            await enqueue(payload, LEAD_WEBHOOK_KIND, { collection: 'erpz-demo-requests', leadId, webhookId }, { req, dedupeKey: webhookId })
          }
        }
        await queueBookingMails(payload, { bookingId, method: 'REQUEST', sequence: 0 }, req)
        await queueSalesAlerts(payload, { bookingId }, req)
        return bookingId
      },
      {
        undo: async () => {
          if (leadId) await payload.delete({ collection: 'erpz-demo-requests', id: leadId, overrideAccess: true }).catch(() => {})
          if (bookingId) await payload.delete({ collection: 'erpz-bookings', id: bookingId, overrideAccess: true })
        },
      },
    )
    wakeOutbox()
    return { id, webhookId }
  } catch (error) {
    // A lost race for the slot: the other booking holds its lock.
    if (!bookingId && (await lockHeld(payload, lock))) return 'taken'
    logger.error({ err: error }, 'booking could not be stored')
    throw error
  }
}

/** The booking a signed link names, or null when the link is invalid, expired or for another booking. */
export async function bookingFromToken(payload: Payload, token: string): Promise<(BookingDoc & { hostName: string }) | null> {
  const claims = await verifyManageToken(token)
  if (!claims) return null
  const doc = (await payload.db.findOne({ collection: 'erpz-bookings', where: { id: { equals: claims.bookingId } } })) as BookingDoc | null
  if (!doc || doc.ical_uid !== claims.uid) return null
  const hostId = hostIdOf(doc.host)
  const host = hostId ? ((await payload.db.findOne({ collection: 'users', where: { id: { equals: hostId } } })) as UserDoc | null) : null
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
