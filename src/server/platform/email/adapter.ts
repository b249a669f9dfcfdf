/**
 * Payload's email adapter: SMTP (nodemailer) when SMTP_URL is set, otherwise every email is
 * written to the server log, its links and codes masked, so local use works without a mail
 * server. A production server with a public address refuses to start without SMTP unless
 * ERPZ_LOG_MAIL=true says so (src/env.ts).
 */
import 'server-only'

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

/**
 * An email's text with whatever would let a reader act on it hidden: query values of links
 * (reset tokens, invitation codes) and any long token-like run.
 */
export function maskSecrets(text: string): string {
  return text.replace(/([?&][\w.-]+=)[^&\s]+/g, '$1…').replace(/[A-Za-z0-9_-]{24,}/g, (run) => `${run.slice(0, 4)}…`)
}

const logEmailAdapter =
  (from: string): EmailAdapter =>
  ({ payload }) => ({
    name: 'server-log',
    defaultFromAddress: from,
    defaultFromName: PRODUCT_NAME,
    sendEmail: async (message) => {
      payload.logger.info(
        { to: message.to, subject: message.subject, text: maskSecrets(String(message.text ?? '')) },
        'Email not sent: SMTP_URL is not configured; written to the log (links masked) instead',
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
