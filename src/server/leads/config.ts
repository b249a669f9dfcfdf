import 'server-only'

/** Lead endpoint limits the spec leaves open (SPEC §9 "not shown"); see decision 030. */
export const LEAD_LIMITS = {
  /** Lead posts per client address per window. */
  rateLimit: { points: 10, durationSeconds: 60 },
  /** Largest accepted request body; the biggest valid demo request is about 6 KB. */
  maxBodyBytes: 16 * 1024,
} as const

/** The newsletter's double opt-in (decision 170). */
export const NEWSLETTER = {
  /** A confirmation link works this long after its email was sent. */
  confirmLinkTtlMs: 7 * 24 * 60 * 60 * 1000,
  /** Confirmation emails to one address per day (UTC): the form cannot mail-bomb anyone. */
  confirmationsPerDay: 3,
} as const
