/**
 * Payload's email adapter: SMTP (nodemailer) when SMTP_URL is set, otherwise every email is
 * written to the server log so development works without a mail server. Production start-up
 * refuses to run without SMTP when ERPZ_REQUIRE_SMTP=true (src/env.ts).
 */
import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'

export const PRODUCT_NAME = 'ERPZ'

/** `smtp://user:pass@host:port` / `smtps://...` → nodemailer SMTP options. */
export function smtpOptionsFromUrl(value: string) {
  const url = new URL(value)
  const secure = url.protocol === 'smtps:'
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    auth: url.username
      ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
      : undefined,
    // Plain smtp:// to a loopback relay (tests, local Mailpit) has no certificate to check.
    ignoreTLS: !secure && (url.hostname === '127.0.0.1' || url.hostname === 'localhost'),
  }
}

const logEmailAdapter =
  (from: string): EmailAdapter =>
  ({ payload }) => ({
    name: 'server-log',
    defaultFromAddress: from,
    defaultFromName: PRODUCT_NAME,
    sendEmail: async (message) => {
      payload.logger.info(
        { to: message.to, subject: message.subject, text: message.text },
        'Email not sent: SMTP_URL is not configured; written to the log instead',
      )
      return { accepted: message.to }
    },
  })

export function emailAdapter(smtpUrl: string | undefined, from: string) {
  if (!smtpUrl) return logEmailAdapter(from)
  return nodemailerAdapter({
    defaultFromAddress: from,
    defaultFromName: PRODUCT_NAME,
    transportOptions: smtpOptionsFromUrl(smtpUrl),
    skipVerify: true,
  })
}
