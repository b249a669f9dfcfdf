import 'server-only'

import type { Payload } from 'payload'

import { EmailSchema } from '@/lib/validation/auth'
import { LIMIT_MESSAGES } from '@/server/accounts/config'
import { ApiError } from '@/server/platform/api/errors'
import { recipientMail } from '@/server/auth/limits'

import type { EmailContent } from './templates'

/**
 * Sends one of our templates to one validated address. The address must be a plain email
 * (no display name, no CR/LF), so nothing a user types can add headers or recipients.
 */
export async function sendTemplateEmail(
  payload: Payload,
  to: string,
  content: EmailContent,
  /** Our own team's configured addresses (sales alerts) are not counted against the per-recipient limit. */
  options: { internal?: boolean } = {},
): Promise<void> {
  const parsed = EmailSchema.safeParse(to)
  if (!parsed.success || /[\r\n,;<>"]/.test(to)) throw new Error('Refusing to send email to an invalid address')
  if (/[\r\n]/.test(content.subject)) throw new Error('Refusing to send an email subject with a line break')
  // Nobody can make us flood one inbox, whichever account or endpoint asks.
  if (!options.internal && !(await recipientMail.consume(parsed.data.toLowerCase())).allowed) throw new ApiError('rate_limited', LIMIT_MESSAGES.recipient)
  await payload.sendEmail({
    to: parsed.data,
    subject: content.subject,
    html: content.html,
    text: content.text,
    ...(content.headers ? { headers: content.headers } : {}),
  })
}
