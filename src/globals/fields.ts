/** Fields and validation shared by the header, footer and site-settings globals. */
import type { ArrayField, Field, TextareaField, TextFieldSingleValidation } from 'payload'

import { pathListProblem } from '../lib/live-help/hidden-on'
import { isSitePath } from '../lib/site-path'

const MAX_HREF = 500

/**
 * A link a visitor can follow: a path on this site ("/pricing", "/solutions#plan") or an https URL.
 * Anything else (http:, javascript:, a bare word, a path with spaces) is refused in words.
 */
export function linkProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'A link is required: a path starting with / (e.g. /pricing) or an https:// URL.'
  if (value !== value.trim() || /\s/.test(value)) return 'A link cannot contain spaces.'
  if (value.length > MAX_HREF) return `A link can be at most ${MAX_HREF} characters long.`
  // Browsers read "\" as "/": "/\evil.example" is another site's address, not a path of this one.
  if (value.startsWith('/') || value.startsWith('\\')) {
    return !value.includes('\\') && isSitePath(value) ? null : 'A link must be a path starting with a single / and using forward slashes (e.g. /pricing) or an https:// URL.'
  }
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return 'A link must be a path starting with / (e.g. /pricing) or an https:// URL.'
  }
  if (url.protocol !== 'https:') return `A link must be a path starting with / or an https:// URL, not ${url.protocol.replace(/:$/, '')}:.`
  return null
}

/** An https:// address only (social profiles, the map): no paths on this site. */
export function httpsProblem(value: unknown): string | null {
  if (typeof value === 'string' && value.startsWith('/')) return 'This must be a full https:// URL, e.g. https://www.linkedin.com/company/erpz.'
  return linkProblem(value)
}

export const validLink: TextFieldSingleValidation = (value) => linkProblem(value) ?? true
/** One path of this site per line (`/blog/*` for a whole section). */
export const validPathList: NonNullable<TextareaField['validate']> = (value) => pathListProblem(value) ?? true
export const validHttps: TextFieldSingleValidation = (value) => httpsProblem(value) ?? true

const EMAIL = /^[^\s@<>()",;:]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i
export const validEmail: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && value.length <= 254 && EMAIL.test(value) ? true : 'Enter an email address such as hello@erpz.in.'

export const validPhone: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && /^\+\d[\d ]{6,20}$/.test(value)
    ? true
    : 'Enter the phone number with its country code, digits and spaces only, e.g. +91 40 4852 7100.'

export const validClock: TextFieldSingleValidation = (value) =>
  typeof value === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? true : 'Enter a time as HH:MM on a 24-hour clock, e.g. 09:00 or 18:00.'

export const validTimeZone: TextFieldSingleValidation = (value) => {
  if (typeof value !== 'string' || value === '') return 'Enter a time zone such as Asia/Kolkata or America/Los_Angeles.'
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return `"${value}" is not a time zone. Use a name such as Asia/Kolkata or America/Los_Angeles.`
  }
}

/** A short visible text (a label, a heading). */
export const label = (name: string, extra: Partial<Field> = {}): Field =>
  ({ name, type: 'text', required: true, maxLength: 60, ...extra }) as Field

/** One link: the words a visitor reads and where it goes. */
export const linkFields = (labelMax = 60): Field[] => [
  { name: 'label', type: 'text', required: true, maxLength: labelMax },
  {
    name: 'href',
    label: 'Link',
    type: 'text',
    required: true,
    maxLength: MAX_HREF,
    validate: validLink,
    admin: { description: 'A path on this site starting with / (e.g. /pricing) or an https:// URL.' },
  },
]

export const linkList = (name: string, { minRows = 1, maxRows = 12, labelSingular = 'Link' } = {}): ArrayField => ({
  name,
  type: 'array',
  required: true,
  minRows,
  maxRows,
  labels: { singular: labelSingular, plural: `${labelSingular}s` },
  fields: [{ type: 'row', fields: linkFields() }],
})
