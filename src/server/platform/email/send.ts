import 'server-only'

import type { Payload } from 'payload'

import { EmailSchema } from '@/lib/validation/auth'
import { ApiError } from '@/server/platform/api/errors'
import type { Limit } from '@/server/platform/http/rate-limit'

import type { EmailContent } from './templates'

/**
 * Who may be mailed how often: every address a visitor or user can type is counted against the
 * caller's per-recipient limit (refused with `refusal`, a 429); only our own team's configured
 * addresses (sales alerts) are `internal`. Required, so no new caller forgets the limit.
 */
export type RecipientGuard = { internal: true } | { limit: Limit; refusal: string }

/**
 * Sends one of our templates to one validated address. The address must be a plain email
 * (no display name, no CR/LF), so nothing a user types can add headers or recipients.
 */
export async function sendTemplateEmail(payload: Payload, to: string, content: EmailContent, guard: RecipientGuard): Promise<void> {
  const parsed = EmailSchema.safeParse(to)
  if (!parsed.success || /[\r\n,;<>"]/.test(to)) throw new Error('Refusing to send email to an invalid address')
  if (/[\r\n]/.test(content.subject)) throw new Error('Refusing to send an email subject with a line break')
  // Nobody can make us flood one inbox, whichever account or endpoint asks.
  if ('limit' in guard && !(await guard.limit.consume(parsed.data.toLowerCase())).allowed) throw new ApiError('rate_limited', guard.refusal)
  await payload.sendEmail({
    to: parsed.data,
    subject: content.subject,
    html: content.html,
    text: content.text,
    ...(content.headers ? { headers: content.headers } : {}),
  })
}
