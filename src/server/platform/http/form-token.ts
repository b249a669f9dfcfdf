import 'server-only'

import crypto from 'node:crypto'

import { env } from '@/env'
import { safeEqual } from '@/server/platform/safe-equal'

import { Limit } from './rate-limit'

/** The form token every public form carries (decision 186): how young and how old it may be. */
export const FORM_TOKEN = {
  /** A human takes longer than this to fill any of the forms. */
  minFillMs: 2_000,
  /** A form token older than this is stale. */
  maxAgeMs: 24 * 60 * 60 * 1000,
} as const

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
  if (age < FORM_TOKEN.minFillMs) return 'too_fast'
  if (age > FORM_TOKEN.maxAgeMs) return 'expired'
  return 'ok'
}

/**
 * A stable digest of a token for `purpose`: the same token always gives the same hex, and no
 * other key gives it. Leads derive their webhook id from it (`leadWebhookIdFor`).
 */
export function formTokenDigest(token: string, purpose: string): string {
  return crypto.createHmac('sha256', tokenKey()).update(`${purpose} ${token}`).digest('hex')
}

/** A token stores one thing (a lead, a booking, an application): spent then, kept until it would expire. */
const spentTokens = new Limit({ name: 'form-token', points: 1, durationSeconds: Math.ceil(FORM_TOKEN.maxAgeMs / 1000) })

/** Marks a checked token as used; false when it already was (a replay). */
export async function spendFormToken(token: string): Promise<boolean> {
  return (await spentTokens.consume(token)).allowed
}

/** Gives a token back after its lead could not be stored, so the visitor's retry is not lost. */
export async function releaseFormToken(token: string): Promise<void> {
  await spentTokens.forget(token)
}
