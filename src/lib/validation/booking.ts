import { isTimeZone } from '@/lib/scheduler/time'

import { DemoSchema } from './demo'
import * as z from './zod'

/** What the scheduler says when a slot went to someone else between showing and booking. */
export const SLOT_TAKEN_MESSAGE = 'This time was just taken. Please pick another time.'
export const SLOT_INVALID_MESSAGE = 'Please pick one of the available times.'
export const TIME_ZONE_MESSAGE = 'Please choose a valid time zone.'

const slotChoice = {
  start: z.string(SLOT_INVALID_MESSAGE).check(
    z.maxLength(40, SLOT_INVALID_MESSAGE),
    z.refine((value) => !Number.isNaN(Date.parse(value)), SLOT_INVALID_MESSAGE),
  ),
  timeZone: z.string(TIME_ZONE_MESSAGE).check(z.refine(isTimeZone, TIME_ZONE_MESSAGE)),
}

/** A demo booked in the scheduler: the demo form's own fields and messages, plus the chosen slot. */
export const DemoBookingSchema = z.extend(DemoSchema, slotChoice)

/** An onboarding call asks who is calling (the account's email is prefilled): the demo form's fields and messages. */
export const OnboardingCallSchema = z.pick(DemoSchema, { fullName: true, email: true, phoneNumber: true })
export const OnboardingBookingSchema = z.extend(OnboardingCallSchema, slotChoice)

/** Moving a booking through its signed link. */
export const RescheduleSchema = z.object(slotChoice)

export type DemoBookingInput = z.input<typeof DemoBookingSchema>
export type OnboardingBookingInput = z.input<typeof OnboardingBookingSchema>

/** The scheduler endpoints' answers. */
export type SlotsResponse = {
  ok: true
  timeZone: string
  days: Array<{ date: string; label: string; slots: Array<{ start: string; label: string }> }>
}
export type BookingConfirmation = {
  start: string
  end: string
  timeZone: string
  when: string
  hostName: string
  meeting: string
  status: 'confirmed' | 'cancelled'
}
export type BookingResponse =
  | { ok: true; booking: BookingConfirmation }
  | { ok: false; message: string; errors?: Record<string, string[]>; taken?: boolean; days?: SlotsResponse['days'] }
