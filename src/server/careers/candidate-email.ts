import 'server-only'

import type { Endpoint, Payload, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { CANDIDATE_EMAIL_DEFAULTS, CANDIDATE_EMAILS, type CandidateEmail } from '@/config/careers'
import { candidateEmail, type CandidateTexts, textsFrom } from '@/lib/candidate-emails'
import { hasRole } from '@/collections/access'
import { idOf, withActivity } from '@/collections/careers/history'
import { CANDIDATE_EMAILS_SLUG } from '@/globals/candidate-emails'
import { perRecipient } from '@/server/auth/limits'
import { ApiError } from '@/server/platform/api/errors'
import { PRODUCT_NAME } from '@/server/platform/email/adapter'
import { sendTemplateEmail } from '@/server/platform/email/send'
import type { EmailContent } from '@/server/platform/email/templates'
import { formEnvelope, noStoreJson } from '@/server/platform/http/form-envelope'
import { defineOutboxKind, enqueueOnce, wakeOutbox } from '@/server/platform/outbox'

import { renderEmail } from '@/server/platform/email/layout'

/**
 * Emails to a candidate from their application (issue 46): the texts are the CMS's (HR ▸ Candidate
 * emails), filled in with the candidate's name, the role and the company, sent through the outbox
 * and recorded in the application's history once sent.
 */

/** The texts as saved (read with the server's access), a blank one replaced by its default. */
export async function candidateTexts(payload: Payload): Promise<CandidateTexts> {
  return textsFrom((await payload.findGlobal({ slug: CANDIDATE_EMAILS_SLUG, overrideAccess: true, depth: 0 }).catch(() => null)) as Parameters<typeof textsFrom>[0])
}

const FOOTER = `You get this email because you applied for a role at ${PRODUCT_NAME}.`

/** The message itself (HTML and text) of a candidate email. */
export const candidateMessage = (subject: string, paragraphs: string[], footer = FOOTER): EmailContent => renderEmail(subject, paragraphs, null, footer)

export const CANDIDATE_MAIL_KIND = 'candidate-mail'
const Input = z.object({
  applicationId: z.string(),
  template: z.enum(CANDIDATE_EMAILS),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  by: z.nullable(z.number()),
})
type Input = z.infer<typeof Input>

type StoredApplication = { id: number; name: string; email: string; opening: number | { id: number; title?: string } | null; activity?: Array<Record<string, unknown>> | null }

/** Sends one queued email and adds "<template> sent to <address>" to the application's history. */
async function sendCandidateMail(payload: Payload, input: Input): Promise<void> {
  const application = await payload.db.findOne<StoredApplication>({ collection: 'job-applications', where: { id: { equals: input.applicationId } } })
  if (!application) return // withdrawn or deleted meanwhile: nobody to write to
  await sendTemplateEmail(payload, input.to, candidateMessage(input.subject, input.body.split(/\n{2,}/).filter(Boolean)), perRecipient)
  const entry = { at: new Date().toISOString(), by: input.by, action: 'email', detail: `${CANDIDATE_EMAIL_DEFAULTS[input.template].label} sent to ${input.to}` }
  await payload.update({
    collection: 'job-applications',
    id: application.id,
    data: { activity: withActivity(application.activity, entry) } as never,
    overrideAccess: true,
    depth: 0,
  })
}

export const candidateMailJob = defineOutboxKind(CANDIDATE_MAIL_KIND, {
  parse: (input) => Input.parse(input),
  run: async ({ payload, input }) => {
    await sendCandidateMail(payload, input)
    return { status: 'done' }
  },
  maxAttempts: () => 8,
  retryBaseMs: () => 15_000,
})

/** What the recruiter sends: which email, and an id the page made for this send (a second click is the same send). */
const SendBody = z.object({ template: z.enum(['interview', 'rejection', 'received'] as const), sendId: z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/)) })

const refusals = formEnvelope({ unauthenticated: 'Please sign in.', forbidden: 'Only recruiters and admins can email candidates.', not_found: 'Application not found.' })

/** The email `template` for one application, as the recruiter previews and the candidate gets it. */
export async function previewFor(payload: Payload, application: { name: string; opening: unknown }, template: CandidateEmail, texts?: CandidateTexts) {
  const openingId = idOf(application.opening)
  const opening = openingId == null ? null : await payload.db.findOne<{ id: number; title?: string }>({ collection: 'openings', where: { id: { equals: openingId } } })
  return candidateEmail((texts ?? (await candidateTexts(payload)))[template], { candidate: application.name, role: opening?.title ?? 'the role', company: PRODUCT_NAME })
}

async function sendFromApplication(req: PayloadRequest): Promise<Response> {
  if (!req.user) return refusals.render(new ApiError('unauthenticated'))
  if (!hasRole(req.user, 'recruiter', 'admin')) return refusals.render(new ApiError('forbidden'))
  let raw: unknown
  try {
    raw = await req.json?.()
  } catch {
    return refusals.render(new ApiError('bad_request', 'The request must be JSON: { "template": "interview", "sendId": "…" }.'))
  }
  const parsed = SendBody.safeParse(raw)
  if (!parsed.success) return refusals.render(new ApiError('invalid_input', 'Choose which email to send (interview, rejection or received).'))
  const id = String(req.routeParams?.id ?? '')
  if (!/^\d{1,12}$/.test(id)) return refusals.render(new ApiError('not_found'))
  const application = await req.payload
    .findByID({ collection: 'job-applications', id, depth: 0, user: req.user, overrideAccess: false, disableErrors: true })
    .catch(() => null)
  if (!application) return refusals.render(new ApiError('not_found'))
  const label = CANDIDATE_EMAIL_DEFAULTS[parsed.data.template].label
  // The send id names one click of Send: the same id again (a retry after the network failed) is
  // the same send, queued once even when both arrive at the same moment.
  const dedupeKey = `candidate-mail:${id}:${parsed.data.sendId}`
  const content = await previewFor(req.payload, application, parsed.data.template)
  const by = req.user.collection === 'users' ? Number(req.user.id) : null
  const outcome = await enqueueOnce(
    req.payload,
    candidateMailJob,
    { applicationId: id, template: parsed.data.template, to: application.email, subject: content.subject, body: content.paragraphs.join('\n\n'), by },
    { dedupeKey, among: 'any' },
  )
  if (outcome === 'already_queued') return noStoreJson({ ok: true, message: `${label} already queued for ${application.email}.` })
  wakeOutbox()
  return noStoreJson({ ok: true, message: `${label} queued for ${application.email}. It shows in the history once sent.` })
}

/** `POST /api/job-applications/:id/email`: "Email the candidate" on an application. */
export const candidateEmailEndpoint: Endpoint = { path: '/:id/email', method: 'post', handler: sendFromApplication }
