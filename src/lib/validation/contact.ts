import * as z from './zod'

import { emailField, MAX_LENGTH, tooLong, trimmedText } from './shared'

/** Contact form (SPEC §5), used by the browser form and again by the server. */
export const ContactSchema = z.object({
  name: trimmedText(2, 'Name must be at least 2 characters', MAX_LENGTH.name, tooLong('Name', MAX_LENGTH.name)),
  email: emailField,
  company: trimmedText(
    2,
    'Company name must be at least 2 characters',
    MAX_LENGTH.company,
    tooLong('Company name', MAX_LENGTH.company),
  ),
  message: trimmedText(
    10,
    'Message must be at least 10 characters',
    MAX_LENGTH.message,
    tooLong('Message', MAX_LENGTH.message),
    { multiline: true },
  ),
})

export type ContactInput = z.input<typeof ContactSchema>
export type Contact = z.output<typeof ContactSchema>
