/** The analytics dashboard's date range (decision 182): pure, shared by the admin page, the report and the exports. */

/** Longest date range the dashboard and its exports read. */
export const MAX_RANGE_DAYS = 366

/** One day in milliseconds (UTC days have no daylight-saving changes). */
export const DAY_MS = 24 * 3600_000
const DATE = /^\d{4}-\d{2}-\d{2}$/

export type DateRange = { from: string; to: string }

/** The UTC day of `at`, `YYYY-MM-DD`. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10)

function parseDay(value: string): Date | null {
  if (!DATE.test(value)) return null
  const at = new Date(`${value}T00:00:00.000Z`)
  return Number.isNaN(at.getTime()) || utcDay(at) !== value ? null : at
}

/** The last `days` days up to and including today (UTC). */
export function lastDays(days: number, now = new Date()): DateRange {
  return { from: utcDay(new Date(now.getTime() - (days - 1) * DAY_MS)), to: utcDay(now) }
}

/** Every day of `range`, oldest first. */
export function daysOf(range: DateRange): string[] {
  const days: string[] = []
  for (let at = new Date(`${range.from}T00:00:00.000Z`); utcDay(at) <= range.to; at = new Date(at.getTime() + DAY_MS)) days.push(utcDay(at))
  return days
}

/**
 * The dashboard's and exports' `from` and `to` (YYYY-MM-DD, UTC, both included); the last 7 days
 * when neither is given. A message a person can act on when they are wrong.
 */
export function parseRange(from: string | null | undefined, to: string | null | undefined, now = new Date()): DateRange | { error: string } {
  if (!from && !to) return lastDays(7, now)
  const start = from ? parseDay(from) : null
  const end = to ? parseDay(to) : null
  if (!start) return { error: 'The start date must be a date like 2026-11-01.' }
  if (!end) return { error: 'The end date must be a date like 2026-11-30.' }
  if (start > end) return { error: 'The start date must be on or before the end date.' }
  if ((end.getTime() - start.getTime()) / DAY_MS + 1 > MAX_RANGE_DAYS) return { error: `The range can be at most ${MAX_RANGE_DAYS} days.` }
  return { from: utcDay(start), to: utcDay(end) }
}
