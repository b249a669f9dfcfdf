import * as z from './zod'

import { companyNameField, emailField, leadMessageField, MAX_LENGTH, tooLong, trimmedText } from './shared'

/** Contact form (SPEC §5), used by the browser form and again by the server. */
export const ContactSchema = z.object({
  name: trimmedText(2, 'Name must be at least 2 characters', MAX_LENGTH.name, tooLong('Name', MAX_LENGTH.name)),
  email: emailField,
  company: companyNameField,
  message: leadMessageField,
})

export type ContactInput = z.input<typeof ContactSchema>
export type Contact = z.output<typeof ContactSchema>
