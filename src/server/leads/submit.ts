import 'server-only'

import { createLocalReq, type Payload } from 'payload'

import { ContactSchema } from '@/lib/validation/contact'
import { DemoSchema } from '@/lib/validation/demo'
import { NewsletterSchema } from '@/lib/validation/newsletter'
import { LeadMetaSchema } from '@/lib/validation/lead-meta'
import { FORM_TOKEN_FIELD, META_FIELD } from '@/lib/validation/shared'
import { inTransaction } from '@/server/platform/db/transactions'
import { type BotReason, botReason, replayReason } from '@/server/platform/http/bot-guard'
import { fieldErrors } from '@/server/platform/http/field-errors'
import { formTokenDigest, releaseFormToken } from '@/server/platform/http/form-token'
import { wakeOutbox } from '@/server/platform/outbox'

import type { LeadCollection } from './delivery'
import { originData } from './attribution'
import { subscribe } from './newsletter'
import { queueSalesAlerts } from './sales-alert'
import { discardLead, storeLeadWithDelivery } from './store'

export type LeadKind = 'contact' | 'demo' | 'newsletter'

export type LeadOutcome =
  | { status: 'stored'; id: string; webhookId: string }
  | { status: 'already_subscribed' }
  /** A newsletter sign-up waiting for its confirmation (or its day's confirmations were spent). */
  | { status: 'subscribed' }
  /** A bot: answered like success, nothing stored. */
  | { status: 'discarded'; reason: BotReason }
  | { status: 'invalid'; errors: Record<string, string[]> }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export { attributionData, originData } from './attribution'

/**
 * The webhook id of the lead a token stores, derived from the token (same shape as
 * `newWebhookId`). A visitor who posts again because the answer was lost (the server died between
 * storing the lead and answering, and `npm start` brought it back with the spent-token memory
 * empty) finds the lead already stored under this id instead of storing it twice (issue 30).
 */
export function leadWebhookIdFor(token: string): string {
  return `msg_${formTokenDigest(token, 'lead webhook id').slice(0, 32)}`
}

/**
 * Creates the lead and queues its delivery in the outbox in one database transaction: both or
 * neither. db-sqlite runs without transactions (decision 030); there a failed enqueue deletes the
 * lead again, and the worker's `requeueOrphanedLeads` covers a crash between the two writes.
 * A lead already stored under `webhookId` (the same form posted again after a lost answer) is
 * answered as stored, once. Live Help's conversations become leads through it too (`arrival`
 * names them in the lead's history).
 */
export async function storeAndEnqueue(
  payload: Payload,
  collection: LeadCollection,
  data: Record<string, unknown>,
  webhookId: string,
  arrival?: string,
): Promise<{ id: string; webhookId: string }> {
  const req = await createLocalReq({}, payload)
  const stored = await payload.db.findOne<{ id: number | string }>({ collection, where: { webhook_id: { equals: webhookId } }, req })
  if (stored) return { id: String(stored.id), webhookId }
  const leadId = await inTransaction(
    req,
    async () => {
      const id = await storeLeadWithDelivery(payload, collection, data, webhookId, req, arrival)
      await queueSalesAlerts(payload, { leadId: id }, req)
      return id
    },
    { undo: () => discardLead(payload, collection, webhookId) },
  )
  wakeOutbox()
  return { id: leadId, webhookId }
}

/**
 * Handles one lead post after its body was read: bot checks, the shared schema, then storage.
 * Routes, tests and the load script all call this.
 */
export async function submitLead(payload: Payload, kind: LeadKind, body: unknown, now = Date.now()): Promise<LeadOutcome> {
  if (!isRecord(body)) return { status: 'invalid', errors: { form: ['Expected a JSON object'] } }
  const form = { thing: 'lead', details: { kind } }
  const bot = botReason(form, body, now)
  if (bot) return { status: 'discarded', reason: bot }
  const origin = originData(LeadMetaSchema.parse(body[META_FIELD]))
  const token = String(body[FORM_TOKEN_FIELD])
  // The token is spent with the lead it stores (a replay is a bot: same answer, nothing stored),
  // and given back when the lead could not be stored, so the visitor's retry still counts.
  const store = async (collection: LeadCollection, data: Record<string, unknown>) => {
    if (await replayReason(form, token)) return null
    try {
      return await storeAndEnqueue(payload, collection, data, leadWebhookIdFor(token))
    } catch (error) {
      await releaseFormToken(token)
      throw error
    }
  }
  const replayed = () => ({ status: 'discarded', reason: 'token_replayed' }) as const

  if (kind === 'contact') {
    const parsed = ContactSchema.safeParse(body)
    if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error, 'form') }
    const { name, email, company, message } = parsed.data
    const stored = await store('erpz-demo-requests', {
      kind: 'contact',
      name,
      email,
      company_name: company,
      message,
      ...origin,
    })
    return stored ? { status: 'stored', ...stored } : replayed()
  }

  if (kind === 'demo') {
    const parsed = DemoSchema.safeParse(body)
    if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error, 'form') }
    const { fullName, email, companyName, phoneNumber, timeSlot, message } = parsed.data
    const stored = await store('erpz-demo-requests', {
      kind: 'demo',
      name: fullName,
      email,
      company_name: companyName,
      phone: phoneNumber || null,
      preffered_slot: timeSlot,
      message,
      ...origin,
    })
    return stored ? { status: 'stored', ...stored } : replayed()
  }

  const parsed = NewsletterSchema.safeParse(body)
  if (!parsed.success) return { status: 'invalid', errors: fieldErrors(parsed.error, 'form') }
  const email = parsed.data.email.toLowerCase()
  // Double opt-in (decision 170): stored pending, mailed a confirmation link, sent to the webhook
  // once confirmed. The token is spent by every sign-up that may mail, so a replay mails nothing.
  if (await replayReason(form, token)) return replayed()
  try {
    const result = await subscribe(payload, email, origin, leadWebhookIdFor(token))
    if (result === 'already_subscribed') return { status: 'already_subscribed' }
    return { status: 'subscribed' }
  } catch (error) {
    // Two simultaneous subscriptions of one address: the unique index let one through.
    if ((await payload.count({ collection: 'erpz-news-letters', where: { email: { equals: email } }, overrideAccess: true })).totalDocs > 0) {
      return { status: 'subscribed' }
    }
    await releaseFormToken(token)
    throw error
  }
}
