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
