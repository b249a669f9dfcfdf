import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { env } from '@/env'
import { perRecipient } from '@/server/auth/limits'
import { sendTemplateEmail } from '@/server/platform/email/send'
import { type EmailContent, publicLink } from '@/server/platform/email/templates'
import { PRODUCT_NAME } from '@/server/platform/email/adapter'
import { enqueue, defineOutboxKind } from '@/server/platform/outbox'

import { signWithdrawal } from './withdraw-token'

export const CAREERS_MAIL_KIND = 'careers-mail'

const Input = z.object({ applicationId: z.string(), recipient: z.enum(['contact', 'applicant']) })
type Input = z.infer<typeof Input>

/** Queues the hiring contact's and the applicant's mail of one application, in the caller's transaction. */
export async function queueApplicationMails(payload: Payload, applicationId: string, req?: PayloadRequest): Promise<void> {
  for (const recipient of ['contact', 'applicant'] as const) {
    await enqueue(payload, careersMailJob, { applicationId, recipient }, { req, dedupeKey: `application:${applicationId}:${recipient}` })
  }
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

function render(title: string, lines: string[], action: { label: string; href: string } | null, footer: string): EmailContent {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;color:#0f172a">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px"><tr><td>
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">${escapeHtml(PRODUCT_NAME)}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${lines.map((line) => `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(line)}</p>`).join('')}
${action ? `<p style="margin:24px 0"><a href="${escapeHtml(action.href)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#475569">If the button does not work, copy this link into your browser:<br>${escapeHtml(action.href)}</p>` : ''}
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</td></tr></table></body></html>`
  const text = `${title}\n\n${lines.join('\n\n')}\n${action ? `\n${action.label}: ${action.href}\n` : ''}\n${footer}\n`
  return { subject: title, html, text }
}

type StoredApplication = { id: number | string; name: string; email: string; phone?: string | null; link?: string | null; coverNote: string; createdAt: string; opening: number | string | { id: number | string } }
type StoredOpening = { id: number | string; title: string; hiringContact: string; slug: string }

/** The mail one recipient gets for one application. */
export function applicationMail(application: StoredApplication, opening: StoredOpening, recipient: Input['recipient']): { to: string; content: EmailContent } {
  const subjectRole = opening.title.replace(/[\r\n]+/g, ' ')
  if (recipient === 'contact') {
    const content = render(
      `New application: ${subjectRole}`,
      [
        `${application.name} applied for ${opening.title}.`,
        `Email: ${application.email}${application.phone ? `\nPhone: ${application.phone}` : ''}${application.link ? `\nLinkedIn or portfolio: ${application.link}` : ''}`,
        `Cover note:\n${application.coverNote}`,
        'The CV is in the CMS, with the application.',
      ],
      { label: 'Open the application', href: `${env.PUBLIC_URL}/admin/collections/job-applications/${application.id}` },
      'You get this email because you are the hiring contact of this role.',
    )
    return { to: opening.hiringContact, content }
  }
  const withdraw = publicLink('/careers/withdraw', { a: String(application.id), s: signWithdrawal(String(application.id), application.createdAt) })
  const content = render(
    `We received your application: ${subjectRole}`,
    [
      `Hello ${application.name},`,
      `Thank you for applying for ${opening.title} at ${PRODUCT_NAME}. We read every application and will reply by email.`,
      'You can withdraw your application and delete your data, CV included, at any time with the link below.',
    ],
    { label: 'Withdraw and delete my application', href: withdraw },
    `We keep applications for ${env.ERPZ_CAREERS_RETENTION_DAYS} days after the role closes, then delete them.`,
  )
  return { to: application.email, content }
}

/** Sends one application mail; a throw is retried by the outbox (never lost). */
export async function sendApplicationMail(payload: Payload, input: Input): Promise<'sent' | 'skipped'> {
  const application = await payload.db.findOne<StoredApplication>({ collection: 'job-applications', where: { id: { equals: input.applicationId } } })
  if (!application) return 'skipped' // withdrawn or deleted before its mail went out
  const openingId = typeof application.opening === 'object' ? application.opening.id : application.opening
  const opening = await payload.db.findOne<StoredOpening>({ collection: 'openings', where: { id: { equals: openingId } } })
  if (!opening) return 'skipped'
  const { to, content } = applicationMail(application, opening, input.recipient)
  await sendTemplateEmail(payload, to, content, perRecipient)
  return 'sent'
}

export const careersMailJob = defineOutboxKind(CAREERS_MAIL_KIND, {
  parse: (input) => Input.parse(input),
  run: async ({ payload, input }) => {
    await sendApplicationMail(payload, input)
    return { status: 'done' }
  },
  maxAttempts: () => 8,
  retryBaseMs: () => 15_000,
})
