import 'server-only'

import crypto from 'node:crypto'

import type { Payload, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import type { LeadActivityContext, LeadActivityEntry } from '@/collections/leads/inbox'
import { LEAD_INBOX } from '@/config/leads'
import { env } from '@/env'
import { logger } from '@/server/platform/log'
import { PRODUCT_NAME } from '@/server/platform/email/adapter'
import { sendTemplateEmail } from '@/server/platform/email/send'
import type { EmailContent } from '@/server/platform/email/templates'
import { defineOutboxKind, enqueue } from '@/server/platform/outbox'

import type { StoredAttribution } from './attribution'
import { salesAddresses } from './sales-alert'

/**
 * The lead inbox's server side (issue 46, decision 202): what a new lead is stored with, its
 * history entries written by server code, and the alert for a lead left "new" too long.
 */

type Arriving = { kind?: unknown; referrer?: unknown; utm?: { source?: string | null; campaign?: string | null } | null; attribution?: StoredAttribution }

const hostOf = (address: unknown): string | null => {
  if (typeof address !== 'string' || !address) return null
  try {
    return new URL(address).hostname || null
  } catch {
    return null
  }
}

/**
 * A new lead's inbox fields: "new", its source (the campaign's source, else the referring site,
 * else Direct) and campaign as list columns, and its first history entry.
 */
export function inboxFieldsOnArrival(data: Arriving, arrival?: string): Record<string, unknown> {
  const utm = data.attribution?.utm ?? data.utm ?? null
  const referrer = data.attribution?.referrer ?? (typeof data.referrer === 'string' ? data.referrer : null)
  const source = utm?.source || hostOf(referrer) || 'Direct'
  const campaign = utm?.campaign || data.utm?.campaign || null
  const what = arrival ?? (data.kind === 'demo' ? 'Demo request' : 'Contact message')
  return {
    status: 'new',
    source: source.slice(0, 200),
    campaign: campaign ? campaign.slice(0, 200) : null,
    // The row id Payload's create would make up (a 24-hex ObjectId): the insert goes around it (store.ts).
    activity: [{ id: crypto.randomBytes(12).toString('hex'), at: new Date().toISOString(), by: null, action: 'created', detail: `${what} from ${source}${campaign ? `, campaign ${campaign}` : ''}` }],
  }
}

/**
 * Adds entries to a lead's history from server code (emails sent, redeliveries), through the
 * collection's own hook. A lead deleted meanwhile is skipped.
 */
export async function recordLeadActivity(payload: Payload, leadId: string | number, entries: LeadActivityEntry[], req?: PayloadRequest): Promise<void> {
  const context: LeadActivityContext = { leadActivity: entries }
  try {
    await payload.update({ collection: 'erpz-demo-requests', id: leadId, data: {}, overrideAccess: true, depth: 0, context, req })
  } catch (error) {
    if (error instanceof Error && error.name === 'NotFound') return
    throw error
  }
}

export const LEAD_OVERDUE_KIND = 'lead-overdue-mail'
const OverdueInput = z.object({ leadId: z.string() })
type OverdueInput = z.output<typeof OverdueInput>

/** Queues the lead's overdue check for when it would be overdue; at most once per lead (dedupe key). */
export async function queueOverdueAlert(payload: Payload, leadId: string, req?: PayloadRequest): Promise<void> {
  const runAt = new Date(Date.now() + LEAD_INBOX.overdueAfterMinutes() * 60_000)
  await enqueue(payload, leadOverdueJob, { leadId } satisfies OverdueInput, { req, runAt, dedupeKey: `lead-overdue:${leadId}` })
}

type OverdueLead = { id: number; name?: string; email?: string; company_name?: string; kind?: string; status?: string; owner?: number | { id: number } | null; createdAt?: string }

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** The alert: which lead waits, since when, and a link to it. */
export function overdueEmail(lead: OverdueLead): EmailContent {
  const link = new URL(`/admin/collections/erpz-demo-requests/${lead.id}`, `${env.PUBLIC_URL}/`).toString()
  const who = `${lead.name ?? ''}${lead.company_name ? `, ${lead.company_name}` : ''}`.replace(/[\r\n\t]+/g, ' ').trim()
  const since = lead.createdAt ? `${new Date(lead.createdAt).toISOString().slice(0, 16).replace('T', ' ')} UTC` : 'unknown'
  const subject = `Lead still new: ${who}`.slice(0, 200)
  const text = `${subject}\n\nThis ${lead.kind === 'demo' ? 'demo request' : 'contact message'} arrived ${since} and nobody has marked it contacted yet.\n\nOpen it in the admin: ${link}\n`
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<p style="margin:0 0 16px;font-size:18px;font-weight:bold">${escapeHtml(PRODUCT_NAME)} · ${escapeHtml(subject)}</p>
<p>This ${lead.kind === 'demo' ? 'demo request' : 'contact message'} arrived ${escapeHtml(since)} and nobody has marked it contacted yet.</p>
<p style="margin:24px 0"><a href="${escapeHtml(link)}">Open in the admin</a></p></body></html>`
  return { subject, html, text }
}

/** Sends the alert when the lead is still new: to its owner, else to the sales addresses. */
async function alertIfStillNew(payload: Payload, { leadId }: OverdueInput): Promise<void> {
  const lead = await payload.db.findOne<OverdueLead>({ collection: 'erpz-demo-requests', where: { id: { equals: leadId } } })
  if (!lead || lead.status !== 'new') return
  const ownerId = lead.owner == null ? null : typeof lead.owner === 'object' ? lead.owner.id : lead.owner
  const owner = ownerId == null ? null : await payload.db.findOne<{ id: number; email?: string; name?: string | null }>({ collection: 'users', where: { id: { equals: ownerId } } })
  const to = owner?.email ? [owner.email.toLowerCase()] : await salesAddresses(payload)
  if (to.length === 0) {
    logger.warn({ lead: leadId }, 'lead overdue: no owner and no SALES_ALERT_EMAILS, nobody to alert')
    return
  }
  for (const address of to) await sendTemplateEmail(payload, address, overdueEmail(lead), { internal: true })
  await recordLeadActivity(payload, lead.id, [{ action: 'email', by: null, detail: `Still new after ${LEAD_INBOX.overdueAfterMinutes()} minutes: alert emailed to ${owner?.email ? `the owner, ${owner.name?.trim() || owner.email.split('@')[0]}` : 'the sales addresses'}` }])
}

export const leadOverdueJob = defineOutboxKind(LEAD_OVERDUE_KIND, {
  parse: (input) => OverdueInput.parse(input),
  run: async ({ payload, input }) => {
    await alertIfStillNew(payload, input)
    return { status: 'done' }
  },
  maxAttempts: () => 8,
  retryBaseMs: () => 5_000,
})
