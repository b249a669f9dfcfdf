import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { SCHEDULER, type MeetingType } from '@/config/behaviour'
import { EmailSchema } from '@/lib/validation/auth'
import { PRODUCT_NAME } from '@/server/platform/email/adapter'
import { publicLink } from '@/server/platform/email/templates'
import { settingsFrom } from '@/server/globals/normalize'
import { logger } from '@/server/platform/log'
import { enqueue, defineOutboxKind } from '@/server/platform/outbox'

import { hostNameForVisitor, organizerForVisitor } from './host-name'
import { buildIcs } from './ics'
import { signManageToken } from './link-token'
import { formatInZone } from './slots'

export const BOOKING_MAIL_KIND = 'booking-mail'

export type BookingMailInput = {
  bookingId: string
  method: 'REQUEST' | 'CANCEL'
  /** The booking's SEQUENCE this mail announces; an older mail than the booking is skipped. */
  sequence: number
  recipient: 'visitor' | 'host'
  /** On a reschedule that moved the meeting to another host: the host who gets the CANCEL. */
  hostId?: string
}

const BookingMailSchema = z.object({
  bookingId: z.string(),
  method: z.enum(['REQUEST', 'CANCEL']),
  sequence: z.number(),
  recipient: z.enum(['visitor', 'host']),
  hostId: z.optional(z.string()),
})

type StoredBooking = {
  id: number | string
  status: 'confirmed' | 'cancelled'
  meeting_type: MeetingType
  host?: number | string | { id: number | string } | null
  start: string
  end: string
  visitor_time_zone: string
  name: string
  email: string
  company_name?: string | null
  phone?: string | null
  message?: string | null
  ical_uid: string
  sequence: number
}
type StoredHost = { id: number | string; email: string; name?: string | null; scheduling?: { timeZone?: string | null } | null }

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Queues the visitor's and the host's mail for one change of a booking (in the caller's transaction). */
export async function queueBookingMails(
  payload: Payload,
  change: { bookingId: string; method: 'REQUEST' | 'CANCEL'; sequence: number; previousHostId?: string },
  req?: PayloadRequest,
): Promise<void> {
  const base = { bookingId: change.bookingId, method: change.method, sequence: change.sequence }
  const key = `booking:${change.bookingId}:${change.sequence}`
  await enqueue(payload, bookingMailJob, { ...base, recipient: 'visitor' }, { req, dedupeKey: `${key}:visitor` })
  await enqueue(payload, bookingMailJob, { ...base, recipient: 'host' }, { req, dedupeKey: `${key}:host` })
  if (change.previousHostId) {
    await enqueue(
      payload,
      bookingMailJob,
      { ...base, method: 'CANCEL', recipient: 'host', hostId: change.previousHostId },
      { req, dedupeKey: `${key}:previous-host` },
    )
  }
}

export const hostIdOf = (host: StoredBooking['host']) => (host == null ? '' : String(typeof host === 'object' ? host.id : host))

/** The mail (subject, text, html, .ics) one recipient gets for one change. */
export async function bookingMail(booking: StoredBooking, host: StoredHost, input: BookingMailInput, companyEmail?: string) {
  const type = SCHEDULER.meetingTypes[booking.meeting_type]
  const start = new Date(booking.start)
  const end = new Date(booking.end)
  const hostZone = host.scheduling?.timeZone || SCHEDULER.officeTimeZone
  const hostName = hostNameForVisitor(host)
  const forVisitor = input.recipient === 'visitor'
  const cancelled = input.method === 'CANCEL'
  const token = await signManageToken(String(booking.id), booking.ical_uid, end)
  const manage = publicLink('/demo-booking/manage', { token })
  const when = forVisitor ? formatInZone(start, booking.visitor_time_zone) : formatInZone(start, hostZone)
  const other = forVisitor ? formatInZone(start, hostZone) : formatInZone(start, booking.visitor_time_zone)
  const title = cancelled
    ? `Cancelled: ${type.title} on ${when}`
    : input.sequence > 0
      ? `Updated: ${type.title} on ${when}`
      : `${type.title} on ${when}`
  const lines = [
    cancelled
      ? `This meeting has been cancelled: ${type.title} on ${when} (${type.minutes} minutes).`
      : `${type.title} with ${forVisitor ? hostName : booking.name} on ${when} (${type.minutes} minutes). The calendar invite is attached.`,
    forVisitor ? `For your host that is ${other}.` : `For ${booking.name} that is ${other}.`,
    ...(forVisitor ? [] : [`Visitor: ${booking.name} <${booking.email}>${booking.company_name ? `, ${booking.company_name}` : ''}${booking.phone ? `, ${booking.phone}` : ''}`]),
    ...(!forVisitor && booking.message ? [`Message: ${booking.message}`] : []),
  ]
  const action = forVisitor && !cancelled ? { label: 'Reschedule or cancel', href: manage } : null
  const ics = buildIcs({
    method: input.method,
    uid: booking.ical_uid,
    sequence: input.sequence,
    start,
    end,
    summary: type.title,
    description: `${type.title} (${type.minutes} minutes).\nVisitor: ${formatInZone(start, booking.visitor_time_zone)}\nHost: ${formatInZone(start, hostZone)}${forVisitor && !cancelled ? `\nReschedule or cancel: ${manage}` : ''}`,
    // The host's own copy names them as they are; the visitor's never shows a nameless host's address.
    organizer: forVisitor ? organizerForVisitor(host, companyEmail) : { name: host.name || host.email, email: host.email },
    attendees: [{ name: booking.name, email: booking.email }],
  })
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${lines.map((line) => `<p style="margin:0 0 16px">${escapeHtml(line)}</p>`).join('')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>` : ''}
</td></tr></table></body></html>`
  const text = `${title}\n\n${lines.join('\n')}\n${action ? `\n${action.label}: ${action.href}\n` : ''}`
  return { subject: title, html, text, ics }
}

/** Sends one booking mail; a throw is retried by the outbox (never lost). */
export async function sendBookingMail(payload: Payload, input: BookingMailInput): Promise<'sent' | 'skipped'> {
  const booking = await payload.db.findOne<StoredBooking>({ collection: 'erpz-bookings', where: { id: { equals: input.bookingId } } })
  if (!booking) return 'skipped'
  // A later change of the same booking has its own mail queued: send only the newest state.
  if (Number(booking.sequence) > input.sequence) return 'skipped'
  const hostId = input.hostId ?? hostIdOf(booking.host)
  if (!hostId) return 'skipped'
  const host = await payload.db.findOne<StoredHost>({ collection: 'users', where: { id: { equals: hostId } } })
  if (!host) return 'skipped'
  const to = input.recipient === 'visitor' ? booking.email : host.email
  const parsed = EmailSchema.safeParse(to)
  if (!parsed.success || /[\r\n,;<>"]/.test(to)) {
    logger.warn({ booking: booking.id, recipient: input.recipient }, 'booking mail not sent: invalid address')
    return 'skipped'
  }
  // The company's contact address as published in the site settings (issue 31).
  const settings = settingsFrom(await payload.findGlobal({ slug: 'site-settings', depth: 0, draft: false, overrideAccess: true }))
  const mail = await bookingMail(booking, host, input, settings.contact.email)
  await payload.sendEmail({
    to: parsed.data,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    icalEvent: { method: input.method, filename: input.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics', content: mail.ics },
  })
  return 'sent'
}

export const bookingMailJob = defineOutboxKind<BookingMailInput>(BOOKING_MAIL_KIND, {
  parse: (input) => BookingMailSchema.parse(input),
  run: async ({ payload, input }) => {
    await sendBookingMail(payload, input)
    return { status: 'done' }
  },
  // A mail server down for a while still gets the invite out well before the meeting.
  maxAttempts: () => 10,
  retryBaseMs: () => 10_000,
})
