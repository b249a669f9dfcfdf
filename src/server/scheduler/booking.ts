import 'server-only'

import crypto from 'node:crypto'

import { DateTime } from 'luxon'
import { createLocalReq, type Payload } from 'payload'

import { type MeetingType, SCHEDULER } from '@/config/behaviour'
import { type BookingConfirmation, DemoBookingSchema, OnboardingBookingSchema, SLOT_INVALID_MESSAGE, type SlotsResponse } from '@/lib/validation/booking'
import type { TimeSlot } from '@/lib/validation/demo'
import { LeadMetaSchema } from '@/lib/validation/lead-meta'
import { FORM_TOKEN_FIELD, META_FIELD } from '@/lib/validation/shared'
import { inTransaction } from '@/server/platform/db/transactions'
import { type BotReason, botReason, replayReason } from '@/server/platform/http/bot-guard'
import { fieldErrors } from '@/server/platform/http/field-errors'
import { releaseFormToken } from '@/server/platform/http/form-token'
import { queueSalesAlerts } from '@/server/leads/sales-alert'
import { discardLead, storeLeadWithDelivery } from '@/server/leads/store'
import { originData } from '@/server/leads/submit'
import { logger } from '@/server/platform/log'
import { wakeOutbox } from '@/server/platform/outbox'
import { newWebhookId } from '@/server/platform/webhooks/sign'

import { busyByHost, freeSlots, hostsOnGrid, listSlots, lockHeld, rankHosts, slotLock } from './availability'
import { queueBookingMails } from './mail'
import { confirmation } from './manage'
import { bookingWindow, type HostSchedule } from './slots'

/** The demo form's time of day of a slot, in the visitor's zone (the lead's preffered_slot). */
function timeOfDay(start: Date, timeZone: string): TimeSlot {
  const hour = DateTime.fromJSDate(start, { zone: timeZone }).hour
  return hour < 12 ? 'morning' : hour < 17 ? 'noon' : 'evening'
}

export type BookOutcome =
  | { status: 'booked'; bookingId: string; booking: BookingConfirmation; webhookId?: string }
  | { status: 'taken'; days: SlotsResponse['days'] }
  | { status: 'invalid'; errors: Record<string, string[]> }
  /** A bot (decision 186): answered 400, nothing stored. */
  | { status: 'refused'; reason: BotReason }

/**
 * Books `start` for the visitor: validates the form with the demo form's shared schema, then gives
 * the slot to the first free host whose unique `host|start` lock it can insert. The booking, its
 * lead (demo meetings count as demo leads), the lead's webhook delivery and both invitation mails
 * are written in one transaction on PostgreSQL; on SQLite (no transactions, decision 030) a failed
 * later write deletes the earlier ones. A lost race is `taken`, with the slots still free.
 */
export async function bookSlot(payload: Payload, type: MeetingType, body: Record<string, unknown>, now = new Date()): Promise<BookOutcome> {
  const form = { thing: 'booking', details: { type } }
  const bot = botReason(form, body, now.getTime())
  if (bot) return { status: 'refused', reason: bot }

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
  if (await replayReason(form, token)) return { status: 'refused', reason: 'token_replayed' }
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
  const webhookId = booking.lead ? newWebhookId() : undefined
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
          const leadId = await storeLeadWithDelivery(payload, 'erpz-demo-requests', booking.lead, webhookId, req, `Booked a ${booking.type === 'onboarding' ? 'onboarding call' : 'demo'} for ${booking.start.toISOString().slice(0, 16).replace('T', ' ')} UTC`)
          await payload.db.updateOne({ collection: 'erpz-bookings', id: bookingId, data: { lead: Number(leadId) }, req, returning: false })
        }
        await queueBookingMails(payload, { bookingId, method: 'REQUEST', sequence: 0 }, req)
        await queueSalesAlerts(payload, { bookingId }, req)
        return bookingId
      },
      {
        undo: async () => {
          if (webhookId) await discardLead(payload, 'erpz-demo-requests', webhookId).catch(() => {})
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

