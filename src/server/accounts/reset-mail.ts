import 'server-only'

import type { Payload } from 'payload'
import * as z from 'zod/mini'

import { perRecipient, recipientMail } from '@/server/auth/limits'
import { sendTemplateEmail } from '@/server/platform/email/send'
import { passwordResetEmail } from '@/server/platform/email/templates'
import { enqueue, defineOutboxKind, wakeOutbox } from '@/server/platform/outbox'

import { findAccountByEmail } from './accounts'
import { recordAuthEvent } from './audit'
import { RESET_TOKEN_TTL_MS } from './config'
import { hashToken, randomToken } from './tokens'

export const PASSWORD_RESET_MAIL_KIND = 'password-reset-mail'

const ResetMailInput = z.object({ email: z.string() })

/**
 * Forgot-password. The request does the same work for every address (an audit entry and a queued
 * mail job) and answers before any lookup, so neither its answer nor its timing tells whether an
 * account exists; the job, run by the outbox worker, mails a link only to a live account.
 */
export async function requestPasswordReset(payload: Payload, email: string, ip: string): Promise<void> {
  await recordAuthEvent(payload, { type: 'password_reset_requested', email, ip })
  await enqueue(payload, passwordResetMailJob, { email })
  wakeOutbox()
}

/** The mail job of a forgot-password request: a fresh single-use link for a live account. */
export async function sendPasswordResetMail(payload: Payload, email: string): Promise<void> {
  const account = await findAccountByEmail(payload, email)
  if (!account || account.isDeleted || !account.email) return
  // No link is made for a mail the recipient's daily budget would refuse anyway.
  if (!(await recipientMail.check(account.email.toLowerCase())).allowed) return
  const token = randomToken()
  await payload.create({
    collection: 'password-reset-tokens',
    data: { tokenHash: hashToken(token), account: account.id, expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS).toISOString(), isDeleted: false },
    depth: 0,
  })
  await sendTemplateEmail(payload, account.email, passwordResetEmail(token), perRecipient)
}

export const passwordResetMailJob = defineOutboxKind(PASSWORD_RESET_MAIL_KIND, {
  parse: (input) => ResetMailInput.parse(input),
  run: async ({ payload, input }) => {
    await sendPasswordResetMail(payload, input.email)
    return { status: 'done' }
  },
  // A mail server that is down for a while still gets the link out; the link itself lasts an hour.
  maxAttempts: () => 6,
  retryBaseMs: () => 10_000,
})
