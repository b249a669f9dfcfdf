import 'server-only'

import type { Payload } from 'payload'

import { enqueueOnce, wakeOutbox } from '@/server/platform/outbox'
import { newWebhookId } from '@/server/platform/webhooks/sign'
import { leadWebhookJob, type LeadCollection, webhookUrlFor } from './delivery'
import { recordLeadActivity } from './overdue'

export type RedeliverOutcome = 'queued' | 'already_queued' | 'not_found' | 'not_configured'

/**
 * Queues one more delivery of a stored lead (the sales view's "Redeliver"): same webhook-id, so a
 * receiver that did get it can tell; a fresh retry schedule; attempt numbers continue.
 */
export async function redeliverLead(payload: Payload, collection: LeadCollection, id: string, by: number | null = null): Promise<RedeliverOutcome> {
  if (!/^\d{1,15}$/.test(id)) return 'not_found'
  const lead = await payload.db.findOne<{ id: number; webhook_id?: string | null }>({ collection, where: { id: { equals: id } } })
  if (!lead) return 'not_found'
  if (!webhookUrlFor(collection)) return 'not_configured'
  const webhookId = lead.webhook_id || newWebhookId()
  const attempts = await payload.count({ collection: 'webhook-deliveries', where: { webhook_id: { equals: webhookId } }, overrideAccess: true })
  await payload.db.updateOne({
    collection,
    id: lead.id,
    returning: false,
    data: { delivery_status: 'pending', webhook_id: webhookId },
  })
  // One open delivery per lead: two clicks of Redeliver (or two salespeople at once) queue one.
  const outcome = await enqueueOnce(
    payload,
    leadWebhookJob,
    { collection, leadId: String(lead.id), webhookId, attemptOffset: attempts.totalDocs },
    { dedupeKey: webhookId, among: 'pending' },
  )
  if (outcome === 'already_queued') return 'already_queued'
  wakeOutbox()
  // The lead's history (decision 202): who asked for one more delivery.
  if (collection === 'erpz-demo-requests') await recordLeadActivity(payload, lead.id, [{ action: 'redelivery', by, detail: 'Queued for webhook delivery again' }])
  return 'queued'
}

/** Redelivers every failed lead of a collection (at most `limit` per call); returns how many. */
export async function redeliverFailedLeads(payload: Payload, collection: LeadCollection, limit = 1000, by: number | null = null): Promise<number> {
  const failed = await payload.find({
    collection,
    where: { delivery_status: { equals: 'failed' } },
    limit,
    depth: 0,
    select: {},
    overrideAccess: true,
  })
  let queued = 0
  for (const lead of failed.docs) {
    if ((await redeliverLead(payload, collection, String(lead.id), by)) === 'queued') queued++
  }
  return queued
}
