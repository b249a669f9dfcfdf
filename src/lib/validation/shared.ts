import * as z from './zod'

/** SPEC §5 wording, shared by every lead form. */
export const EMAIL_MESSAGE = 'Please enter a valid email address'

/** Upper bounds the spec leaves open: generous for people, small enough that nobody posts a megabyte. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 150,
  phone: 40,
  message: 5000,
} as const

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`

export const emailField = z
  .string(EMAIL_MESSAGE)
  .trim()
  .max(MAX_LENGTH.email, tooLong('Email', MAX_LENGTH.email))
  .pipe(z.email(EMAIL_MESSAGE))

/**
 * Envelope fields every lead post carries besides the form's own: the honeypot (must be present
 * and empty), the signed form token, and where the visitor came from.
 */
export const HONEYPOT_FIELD = 'website'
export const FORM_TOKEN_FIELD = 'formToken'
export const META_FIELD = 'meta'

export const LeadMetaSchema = z
  .object({
    sourcePage: z.string().max(300).optional(),
    referrer: z.string().max(1000).optional(),
    utm: z
      .object({
        source: z.string().max(200).optional(),
        medium: z.string().max(200).optional(),
        campaign: z.string().max(200).optional(),
        term: z.string().max(200).optional(),
        content: z.string().max(200).optional(),
      })
      .optional(),
  })
  .catch({})
export type LeadMeta = z.output<typeof LeadMetaSchema>

/** The one JSON shape of every lead endpoint's answer. */
export type LeadResponse = { ok: true } | { ok: false; message: string; errors?: Record<string, string[]> }
