import 'server-only'

import { DateTime } from 'luxon'
import type { Payload } from 'payload'

import { SCHEDULER } from '@/config/behaviour'
import { LIVE_HELP_TEXTS } from '@/config/live-help'

export type Staffing = 'hours' | 'always' | 'never'

/** Whether `now` is within the scheduler's office hours, in the office's time zone (one source, src/config/behaviour.ts). */
export function withinOfficeHours(now: Date = new Date()): boolean {
  const local = DateTime.fromJSDate(now, { zone: SCHEDULER.officeTimeZone })
  const time = local.toFormat('HH:mm')
  return SCHEDULER.officeHours.some((hours) => hours.day === local.weekday && time >= hours.start && time < hours.end)
}

/** Live Help's published settings (site settings → Live Help): who answers, and the greeting. */
export async function liveHelpSettings(payload: Payload): Promise<{ staffing: Staffing; greeting: string }> {
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    draft: false,
    overrideAccess: true,
  })
  const live =
    (
      settings as {
        liveHelp?: { staffing?: string | null; greeting?: string | null }
      }
    ).liveHelp ?? {}
  const staffing: Staffing = live.staffing === 'always' || live.staffing === 'never' ? live.staffing : 'hours'
  return {
    staffing,
    greeting: live.greeting?.trim() || LIVE_HELP_TEXTS.greeting,
  }
}

/** Whether the team is on duty at `now` under `staffing`. */
export const staffedBy = (staffing: Staffing, now: Date = new Date()): boolean => (staffing === 'hours' ? withinOfficeHours(now) : staffing === 'always')

/** Whether the team is on duty now, as the site settings say. */
export async function isStaffed(payload: Payload, now: Date = new Date()): Promise<boolean> {
  return staffedBy((await liveHelpSettings(payload)).staffing, now)
}
