import type { Payload, TypedUser } from 'payload'

import { hasRole } from '@/collections/access'
import { CANDIDATE_EMAIL_DEFAULTS, CANDIDATE_EMAILS } from '@/config/careers'
import { site } from '@/config/site'
import { candidateEmail, textsFrom } from '@/lib/candidate-emails'

import { CandidateEmailSender, type CandidateEmailPreview } from './candidate-email-sender'

/**
 * "Email the candidate" in an application's sidebar (issue 46): the recruiter picks one of the
 * CMS's candidate emails, reads it as the candidate will, and sends it through the outbox; the
 * history records it once sent.
 */
export async function CandidateEmailField({ data, payload, user }: { data?: { id?: number | string; name?: string; email?: string; opening?: unknown }; payload: Payload; user?: TypedUser | null }) {
  if (!user || !hasRole(user, 'recruiter', 'admin') || data?.id == null || !data.name) return null
  const asUser = { user, overrideAccess: false, depth: 0 } as const
  const texts = textsFrom((await payload.findGlobal({ slug: 'candidate-emails', ...asUser }).catch(() => null)) as Parameters<typeof textsFrom>[0])
  const openingId = typeof data.opening === 'object' && data.opening !== null ? (data.opening as { id: number }).id : (data.opening as number | undefined)
  const opening = openingId == null ? null : await payload.findByID({ collection: 'openings', id: openingId, ...asUser, disableErrors: true }).catch(() => null)
  const values = { candidate: data.name, role: opening?.title ?? 'the role', company: site.product }
  // The ones a recruiter sends by hand first; "received" went out on its own when they applied.
  const order = ['interview', 'rejection', ...CANDIDATE_EMAILS.filter((key) => key !== 'interview' && key !== 'rejection')] as const
  const previews: CandidateEmailPreview[] = 
    order.map((template) => ({ template, label: CANDIDATE_EMAIL_DEFAULTS[template].label, ...candidateEmail(texts[template], values) }))
  return <CandidateEmailSender applicationId={String(data.id)} to={data.email ?? ''} previews={previews} />
}
