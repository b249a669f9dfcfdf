import * as z from './zod'

import { emailField, MAX_LENGTH, tooLong, trimmedText } from './shared'

/** Every refusal of the apply form, by code: the code travels in the redirect, the page shows the words. */
export const APPLY_MESSAGES = {
  name: 'Please enter your name (at least 2 characters).',
  email: 'Please enter a valid email address.',
  phone: 'Please enter a phone number of digits, spaces, +, - and brackets (at most 30 characters).',
  link: 'Your LinkedIn or portfolio must be a web address starting with https:// or http://.',
  coverNote: 'Please write a cover note of 20 to 4,000 characters.',
  consent: 'Please agree to the privacy policy so we can process your application.',
  cv_missing: 'Please attach your CV.',
  cv_empty: 'The CV you attached is empty. Please choose the file again.',
  cv_too_large: 'Your CV is larger than 5 MB. Please attach a smaller file.',
  cv_type: 'Your CV must be a PDF, DOC or DOCX file. The file you attached is not one, whatever its name says.',
  cv_damaged: 'Your PDF could not be read: it looks damaged or cut off. Please save or export it again and attach the new file.',
  closed: 'This role is closed and no longer takes applications.',
  expired: 'The form was open too long. Please send it again.',
  rate_limited: 'Too many applications from your connection. Please try again in a few minutes.',
  invalid: 'The application could not be read. Please send the form again.',
  failed: 'The application could not be saved. Please try again.',
} as const

export type ApplyErrorCode = keyof typeof APPLY_MESSAGES

export const isApplyErrorCode = (value: string): value is ApplyErrorCode => Object.hasOwn(APPLY_MESSAGES, value)

/** The apply form's text fields, checked on the server. */
export const ApplicationSchema = z.object({
  name: trimmedText(2, APPLY_MESSAGES.name, MAX_LENGTH.name, tooLong('Name', MAX_LENGTH.name)),
  email: emailField,
  // The form sends every field; an optional one left empty arrives as ''.
  phone: z.string().check(z.trim(), z.maxLength(30, APPLY_MESSAGES.phone), z.regex(/^[\d\s+()-]*$/, APPLY_MESSAGES.phone)),
  link: z
    .string()
    .check(
      z.trim(),
      z.maxLength(300, APPLY_MESSAGES.link),
      z.refine((value) => value === '' || (/^https?:\/\//i.test(value) && URL.canParse(value)), APPLY_MESSAGES.link),
    ),
  coverNote: trimmedText(20, APPLY_MESSAGES.coverNote, 4000, APPLY_MESSAGES.coverNote, { multiline: true }),
  consent: z.literal('yes', APPLY_MESSAGES.consent),
})

export type ApplicationInput = z.output<typeof ApplicationSchema>
