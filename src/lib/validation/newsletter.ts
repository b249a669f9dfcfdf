import * as z from './zod'

import { emailField } from './shared'

/** Newsletter subscription (SPEC §5): a required email. */
export const NewsletterSchema = z.object({ email: emailField })

export type NewsletterInput = z.input<typeof NewsletterSchema>
export type Newsletter = z.output<typeof NewsletterSchema>
