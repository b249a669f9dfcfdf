import * as z from './zod'

import { emailField, MAX_LENGTH, tooLong } from './shared'

export const TIME_SLOTS = ['morning', 'noon', 'evening'] as const
export type TimeSlot = (typeof TIME_SLOTS)[number]
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  morning: 'Morning',
  noon: 'Afternoon',
  evening: 'Evening',
}
export const DEFAULT_TIME_SLOT: TimeSlot = 'morning'

/** Demo request form (SPEC §5). The message is labelled optional in the original yet needs 10 characters. */
export const DemoSchema = z.object({
  fullName: z
    .string()
    .trim()
    .min(2, 'Full name must be at least 2 characters.')
    .max(MAX_LENGTH.name, tooLong('Full name', MAX_LENGTH.name)),
  email: emailField,
  companyName: z
    .string()
    .trim()
    .min(2, 'Company name must be at least 2 characters')
    .max(MAX_LENGTH.company, tooLong('Company name', MAX_LENGTH.company)),
  phoneNumber: z
    .string()
    .trim()
    .max(MAX_LENGTH.phone, tooLong('Phone number', MAX_LENGTH.phone))
    .optional(),
  timeSlot: z.enum(TIME_SLOTS).default(DEFAULT_TIME_SLOT),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(MAX_LENGTH.message, tooLong('Message', MAX_LENGTH.message)),
})

export type DemoInput = z.input<typeof DemoSchema>
export type Demo = z.output<typeof DemoSchema>
