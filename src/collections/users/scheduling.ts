import type { Field } from 'payload'

import { SCHEDULER } from '@/config/behaviour'
import { isTimeZone, parseClock } from '@/lib/scheduler/time'

export const WEEKDAYS = [
  { value: '1', label: 'Monday' },
  { value: '2', label: 'Tuesday' },
  { value: '3', label: 'Wednesday' },
  { value: '4', label: 'Thursday' },
  { value: '5', label: 'Friday' },
  { value: '6', label: 'Saturday' },
  { value: '7', label: 'Sunday' },
] as const

const clock = (value: unknown) => (typeof value === 'string' && parseClock(value) !== null) || 'Use 24-hour time, e.g. 09:00 or 17:30.'

/**
 * A sales user's hosting settings for the built-in scheduler (issue 17, decision 111). Empty
 * weekly hours mean the office hours of the typed config. Shown to sales (and admins) only.
 */
export const schedulingField: Field = {
  name: 'scheduling',
  type: 'group',
  label: 'Demo scheduling',
  admin: {
    condition: (data) => Array.isArray(data?.roles) && data.roles.includes('sales'),
    description:
      'Sales users host demos and onboarding calls booked on the website. Times are in your own time zone; without weekly hours, office hours (Monday to Friday 9:00–18:00 PST) apply.',
  },
  fields: [
    {
      name: 'timeZone',
      type: 'text',
      label: 'Time zone (IANA, e.g. Asia/Kolkata)',
      defaultValue: SCHEDULER.officeTimeZone,
      validate: (value: unknown) => !value || (typeof value === 'string' && isTimeZone(value)) || 'Enter an IANA time zone such as Asia/Kolkata or America/Los_Angeles.',
    },
    {
      name: 'bufferMinutes',
      type: 'number',
      label: 'Buffer after each meeting (minutes)',
      min: 0,
      max: 240,
      defaultValue: SCHEDULER.defaultBufferMinutes,
    },
    {
      name: 'weeklyHours',
      type: 'array',
      label: 'Weekly availability',
      labels: { singular: 'Time window', plural: 'Time windows' },
      fields: [
        { name: 'day', type: 'select', required: true, options: WEEKDAYS.map((d) => ({ ...d })) },
        { name: 'start', type: 'text', required: true, validate: clock, admin: { placeholder: '09:00' } },
        {
          name: 'end',
          type: 'text',
          required: true,
          admin: { placeholder: '18:00' },
          validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) => {
            const ok = clock(value)
            if (ok !== true) return ok
            const start = typeof siblingData.start === 'string' ? parseClock(siblingData.start) : null
            return start === null || (parseClock(value as string) ?? 0) > start || 'The end must be after the start.'
          },
        },
      ],
    },
    {
      name: 'blockedDates',
      type: 'array',
      label: 'Blocked dates (no meetings on these days)',
      labels: { singular: 'Blocked date', plural: 'Blocked dates' },
      fields: [
        {
          name: 'date',
          type: 'text',
          required: true,
          admin: { placeholder: '2026-12-25' },
          validate: (value: unknown) =>
            (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`))) ||
            'Use the form YYYY-MM-DD.',
        },
      ],
    },
  ],
}
