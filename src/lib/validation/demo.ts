import * as z from './zod'

import { DEFAULT_TIME_SLOT, TIME_SLOTS } from './demo-slots'
import { companyNameField, emailField, leadMessageField, MAX_LENGTH, singleLine, tooLong, trimmedText } from './shared'

export { DEFAULT_TIME_SLOT, TIME_SLOT_LABELS, TIME_SLOTS, type TimeSlot } from './demo-slots'

/** Demo request form (SPEC §5). The message is labelled optional in the original yet needs 10 characters. */
export const DemoSchema = z.object({
  fullName: trimmedText(
    2,
    'Full name must be at least 2 characters.',
    MAX_LENGTH.name,
    tooLong('Full name', MAX_LENGTH.name),
  ),
  email: emailField,
  companyName: companyNameField,
  phoneNumber: z.optional(
    z.string().check(z.overwrite(singleLine), z.trim(), z.maxLength(MAX_LENGTH.phone, tooLong('Phone number', MAX_LENGTH.phone))),
  ),
  timeSlot: z._default(z.enum(TIME_SLOTS), DEFAULT_TIME_SLOT),
  message: leadMessageField,
})

export type DemoInput = z.input<typeof DemoSchema>
export type Demo = z.output<typeof DemoSchema>
