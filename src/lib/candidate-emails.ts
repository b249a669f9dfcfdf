import { CANDIDATE_EMAIL_DEFAULTS, CANDIDATE_EMAILS, type CandidateEmail } from '@/config/careers'

/**
 * The candidate emails' texts (issue 46) as the server sends them and the admin previews them:
 * what recruiters saved under HR ▸ Candidate emails, a blank one replaced by its default, with
 * `{candidate}`, `{role}` and `{company}` filled in.
 */

export type CandidateTexts = Record<CandidateEmail, { subject: string; body: string }>
type Saved = Partial<Record<CandidateEmail, { subject?: string | null; body?: string | null } | null>> | null | undefined

export function textsFrom(saved: Saved): CandidateTexts {
  return Object.fromEntries(
    CANDIDATE_EMAILS.map((key) => [
      key,
      { subject: saved?.[key]?.subject?.trim() || CANDIDATE_EMAIL_DEFAULTS[key].subject, body: saved?.[key]?.body?.trim() || CANDIDATE_EMAIL_DEFAULTS[key].body },
    ]),
  ) as CandidateTexts
}

export type Placeholders = { candidate: string; role: string; company: string }

/** `{candidate}`, `{role}` and `{company}` filled in; other braces are left as written. */
export function fillPlaceholders(text: string, values: Placeholders): string {
  return text.replace(/\{(candidate|role|company)\}/g, (_, key: keyof Placeholders) => values[key])
}

/** The email as the candidate reads it: the subject on one line, the body's paragraphs. */
export function candidateEmail(texts: CandidateTexts[CandidateEmail], values: Placeholders): { subject: string; paragraphs: string[] } {
  const subject = fillPlaceholders(texts.subject, values).replace(/[\r\n]+/g, ' ').trim()
  const paragraphs = fillPlaceholders(texts.body, values).split(/\n{2,}/).map((line) => line.trim()).filter(Boolean)
  return { subject, paragraphs }
}
