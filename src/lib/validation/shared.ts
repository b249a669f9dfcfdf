import { z } from 'zod'

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
