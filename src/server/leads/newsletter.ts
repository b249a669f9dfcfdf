import 'server-only'

import crypto from 'node:crypto'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { env } from '@/env'
import { perRecipient } from '@/server/auth/limits'
import { safeEqual } from '@/server/platform/safe-equal'
import { inTransaction } from '@/server/platform/db/transactions'
import { sendTemplateEmail } from '@/server/platform/email/send'
import { newsletterConfirmationEmail, publicLink } from '@/server/platform/email/templates'
import { logger } from '@/server/platform/log'
import { enqueue, defineOutboxKind, wakeOutbox } from '@/server/platform/outbox'
import { leadWebhookJob, webhookUrlFor } from './delivery'

import { NEWSLETTER } from './config'
import { insertLead } from './store'

/**
 * The newsletter's double opt-in (issue 29, decision 170). A sign-up is stored as `pending` and
 * mailed a signed confirmation link; only confirming sends the address to the newsletter webhook.
 * Every newsletter email carries a one-click unsubscribe (RFC 8058), which sends an `unsubscribed`
 * event to the webhook when the address had been sent there.
 */

const COLLECTION = 'erpz-news-letters'
export const NEWSLETTER_CONFIRM_MAIL_KIND = 'newsletter-confirm-mail'
const DAY_MS = 24 * 60 * 60 * 1000

type Subscriber = {
  id: number | string
  email: string
  status: 'pending' | 'confirmed' | 'unsubscribed'
  confirm_nonce?: string | null
  confirm_day?: string | null
  confirm_count?: number | null
  webhook_id?: string | null
}

let key: Buffer | undefined
function linkKey(): Buffer {
  key ??= Buffer.from(crypto.hkdfSync('sha256', env.PAYLOAD_SECRET, 'erpz', 'newsletter links v1', 32))
  return key
}
const mac = (value: string) => crypto.createHmac('sha256', linkKey()).update(value).digest('base64url')

/** `<id>.<expiresAtMs>.<mac>`, the mac over the sign-up's nonce too: confirming clears it, so a replay fails. */
export function confirmToken(subscriber: Pick<Subscriber, 'id' | 'confirm_nonce'>, now = Date.now()): string {
  const expires = now + NEWSLETTER.confirmLinkTtlMs
  return `${subscriber.id}.${expires}.${mac(`confirm.${subscriber.id}.${expires}.${subscriber.confirm_nonce ?? ''}`)}`
}

/** `<id>.<mac>` over the address: works for as long as the address is on the list. */
export function unsubscribeToken(subscriber: Pick<Subscriber, 'id' | 'email'>): string {
  return `${subscriber.id}.${mac(`unsubscribe.${subscriber.id}.${subscriber.email}`)}`
}

export const unsubscribeLink = (subscriber: Pick<Subscriber, 'id' | 'email'>) =>
  publicLink('/newsletter/unsubscribe', { token: unsubscribeToken(subscriber) })

const tokenId = (token: unknown): string | null => {
  if (typeof token !== 'string' || token.length > 200) return null
  const id = token.split('.')[0] ?? ''
  return /^\d{1,15}$/.test(id) ? id : null
}

async function findSubscriber(payload: Payload, where: Record<string, unknown>, req?: PayloadRequest) {
  return payload.db.findOne<Subscriber>({ collection: COLLECTION, where: where as never, req })
}

const today = (now: number) => new Date(now).toISOString().slice(0, 10)

/**
 * A sign-up (the form's token already checked and spent): stores the address as pending, or finds
 * it, and queues a confirmation email unless the address is confirmed or got its day's share.
 * Every case answers the same to the visitor.
 */
export async function subscribe(
  payload: Payload,
  email: string,
  origin: Record<string, unknown>,
  webhookId: string,
  now = Date.now(),
): Promise<'mailed' | 'already_subscribed' | 'limited'> {
  const req = await createLocalReq({}, payload)
  const existing = await findSubscriber(payload, { email: { equals: email } }, req)
  if (existing?.status === 'confirmed') return 'already_subscribed'
  const day = today(now)
  const sentToday = existing && existing.confirm_day === day ? Number(existing.confirm_count ?? 0) : 0
  if (sentToday >= NEWSLETTER.confirmationsPerDay) {
    logger.info({ subscriber: existing?.id }, 'newsletter confirmation not sent: daily limit for the address reached')
    return 'limited'
  }
  let createdId: string | undefined
  await inTransaction(
    req,
    async () => {
      let id: string
      if (existing) {
        id = String(existing.id)
        await payload.db.updateOne({
          collection: COLLECTION,
          id,
          req,
          returning: false,
          data: {
            confirm_day: day,
            confirm_count: sentToday + 1,
            // Coming back after leaving: a new sign-up, with new links and a new webhook id.
            ...(existing.status === 'unsubscribed'
              ? { status: 'pending', confirm_nonce: crypto.randomBytes(12).toString('base64url'), webhook_id: webhookId, ...origin }
              : {}),
          },
        })
      } else {
        id = createdId = await insertLead(
          payload,
          COLLECTION,
          {
            email,
            ...origin,
            status: 'pending',
            confirm_nonce: crypto.randomBytes(12).toString('base64url'),
            confirm_day: day,
            confirm_count: 1,
            webhook_id: webhookId,
            delivery_status: 'awaiting_confirmation',
          },
          req,
        )
      }
      await enqueue(payload, newsletterConfirmMailJob, { id }, { req })
    },
    { undo: async () => createdId && payload.delete({ collection: COLLECTION, id: createdId, overrideAccess: true }) },
  )
  wakeOutbox()
  return 'mailed'
}

/** The outbox job: mails the current confirmation link of a still-pending sign-up. */
export async function sendConfirmationMail(payload: Payload, id: string): Promise<void> {
  const subscriber = await findSubscriber(payload, { id: { equals: id } })
  if (!subscriber || subscriber.status !== 'pending' || !subscriber.confirm_nonce) return
  const confirmLink = publicLink('/newsletter/confirm', { token: confirmToken(subscriber) })
  await sendTemplateEmail(payload, subscriber.email, newsletterConfirmationEmail(confirmLink, unsubscribeLink(subscriber)), perRecipient)
}

export const newsletterConfirmMailJob = defineOutboxKind(NEWSLETTER_CONFIRM_MAIL_KIND, {
  parse: (input) => z.object({ id: z.string() }).parse(input),
  run: async ({ payload, input }) => {
    await sendConfirmationMail(payload, input.id)
    return { status: 'done' }
  },
  maxAttempts: () => 6,
  retryBaseMs: () => 5_000,
})

/** The pending sign-up a valid, unexpired confirmation link is for, or null. Changes nothing. */
async function pendingSignUpOf(payload: Payload, token: unknown, now: number, req?: PayloadRequest): Promise<(Subscriber & { nonce: string }) | null> {
  const id = tokenId(token)
  if (!id) return null
  const [, expires, given] = String(token).split('.')
  const expiresAt = Number(expires)
  if (!given || !Number.isSafeInteger(expiresAt) || expiresAt < now) return null
  const subscriber = await findSubscriber(payload, { id: { equals: id } }, req)
  if (!subscriber || subscriber.status !== 'pending' || !subscriber.confirm_nonce) return null
  if (!safeEqual(given, mac(`confirm.${subscriber.id}.${expiresAt}.${subscriber.confirm_nonce}`))) return null
  return { ...subscriber, nonce: subscriber.confirm_nonce }
}

/**
 * Whether a confirmation link would confirm: for the page its GET opens, which only asks for the
 * button's POST (a mail scanner that opens links confirms nobody, issue 42). Changes nothing.
 */
export async function checkConfirmLink(payload: Payload, token: unknown, now = Date.now()): Promise<'valid' | 'invalid'> {
  return (await pendingSignUpOf(payload, token, now)) ? 'valid' : 'invalid'
}

/**
 * A confirmation link's button pressed (a POST): a valid, unexpired link of a pending sign-up
 * confirms it and queues the address for the newsletter webhook, once. A replayed, expired, forged
 * or superseded link changes nothing.
 */
export async function confirmSubscription(payload: Payload, token: unknown, now = Date.now()): Promise<'confirmed' | 'invalid'> {
  const req = await createLocalReq({}, payload)
  const subscriber = await pendingSignUpOf(payload, token, now, req)
  if (!subscriber) return 'invalid'
  const id = String(subscriber.id)
  const configured = Boolean(webhookUrlFor(COLLECTION))
  const webhookId = subscriber.webhook_id ?? `msg_${crypto.randomBytes(16).toString('hex')}`
  const outcome = await inTransaction(req, async () => {
    // Only the request that clears the nonce confirms: the button pressed in two tabs confirms once.
    const updated = await payload.db.updateMany({
      collection: COLLECTION,
      where: { and: [{ id: { equals: id } }, { confirm_nonce: { equals: subscriber.nonce } }] },
      req,
      returning: true,
      data: {
        status: 'confirmed',
        confirm_nonce: null,
        confirmed_at: new Date(now).toISOString(),
        webhook_id: webhookId,
        delivery_status: configured ? 'pending' : 'not_configured',
      },
    })
    if (!updated?.length) return 'invalid' as const
    if (configured) await enqueue(payload, leadWebhookJob, { collection: COLLECTION, leadId: id, webhookId }, { req, dedupeKey: webhookId })
    return 'confirmed' as const
  })
  if (outcome === 'confirmed' && configured) wakeOutbox()
  return outcome
}

/**
 * Unsubscribes the address of a valid unsubscribe link (RFC 8058 one-click or the page's button).
 * An address the webhook had been sent gets an `unsubscribed` event there, once.
 */
export async function unsubscribe(payload: Payload, token: unknown, now = Date.now()): Promise<'unsubscribed' | 'invalid'> {
  const id = tokenId(token)
  if (!id) return 'invalid'
  const given = String(token).split('.')[1] ?? ''
  const req = await createLocalReq({}, payload)
  const subscriber = await findSubscriber(payload, { id: { equals: id } }, req)
  if (!subscriber || !safeEqual(given, mac(`unsubscribe.${subscriber.id}.${subscriber.email}`))) return 'invalid'
  if (subscriber.status === 'unsubscribed') return 'unsubscribed'
  const wasSent = subscriber.status === 'confirmed' && Boolean(webhookUrlFor(COLLECTION))
  await inTransaction(req, async () => {
    const updated = await payload.db.updateMany({
      collection: COLLECTION,
      where: { and: [{ id: { equals: id } }, { status: { equals: subscriber.status } }] },
      req,
      returning: true,
      data: { status: 'unsubscribed', confirm_nonce: null, unsubscribed_at: new Date(now).toISOString() },
    })
    if (updated?.length && wasSent) {
      const eventId = `${subscriber.webhook_id ?? `msg_${id}`}.unsubscribed`
      await enqueue(
        payload,
        leadWebhookJob,
        { collection: COLLECTION, leadId: id, webhookId: eventId, event: 'unsubscribed' },
        { req, dedupeKey: eventId },
      )
    }
  })
  if (wasSent) wakeOutbox()
  return 'unsubscribed'
}

export const CONFIRM_LINK_DAYS = NEWSLETTER.confirmLinkTtlMs / DAY_MS
