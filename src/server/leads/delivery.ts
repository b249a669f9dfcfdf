import 'server-only'

import type { Payload } from 'payload'

import type { DeliveryStatus } from '@/collections/leads/fields'
import type { AttemptOutcome } from '@/collections/leads/webhook-deliveries'
import { env } from '@/env'
import { logger } from '@/server/platform/log'
import { defineOutboxKind, type Settlement } from '@/server/platform/outbox'
import { retryDelayMs } from '@/server/platform/outbox/backoff'
import { postWebhook } from '@/server/platform/webhooks/deliver'

import { attributionPayload, type StoredAttribution } from './attribution'

/** The outbox kind of a lead's webhook delivery. */
export const LEAD_WEBHOOK_KIND = 'lead-webhook'
export type LeadCollection = 'erpz-demo-requests' | 'erpz-news-letters'
export const LEAD_COLLECTIONS: readonly LeadCollection[] = ['erpz-demo-requests', 'erpz-news-letters']
export type DeliveryInput = {
  collection: LeadCollection
  leadId: string
  webhookId: string
  /** Attempts already recorded for this lead before a redelivery (numbering continues). */
  attemptOffset?: number
  /** A newsletter address that left the list (decision 170); absent for the sign-up itself. */
  event?: 'unsubscribed'
}

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

type StoredLead = {
  id: number | string
  kind?: string
  name?: string
  email?: string
  company_name?: string
  message?: string
  phone?: string | null
  preffered_slot?: string | null
  source_page?: string | null
  attribution?: StoredAttribution
}

async function findLead(payload: Payload, collection: LeadCollection, leadId: string): Promise<StoredLead | null> {
  // The adapter directly: the delivery path runs per lead at full rate and needs no hooks.
  return payload.db.findOne<StoredLead>({ collection, where: { id: { equals: leadId } } })
}

type BookedSlot = { start: string; end: string; time_zone: string; host: { name: string; email: string } }

/**
 * A demo booked in the scheduler (issue 17) is a demo lead whose delivery also carries the slot:
 * start and end (ISO, UTC), the visitor's time zone and the host. Read at delivery time, so a
 * reschedule before delivery sends the new time; null for a form request or a cancelled booking.
 */
async function bookedSlot(payload: Payload, leadId: string): Promise<BookedSlot | null> {
  const booking = await payload.db.findOne<{ id: number | string; start: string; end: string; visitor_time_zone: string; host: number | string | null; status: string }>({
    collection: 'erpz-bookings',
    where: { lead: { equals: leadId } },
  })
  if (!booking || booking.status !== 'confirmed') return null
  const hostId = typeof booking.host === 'object' && booking.host ? (booking.host as { id: number | string }).id : booking.host
  const host = hostId == null ? null : await payload.db.findOne<{ id: number | string; name?: string | null; email: string }>({ collection: 'users', where: { id: { equals: hostId } } })
  return {
    start: new Date(booking.start).toISOString(),
    end: new Date(booking.end).toISOString(),
    time_zone: booking.visitor_time_zone,
    host: { name: host?.name || host?.email || '', email: host?.email ?? '' },
  }
}

/**
 * The original content-service payload (SPEC §7) rebuilt from the stored lead, plus a booked slot,
 * and next to `data` the lead's `attribution` (issue 29, additive).
 */
export async function webhookBody(
  payload: Payload,
  collection: LeadCollection,
  leadId: string,
  event?: DeliveryInput['event'],
): Promise<string | null> {
  const doc = await findLead(payload, collection, leadId)
  if (!doc) return null
  const attribution = attributionPayload(doc.attribution, doc.source_page)
  if (collection === 'erpz-news-letters') {
    // SPEC §7's { data: { email } }, sent once the address is confirmed, and `event` (additive).
    return JSON.stringify({ event: event ?? 'subscribed', data: { email: doc.email }, attribution })
  }
  const data: Record<string, string> = {
    name: doc.name ?? '',
    email: doc.email ?? '',
    company_name: doc.company_name ?? '',
    message: doc.message ?? '',
  }
  if (doc.kind === 'demo') {
    data.phone = doc.phone ?? ''
    data.preffered_slot = doc.preffered_slot ?? 'morning'
  }
  const slot = doc.kind === 'demo' ? await bookedSlot(payload, leadId) : null
  return JSON.stringify({ data: slot ? { ...data, slot } : data, attribution })
}

async function setLeadStatus(payload: Payload, input: DeliveryInput, status: DeliveryStatus) {
  await payload.db.updateOne({
    collection: input.collection,
    id: input.leadId,
    returning: false,
    data: { delivery_status: status, ...(status === 'delivered' ? { delivered_at: new Date().toISOString() } : {}) },
  })
}

/**
 * Receivers that answered 429 or 503 with Retry-After, until when: deliveries to them wait (without
 * spending an attempt) instead of adding to their load. Per process; other instances learn it from
 * their own attempts.
 */
const pausedReceivers = new Map<string, number>()

export type AttemptSummary = { outcome: AttemptOutcome | 'skipped' | 'paused'; retryAt?: Date; statusCode?: number }

/**
 * One delivery attempt of a stored lead, recorded in `webhook-deliveries`, and the lead's status
 * when the attempt settles it. `attempt` is 1-based; after `deliveryRetry.attempts` retries the
 * lead is marked failed (never dropped silently).
 */
export async function attemptLeadDelivery(payload: Payload, input: DeliveryInput, attempt: number): Promise<AttemptSummary> {
  const url = webhookUrlFor(input.collection)
  if (!url) {
    await setLeadStatus(payload, input, 'not_configured')
    return { outcome: 'skipped' }
  }
  const receiver = new URL(url).origin
  const pausedUntil = pausedReceivers.get(receiver) ?? 0
  if (pausedUntil > Date.now()) return { outcome: 'paused', retryAt: new Date(pausedUntil) }

  const body = await webhookBody(payload, input.collection, input.leadId, input.event)
  if (body === null) return { outcome: 'skipped' } // the lead was deleted meanwhile
  const result = await postWebhook({ url, secret: env.WEBHOOK_SECRET, webhookId: input.webhookId, body })
  const delivered = result.statusCode !== undefined && result.statusCode >= 200 && result.statusCode < 300
  const lastAttempt = attempt > deliveryRetry.attempts
  const outcome: AttemptOutcome = delivered ? 'delivered' : result.statusCode === 410 ? 'gone' : lastAttempt ? 'gave_up' : 'retrying'
  let retryAt: Date | undefined
  if (outcome === 'retrying') {
    const backoff = Date.now() + retryDelayMs(attempt, deliveryRetry.baseMs)
    const asked = result.retryAfterMs === undefined ? 0 : Date.now() + result.retryAfterMs
    if (asked && (result.statusCode === 429 || result.statusCode === 503)) {
      pausedReceivers.set(receiver, Math.max(asked, pausedReceivers.get(receiver) ?? 0))
    }
    retryAt = new Date(Math.max(backoff, asked))
  }
  const recordedAttempt = attempt + (input.attemptOffset ?? 0)

  await payload.db.create({
    collection: 'webhook-deliveries',
    returning: false,
    data: {
      webhook_id: input.webhookId,
      lead_collection: input.collection,
      lead_id: input.leadId,
      url: new URL(url).origin + new URL(url).pathname,
      attempt: recordedAttempt,
      outcome,
      status_code: result.statusCode ?? null,
      error: result.error ?? null,
      duration_ms: result.durationMs,
      next_attempt_at: retryAt?.toISOString() ?? null,
    },
  })
  if (outcome === 'delivered') await setLeadStatus(payload, input, 'delivered')
  if (outcome === 'gone' || outcome === 'gave_up') await setLeadStatus(payload, input, 'failed')
  if (outcome !== 'delivered') {
    logger.warn(
      { webhookId: input.webhookId, attempt: recordedAttempt, statusCode: result.statusCode, error: result.error, outcome },
      'lead webhook delivery failed',
    )
  }
  return { outcome, retryAt, statusCode: result.statusCode }
}

function parseDeliveryInput(value: unknown): DeliveryInput {
  const input = (typeof value === 'object' && value !== null ? value : {}) as Partial<Record<keyof DeliveryInput, unknown>>
  if (
    (input.collection !== 'erpz-demo-requests' && input.collection !== 'erpz-news-letters') ||
    typeof input.leadId !== 'string' ||
    typeof input.webhookId !== 'string'
  ) {
    throw new Error('not a lead delivery')
  }
  return {
    collection: input.collection,
    leadId: input.leadId,
    webhookId: input.webhookId,
    attemptOffset: typeof input.attemptOffset === 'number' ? input.attemptOffset : 0,
    ...(input.event === 'unsubscribed' ? { event: 'unsubscribed' as const } : {}),
  }
}

function settle(summary: AttemptSummary): Settlement {
  switch (summary.outcome) {
    case 'delivered':
    case 'skipped':
      return { status: 'done' }
    case 'gone':
      return { status: 'failed', error: 'HTTP 410: the receiver is gone' }
    case 'gave_up':
      return { status: 'failed', error: `gave up (last status ${summary.statusCode ?? 'no answer'})` }
    case 'paused':
      return { status: 'retry', at: summary.retryAt ?? new Date(), countAttempt: false, error: 'receiver asked to wait' }
    case 'retrying':
      return { status: 'retry', at: summary.retryAt ?? new Date(), error: `HTTP ${summary.statusCode ?? 'no answer'}` }
  }
}

export const leadWebhookJob = defineOutboxKind<DeliveryInput>(LEAD_WEBHOOK_KIND, {
  parse: parseDeliveryInput,
  run: async ({ payload, input, attempt }) => settle(await attemptLeadDelivery(payload, input, attempt)),
  maxAttempts: () => deliveryRetry.attempts + 1,
  retryBaseMs: () => deliveryRetry.baseMs,
})

/** Logged once when the server starts: which lead webhooks are not configured. */
export function logWebhookConfiguration(payload: Payload) {
  if (!env.LEAD_WEBHOOK_URL) {
    payload.logger.warn('LEAD_WEBHOOK_URL is not set: contact and demo leads are stored but not sent anywhere')
  }
  if (!env.NEWSLETTER_WEBHOOK_URL) {
    payload.logger.warn('NEWSLETTER_WEBHOOK_URL is not set: newsletter subscriptions are stored but not sent anywhere')
  }
}
