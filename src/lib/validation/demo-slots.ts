/**
 * The demo request's preferred time slots (SPEC §5), apart from the schema so that the form can
 * show them without loading zod with the page (decision 067).
 */
export const TIME_SLOTS = ['morning', 'noon', 'evening'] as const
export type TimeSlot = (typeof TIME_SLOTS)[number]
export const TIME_SLOT_LABELS: Record<TimeSlot, string> = {
  morning: 'Morning',
  noon: 'Afternoon',
  evening: 'Evening',
}
export const DEFAULT_TIME_SLOT: TimeSlot = 'morning'
