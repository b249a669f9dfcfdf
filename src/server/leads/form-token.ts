import 'server-only'

import crypto from 'node:crypto'

import { env } from '@/env'
import { safeEqual } from '@/server/auth/safe-equal'
import { Limit } from '@/server/platform/http/rate-limit'

import { LEAD_LIMITS } from './config'

let key: Buffer | undefined
function tokenKey(): Buffer {
  key ??= Buffer.from(crypto.hkdfSync('sha256', env.PAYLOAD_SECRET, 'erpz', 'lead form token v1', 32))
  return key
}

function sign(payload: string): string {
  return crypto.createHmac('sha256', tokenKey()).update(payload).digest('base64url')
}

/** A token recording when the form was handed out: `<issuedAtMs>.<nonce>.<hmac>`. */
export function issueFormToken(now = Date.now()): string {
  const payload = `${now}.${crypto.randomBytes(9).toString('base64url')}`
  return `${payload}.${sign(payload)}`
}

export type FormTokenCheck = 'ok' | 'invalid' | 'too_fast' | 'expired'

export function checkFormToken(token: unknown, now = Date.now()): FormTokenCheck {
  if (typeof token !== 'string' || token.length > 200) return 'invalid'
  const parts = token.split('.')
  if (parts.length !== 3) return 'invalid'
  const [issued, nonce, mac] = parts as [string, string, string]
  if (!safeEqual(mac, sign(`${issued}.${nonce}`))) return 'invalid'
  const issuedAt = Number(issued)
  if (!Number.isSafeInteger(issuedAt)) return 'invalid'
  const age = now - issuedAt
  if (age < LEAD_LIMITS.minFillMs) return 'too_fast'
  if (age > LEAD_LIMITS.maxAgeMs) return 'expired'
  return 'ok'
}

/**
 * The webhook id of the lead a token stores, derived from the token (same shape as
 * `newWebhookId`). A visitor who posts again because the answer was lost (the server died between
 * storing the lead and answering, and `npm start` brought it back with the spent-token memory
 * empty) finds the lead already stored under this id instead of storing it twice (issue 30).
 */
export function leadWebhookIdFor(token: string): string {
  return `msg_${crypto.createHmac('sha256', tokenKey()).update(`lead webhook id ${token}`).digest('hex').slice(0, 32)}`
}

/** A token stores one lead: spent when its lead is stored, kept until it would expire anyway. */
const spentTokens = new Limit({ name: 'form-token', points: 1, durationSeconds: Math.ceil(LEAD_LIMITS.maxAgeMs / 1000) })

/** Marks a checked token as used; false when it already was (a replay). */
export async function spendFormToken(token: string): Promise<boolean> {
  return (await spentTokens.consume(token)).allowed
}

/** Gives a token back after its lead could not be stored, so the visitor's retry is not lost. */
export async function releaseFormToken(token: string): Promise<void> {
  await spentTokens.forget(token)
}
