import 'server-only'

import { DateTime } from 'luxon'

import { SCHEDULER } from '@/config/behaviour'
import { parseClock } from '@/lib/scheduler/time'

/** One host's hosting settings, read from their CMS user (office hours when they set none). */
export type HostSchedule = {
  id: string
  name: string
  email: string
  timeZone: string
  bufferMinutes: number
  /** ISO weekday 1–7 and HH:mm times in the host's zone. */
  weekly: ReadonlyArray<{ day: number; start: string; end: string }>
  /** YYYY-MM-DD in the host's zone. */
  blockedDates: ReadonlySet<string>
}

export type Busy = { start: Date; end: Date }

/**
 * The start times (UTC instants) a host can take a meeting of `minutes` between `from` and `to`.
 * Each availability window is walked from its start in steps of meeting + buffer, in the host's own
 * zone with Luxon, so 09:00 stays 09:00 local across a DST change and a window that a change
 * shortens or lengthens yields one slot less or more. Every start lies on this grid, so two
 * bookings of one host at different grid starts never overlap (the unique host+start index is then
 * enough to make double booking impossible, decision 111). A slot overlapping a busy meeting plus
 * the buffer on either side is left out.
 */
export function hostSlots(host: HostSchedule, busy: readonly Busy[], from: Date, to: Date, minutes: number): Date[] {
  const zone = host.timeZone
  const step = minutes + Math.max(0, host.bufferMinutes)
  const bufferMs = Math.max(0, host.bufferMinutes) * 60_000
  const fromMs = from.getTime()
  const toMs = to.getTime()
  const out: Date[] = []
  let day = DateTime.fromJSDate(from, { zone }).startOf('day')
  const lastDay = DateTime.fromJSDate(to, { zone }).startOf('day')
  while (day <= lastDay) {
    const date = day.toISODate()
    if (date && !host.blockedDates.has(date)) {
      for (const window of host.weekly) {
        if (window.day !== day.weekday) continue
        const startMin = parseClock(window.start)
        const endMin = parseClock(window.end)
        if (startMin === null || endMin === null || endMin <= startMin) continue
        // Wall-clock times of that date; Luxon moves a time in a spring-forward gap to after it.
        const windowStart = day.set({ hour: Math.floor(startMin / 60), minute: startMin % 60 })
        const windowEnd = day.set({ hour: Math.floor(endMin / 60), minute: endMin % 60 })
        for (let t = windowStart; t.plus({ minutes }) <= windowEnd; t = t.plus({ minutes: step })) {
          const startMs = t.toMillis()
          const endMs = startMs + minutes * 60_000
          if (startMs < fromMs || startMs > toMs) continue
          const clash = busy.some((b) => startMs < b.end.getTime() + bufferMs && endMs > b.start.getTime() - bufferMs)
          if (!clash) out.push(new Date(startMs))
        }
      }
    }
    day = day.plus({ days: 1 })
  }
  return out.sort((a, b) => a.getTime() - b.getTime())
}

/** The window slots are offered in: from now plus the minimum notice to the horizon. */
export function bookingWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + SCHEDULER.minNoticeMinutes * 60_000),
    to: new Date(now.getTime() + SCHEDULER.horizonDays * 24 * 3600_000),
  }
}

export type DaySlots = { date: string; label: string; slots: Array<{ start: string; label: string }> }

/**
 * Start instants grouped by the visitor's calendar day in `timeZone`, with labels in that zone:
 * what the scheduler shows. The browser gets the labels ready, so it needs no date library.
 */
export function groupByDay(starts: readonly Date[], timeZone: string): DaySlots[] {
  const days = new Map<string, DaySlots>()
  for (const start of starts) {
    const local = DateTime.fromJSDate(start, { zone: timeZone }).setLocale('en-US')
    const date = local.toISODate()!
    let day = days.get(date)
    if (!day) {
      day = { date, label: local.toFormat('cccc, LLLL d'), slots: [] }
      days.set(date, day)
    }
    day.slots.push({ start: start.toISOString(), label: local.toFormat('h:mm a') })
  }
  return [...days.values()]
}

/** "Monday, March 15, 2027, 9:30 PM PDT" in `timeZone`: emails and the confirmation. */
export function formatInZone(instant: Date, timeZone: string): string {
  return DateTime.fromJSDate(instant, { zone: timeZone }).setLocale('en-US').toFormat("cccc, LLLL d, yyyy, h:mm a ZZZZ")
}
