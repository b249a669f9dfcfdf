/**
 * Careers (issue 27): the apply form's limits and the pipeline. The retention period is set by
 * ERPZ_CAREERS_RETENTION_DAYS (src/env.ts, default 180 days after a role closes).
 */
export const CAREERS = {
  /** Largest CV accepted, enforced while the upload streams in. */
  maxCvBytes: 5 * 1024 * 1024,
  /** A request body larger than this is refused before it is read (a CV plus the form's text). */
  maxBodyBytes: 5 * 1024 * 1024 + 64 * 1024,
  /** Applications per client address per window. */
  rateLimit: { points: 5, durationSeconds: 600 },
  maxCoverNoteChars: 4000,
} as const

/** The CV types accepted, as detected from the file's bytes (never its name or the browser's type). */
export const CV_TYPES: Record<string, { ext: string; label: string }> = {
  'application/pdf': { ext: 'pdf', label: 'PDF' },
  // Word 97–2003 is a Compound File Binary container; file-type names it by its container, so the
  // apply handler also demands a WordDocument stream (src/server/careers/word-document.ts).
  'application/x-cfb': { ext: 'doc', label: 'DOC' },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { ext: 'docx', label: 'DOCX' },
}

export const APPLICATION_STATUSES = ['new', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

export const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN'] as const
export const WORKPLACE_TYPES = ['on-site', 'hybrid', 'remote'] as const

/**
 * The emails a candidate gets (issue 46), edited by recruiters under HR ▸ Candidate emails. "Received"
 * goes out on its own when someone applies (with the withdrawal link below it); the others are sent
 * from an application. Placeholders: {candidate}, {role}, {company}. A blank field falls back to
 * the text here.
 */
export const CANDIDATE_EMAILS = ['received', 'interview', 'rejection'] as const
export type CandidateEmail = (typeof CANDIDATE_EMAILS)[number]
export const CANDIDATE_EMAIL_PLACEHOLDERS = ['candidate', 'role', 'company'] as const
export const CANDIDATE_EMAIL_DEFAULTS: Record<CandidateEmail, { label: string; subject: string; body: string }> = {
  received: {
    label: 'Application received',
    subject: 'We received your application: {role}',
    body: 'Hello {candidate},\n\nThank you for applying for {role} at {company}. We read every application and will reply by email.',
  },
  interview: {
    label: 'Interview invite',
    subject: 'Interview for {role} at {company}',
    body: 'Hello {candidate},\n\nThank you for your application for {role}. We would like to meet you. Please reply to this email with two or three times that suit you next week, and we will send you an invitation.\n\nThe {company} hiring team',
  },
  rejection: {
    label: 'Rejection',
    subject: 'Your application for {role}',
    body: 'Hello {candidate},\n\nThank you for your interest in {role} and for the time you gave your application. We have decided not to move forward with it this time.\n\nWe wish you every success.\n\nThe {company} hiring team',
  },
}
