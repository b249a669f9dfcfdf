import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { env } from '@/env'
import { PRODUCT_NAME } from '@/server/platform/email/adapter'
import { sendTemplateEmail } from '@/server/platform/email/send'
import type { EmailContent } from '@/server/platform/email/templates'
import { enqueue, defineOutboxKind } from '@/server/platform/outbox'

import { attributionPayload, type StoredAttribution } from './attribution'

/**
 * Sales hear about a lead at once (issue 29): one email per new contact message, demo request and
 * booking to every sales address, with the lead's fields, where it came from and a link to it in
 * the admin. Queued in the lead's own transaction, one outbox item per address (dedupe key), so it
 * is retried, never lost, and a retry for one address never mails another twice.
 */
export const SALES_ALERT_KIND = 'sales-alert-mail'

/**
 * Who gets the alerts. Today the typed config (`SALES_ALERT_EMAILS`); the one place to switch to the
 * site-settings global once it exists.
 */
export async function salesAddresses(_payload: Payload): Promise<string[]> {
  return [...new Set(env.SALES_ALERT_EMAILS.map((address) => address.toLowerCase()))]
}

const AlertInput = z.object({
  to: z.string(),
  leadId: z.optional(z.string()),
  bookingId: z.optional(z.string()),
})
type AlertInput = z.output<typeof AlertInput>

/** Queues the alerts of one new lead or booking, in the caller's transaction (`req`). */
export async function queueSalesAlerts(payload: Payload, subject: { leadId?: string; bookingId?: string }, req?: PayloadRequest): Promise<void> {
  const key = subject.bookingId ? `booking:${subject.bookingId}` : `lead:${subject.leadId}`
  for (const to of await salesAddresses(payload)) {
    await enqueue(payload, salesAlertJob, { to, ...subject } satisfies AlertInput, { req, dedupeKey: `sales-alert:${key}:${to}` })
  }
}

type Lead = {
  id: number | string
  kind?: string
  name?: string
  email?: string
  company_name?: string
  phone?: string | null
  preffered_slot?: string | null
  message?: string
  source_page?: string | null
  campaign_label?: string | null
  attribution?: StoredAttribution
}
type Booking = {
  id: number | string
  meeting_type?: string
  start?: string
  visitor_time_zone?: string
  name?: string
  email?: string
  company_name?: string | null
  phone?: string | null
  message?: string | null
  lead?: number | string | { id: number | string } | null
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

/** The alert's text, from the stored lead (and booking): what a salesperson needs to call back. */
export function salesAlertEmail(lead: Lead | null, booking: Booking | null): EmailContent {
  const rows: [string, string][] = []
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push([label, value])
  }
  const name = lead?.name ?? booking?.name ?? ''
  const company = lead?.company_name ?? booking?.company_name ?? ''
  const what = booking ? `New ${booking.meeting_type === 'onboarding' ? 'onboarding call' : 'demo'} booked` : lead?.kind === 'demo' ? 'New demo request' : 'New contact message'
  add('Name', name)
  add('Email', lead?.email ?? booking?.email)
  add('Company', company)
  add('Phone', lead?.phone ?? booking?.phone)
  if (booking?.start) add('When', `${new Date(booking.start).toISOString().replace('T', ' ').slice(0, 16)} UTC (visitor's time zone ${booking.visitor_time_zone ?? 'unknown'})`)
  else add('Preferred slot', lead?.preffered_slot)
  add('Message', lead?.message ?? booking?.message)
  if (lead) {
    const source = attributionPayload(lead.attribution, lead.source_page)
    const campaign = Object.entries(source.utm)
      .filter(([, value]) => value)
      .map(([key, value]) => `${key}=${value}`)
      .join(', ')
    add('Source', `${source.touch === 'first_visit' ? 'first visit' : 'this page'}: landed on ${source.landing_page ?? 'unknown'}${source.referrer ? ` from ${source.referrer}` : ''}`)
    add('Campaign', campaign)
    // The label the marketer gave the page's Form block (decision 199): which landing page's form it was.
    add('Landing-page form', lead.campaign_label)
    add('Sent from', source.source_page)
  }
  const link = lead
    ? new URL(`/admin/collections/erpz-demo-requests/${lead.id}`, `${env.PUBLIC_URL}/`).toString()
    : new URL(`/admin/collections/erpz-bookings/${booking?.id ?? ''}`, `${env.PUBLIC_URL}/`).toString()
  const subject = oneLine(`${what}: ${name}${company ? `, ${company}` : ''}`).slice(0, 200)
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(what)}</p>
<table role="presentation" style="border-collapse:collapse">${rows
    .map(([label, value]) => `<tr><th style="text-align:left;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('')}</table>
<p style="margin:24px 0"><a href="${escapeHtml(link)}">Open in the admin</a></p></body></html>`
  const text = `${what}\n\n${rows.map(([label, value]) => `${label}: ${value}`).join('\n')}\n\nOpen in the admin: ${link}\n`
  return { subject, html, text }
}

async function sendSalesAlert(payload: Payload, input: AlertInput): Promise<void> {
  const booking = input.bookingId
    ? await payload.db.findOne<Booking>({ collection: 'erpz-bookings', where: { id: { equals: input.bookingId } } })
    : null
  const leadId = input.leadId ?? (booking?.lead == null ? undefined : typeof booking.lead === 'object' ? booking.lead.id : booking.lead)
  const lead = leadId == null ? null : await payload.db.findOne<Lead>({ collection: 'erpz-demo-requests', where: { id: { equals: leadId } } })
  if (!lead && !booking) return // deleted meanwhile
  await sendTemplateEmail(payload, input.to, salesAlertEmail(lead, booking), { internal: true })
}

export const salesAlertJob = defineOutboxKind(SALES_ALERT_KIND, {
  parse: (input) => AlertInput.parse(input),
  run: async ({ payload, input }) => {
    await sendSalesAlert(payload, input)
    return { status: 'done' }
  },
  maxAttempts: () => 8,
  retryBaseMs: () => 5_000,
})
