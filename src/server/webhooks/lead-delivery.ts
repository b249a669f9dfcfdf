import 'server-only'

import { JobCancelledError, type Payload, type TaskConfig } from 'payload'

import type { DeliveryStatus } from '@/collections/leads/fields'
import type { AttemptOutcome } from '@/collections/leads/webhook-deliveries'
import { env } from '@/env'
import { logger } from '@/server/log'

import { retryDelayMs } from './backoff'
import { postWebhook } from './deliver'

export const DELIVER_LEAD_TASK = 'deliverLeadWebhook'
export type LeadCollection = 'erpz-demo-requests' | 'erpz-news-letters'
export type DeliveryInput = { collection: LeadCollection; leadId: string; webhookId: string }

/** Retry schedule of lead deliveries (typed config; tests shorten it through the environment). */
export const deliveryRetry = {
  get attempts() {
    return env.WEBHOOK_RETRY_ATTEMPTS
  },
  get baseMs() {
    return env.WEBHOOK_RETRY_BASE_MS
  },
}

/** The webhook a lead of this collection goes to, read at delivery time. */
export function webhookUrlFor(collection: LeadCollection): string | undefined {
  return collection === 'erpz-news-letters' ? env.NEWSLETTER_WEBHOOK_URL : env.LEAD_WEBHOOK_URL
}

/** The original content-service payload (SPEC §7) rebuilt from the stored lead. */
export async function webhookBody(payload: Payload, collection: LeadCollection, leadId: string): Promise<string | null> {
  if (collection === 'erpz-news-letters') {
    const doc = await payload.findByID({ collection, id: leadId, overrideAccess: true, disableErrors: true })
    return doc ? JSON.stringify({ data: { email: doc.email } }) : null
  }
  const doc = await payload.findByID({ collection, id: leadId, overrideAccess: true, disableErrors: true })
  if (!doc) return null
  const data: Record<string, string> = {
    name: doc.name,
    email: doc.email,
    company_name: doc.company_name,
    message: doc.message,
  }
  if (doc.kind === 'demo') {
    data.phone = doc.phone ?? ''
    data.preffered_slot = doc.preffered_slot ?? 'morning'
  }
  return JSON.stringify({ data })
}

async function setLeadStatus(payload: Payload, input: DeliveryInput, status: DeliveryStatus) {
  await payload.update({
    collection: input.collection,
    id: input.leadId,
    overrideAccess: true,
    data: { delivery_status: status, ...(status === 'delivered' ? { delivered_at: new Date().toISOString() } : {}) },
  })
}

export type AttemptSummary = { outcome: AttemptOutcome | 'skipped'; nextAttemptAt?: Date; statusCode?: number }

/**
 * One delivery attempt of a stored lead, recorded in `webhook-deliveries`. The caller (the job)
 * decides what a non-delivered outcome means for the queue.
 */
export async function attemptLeadDelivery(payload: Payload, input: DeliveryInput, attempt: number): Promise<AttemptSummary> {
  const url = webhookUrlFor(input.collection)
  const body = url ? await webhookBody(payload, input.collection, input.leadId) : null
  if (!url || body === null) {
    if (url === undefined) await setLeadStatus(payload, input, 'not_configured').catch(() => {})
    return { outcome: 'skipped' }
  }
  const result = await postWebhook({ url, secret: env.WEBHOOK_SECRET, webhookId: input.webhookId, body })
  const delivered = result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300
  const lastAttempt = attempt > deliveryRetry.attempts
  const outcome: AttemptOutcome = delivered ? 'delivered' : result.statusCode === 410 ? 'gone' : lastAttempt ? 'gave_up' : 'retrying'
  const nextAttemptAt =
    outcome === 'retrying' ? new Date(Date.now() + retryDelayMs(attempt, deliveryRetry.baseMs)) : undefined

  await payload.create({
    collection: 'webhook-deliveries',
    overrideAccess: true,
    data: {
      webhook_id: input.webhookId,
      lead_collection: input.collection,
      lead_id: input.leadId,
      url: new URL(url).origin + new URL(url).pathname,
      attempt,
      outcome,
      status_code: result.statusCode ?? null,
      error: result.error ?? null,
      duration_ms: result.durationMs,
      next_attempt_at: nextAttemptAt?.toISOString() ?? null,
    },
  })
  if (outcome === 'delivered') await setLeadStatus(payload, input, 'delivered')
  if (outcome === 'gone' || outcome === 'gave_up') await setLeadStatus(payload, input, 'failed')
  if (outcome !== 'delivered') {
    logger.warn(
      { webhookId: input.webhookId, attempt, statusCode: result.statusCode, error: result.error, outcome },
      'lead webhook delivery failed',
    )
  }
  return { outcome, nextAttemptAt, statusCode: result.statusCode }
}

/**
 * The queue task. Payload retries it (`retries.attempts`), at the time this handler sets on the
 * job: exponential backoff with jitter, never earlier than Payload's own backoff (decision 032).
 * A 410 cancels the job; nothing retries it.
 */
export const deliverLeadTask: TaskConfig<{ input: DeliveryInput; output: { outcome: string } }> = {
  slug: DELIVER_LEAD_TASK,
  label: 'Deliver lead webhook',
  retries: {
    attempts: env.WEBHOOK_RETRY_ATTEMPTS,
    backoff: { type: 'exponential', delay: env.WEBHOOK_RETRY_BASE_MS },
  },
  inputSchema: [
    { name: 'collection', type: 'text', required: true },
    { name: 'leadId', type: 'text', required: true },
    { name: 'webhookId', type: 'text', required: true },
  ],
  outputSchema: [{ name: 'outcome', type: 'text' }],
  handler: async ({ input, job, req }) => {
    const attempt = (job.totalTried ?? 0) + 1
    const result = await attemptLeadDelivery(req.payload, input, attempt)
    if (result.outcome === 'delivered' || result.outcome === 'skipped') return { output: { outcome: result.outcome } }
    if (result.outcome === 'gone') throw new JobCancelledError(`Webhook answered 410 Gone for ${input.webhookId}`)
    // Payload keeps a job's waitUntil when it is later than its own backoff: that is our jitter.
    if (result.nextAttemptAt) job.waitUntil = result.nextAttemptAt.toISOString()
    throw new Error(`Webhook delivery ${input.webhookId} failed (${result.statusCode ?? 'no answer'})`)
  },
}

/** Logged once when the server starts: which lead webhooks are not configured. */
export function logWebhookConfiguration(payload: Payload) {
  if (!env.LEAD_WEBHOOK_URL) {
    payload.logger.warn('LEAD_WEBHOOK_URL is not set: contact and demo leads are stored but not sent anywhere')
  }
  if (!env.NEWSLETTER_WEBHOOK_URL) {
    payload.logger.warn('NEWSLETTER_WEBHOOK_URL is not set: newsletter subscriptions are stored but not sent anywhere')
  }
}
