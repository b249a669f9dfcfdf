import 'server-only'

import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/validation/shared'
import { checkFormToken, spendFormToken } from './form-token'
import { logger } from '@/server/platform/log'

export type BotReason = 'honeypot' | 'token_invalid' | 'too_fast' | 'expired' | 'token_replayed'

/** What a form post stores (`lead`, `booking`, `application`) and what its log line should add. */
export type GuardedForm = { thing: string; details?: Record<string, unknown> }

function discarded(form: GuardedForm, reason: BotReason): BotReason {
  logger.info({ ...form.details, reason }, `${form.thing} discarded by spam checks`)
  return reason
}

/**
 * The bot checks every form endpoint runs before it reads the form (decision 186): `null` for a
 * human, else the reason, logged once. Each endpoint answers a bot as it always has.
 */
export function botReason(form: GuardedForm, fields: Record<string, unknown>, now = Date.now()): BotReason | null {
  // The honeypot must be sent and empty: our forms always send it, naive bots fill or drop it.
  if (fields[HONEYPOT_FIELD] !== '') return discarded(form, 'honeypot')
  const token = checkFormToken(fields[FORM_TOKEN_FIELD], now)
  if (token === 'ok') return null
  return discarded(form, token === 'invalid' ? 'token_invalid' : token)
}

/**
 * Spends the form's token on the one thing it stores, after the form was found valid: `null`, or
 * `token_replayed` (logged) when it stored something already.
 */
export async function replayReason(form: GuardedForm, token: string): Promise<'token_replayed' | null> {
  if (await spendFormToken(token)) return null
  discarded(form, 'token_replayed')
  return 'token_replayed'
}
