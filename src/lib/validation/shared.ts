import * as z from './zod'

import { EMAIL_MESSAGE, FORM_TOKEN_FIELD, HONEYPOT_FIELD, MAX_LENGTH, META_FIELD } from './messages'

export { EMAIL_MESSAGE, FORM_TOKEN_FIELD, HONEYPOT_FIELD, MAX_LENGTH, META_FIELD }

export const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`

/**
 * Control characters (C0, DEL, C1) are removed before anything is stored or sent: PostgreSQL
 * refuses U+0000 and SQLite cuts text at it, so without this the two databases would store and
 * deliver different text, or fail (decision 081). Single-line fields turn tabs and line breaks into
 * spaces; multi-line fields (messages) keep tab and newline, with CR LF made LF.
 */
const CONTROL_EXCEPT_TAB_NEWLINE = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g
export const singleLine = (value: string): string =>
  value.replace(/[\t\n\r]+/g, ' ').replace(CONTROL_EXCEPT_TAB_NEWLINE, '')
export const multiLine = (value: string): string =>
  value.replace(/\r\n?/g, '\n').replace(CONTROL_EXCEPT_TAB_NEWLINE, '')

/** A trimmed string between `min` and `max` characters, with the form's own messages. */
export const trimmedText = (
  min: number,
  minMessage: string,
  max: number,
  maxMessage: string,
  { multiline = false }: { multiline?: boolean } = {},
) =>
  z
    .string()
    .check(z.overwrite(multiline ? multiLine : singleLine), z.trim(), z.minLength(min, minMessage), z.maxLength(max, maxMessage))

/** The company and message fields the contact and demo forms share (SPEC §9 minimums). */
export const companyNameField = trimmedText(
  2,
  'Company name must be at least 2 characters',
  MAX_LENGTH.company,
  tooLong('Company name', MAX_LENGTH.company),
)
export const leadMessageField = trimmedText(
  10,
  'Message must be at least 10 characters',
  MAX_LENGTH.message,
  tooLong('Message', MAX_LENGTH.message),
  { multiline: true },
)

export const emailField = z.pipe(
  z.string(EMAIL_MESSAGE).check(z.trim(), z.maxLength(MAX_LENGTH.email, tooLong('Email', MAX_LENGTH.email))),
  z.email(EMAIL_MESSAGE),
)

/** The one JSON shape of every lead endpoint's answer. */
export type LeadResponse = { ok: true } | { ok: false; message: string; errors?: Record<string, string[]> }
