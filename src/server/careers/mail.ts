import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { env } from '@/env'
import { perRecipient } from '@/server/auth/limits'
import { PRODUCT_NAME } from '@/server/platform/email/adapter'
import { sendTemplateEmail } from '@/server/platform/email/send'
import { type EmailContent, publicLink } from '@/server/platform/email/templates'
import { enqueue, defineOutboxKind } from '@/server/platform/outbox'

import { CANDIDATE_EMAIL_DEFAULTS } from '@/config/careers'

import { candidateEmail, type CandidateTexts } from '@/lib/candidate-emails'

import { candidateTexts } from './candidate-email'
import { renderEmail } from '@/server/platform/email/layout'
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

type StoredApplication = { id: number | string; name: string; email: string; phone?: string | null; link?: string | null; coverNote: string; createdAt: string; opening: number | string | { id: number | string } }
type StoredOpening = { id: number | string; title: string; hiringContact: string; slug: string }

/** The mail one recipient gets for one application. */
export function applicationMail(
  application: StoredApplication,
  opening: StoredOpening,
  recipient: Input['recipient'],
  texts: CandidateTexts,
): { to: string; content: EmailContent } {
  const subjectRole = opening.title.replace(/[\r\n]+/g, ' ')
  if (recipient === 'contact') {
    const content = renderEmail(
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
  // The recruiters' text (HR ▸ Candidate emails), then the withdrawal link, which is always there.
  const received = candidateEmail(texts.received, { candidate: application.name, role: opening.title, company: PRODUCT_NAME })
  const content = renderEmail(
    received.subject,
    [...received.paragraphs, 'You can withdraw your application and delete your data, CV included, at any time with the link below.'],
    { label: 'Withdraw and delete my application', href: withdraw },
    `We keep applications for ${env.ERPZ_CAREERS_RETENTION_DAYS} days after the role closes, then delete them.`,
  )
  return { to: application.email, content }
}

/** The texts as shipped, for the hiring contact's mail (which uses none of them). */
const DEFAULT_TEXTS = CANDIDATE_EMAIL_DEFAULTS as CandidateTexts

/** Sends one application mail; a throw is retried by the outbox (never lost). */
export async function sendApplicationMail(payload: Payload, input: Input): Promise<'sent' | 'skipped'> {
  const application = await payload.db.findOne<StoredApplication>({ collection: 'job-applications', where: { id: { equals: input.applicationId } } })
  if (!application) return 'skipped' // withdrawn or deleted before its mail went out
  const openingId = typeof application.opening === 'object' ? application.opening.id : application.opening
  const opening = await payload.db.findOne<StoredOpening>({ collection: 'openings', where: { id: { equals: openingId } } })
  if (!opening) return 'skipped'
  const { to, content } = applicationMail(application, opening, input.recipient, input.recipient === 'applicant' ? await candidateTexts(payload) : DEFAULT_TEXTS)
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
