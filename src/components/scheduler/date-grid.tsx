'use client'

import { useRef } from 'react'

import { cx } from '@/lib/cx'

import type { Day } from './api'

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const
const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** YYYY-MM-DD arithmetic on calendar dates (no time zone involved: these are the visitor's days). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7
const dayOfMonth = (date: string) => Number(date.slice(8, 10))
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']
const fullLabel = (date: string) =>
  `${WEEKDAY_NAMES[weekdayIndex(date)]}, ${MONTHS[Number(date.slice(5, 7)) - 1]} ${dayOfMonth(date)}`

/**
 * The dates of the booking window as a WAI-ARIA grid (weeks × weekdays): one tab stop, arrow keys
 * move by day and week, Home/End to the week's ends, Enter or Space picks a date. Dates without
 * free times are shown and reachable but disabled.
 */
export function DateGrid({
  days,
  first,
  last,
  selected,
  focused,
  onFocusDate,
  onSelect,
}: {
  days: Day[]
  first: string
  last: string
  selected: string | null
  focused: string
  onFocusDate: (date: string) => void
  onSelect: (date: string) => void
}) {
  const grid = useRef<HTMLTableElement>(null)
  const available = new Map(days.map((d) => [d.date, d.slots.length]))
  const start = addDays(first, -weekdayIndex(first))
  const weeks: string[][] = []
  for (let week = start; week <= last; week = addDays(week, 7)) weeks.push(Array.from({ length: 7 }, (_, i) => addDays(week, i)))

  function move(to: string) {
    const clamped = to < first ? first : to > last ? last : to
    onFocusDate(clamped)
    // Every date of the window is already in the grid, so focus moves now: a second key pressed
    // before the next frame must start from the date this one moved to, not from the old one.
    grid.current?.querySelector<HTMLElement>(`[data-date="${clamped}"]`)?.focus()
  }

  function onKeyDown(event: React.KeyboardEvent, date: string) {
    const keys: Record<string, () => void> = {
      ArrowRight: () => move(addDays(date, 1)),
      ArrowLeft: () => move(addDays(date, -1)),
      ArrowDown: () => move(addDays(date, 7)),
      ArrowUp: () => move(addDays(date, -7)),
      Home: () => move(addDays(date, -weekdayIndex(date))),
      End: () => move(addDays(date, 6 - weekdayIndex(date))),
      PageDown: () => move(addDays(date, 28)),
      PageUp: () => move(addDays(date, -28)),
    }
    const action = keys[event.key]
    if (action) {
      event.preventDefault()
      action()
    }
  }

  const monthOf = (date: string) => `${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`
  const months = monthOf(first) === monthOf(last) ? monthOf(first) : `${monthOf(first)} – ${monthOf(last)}`

  return (
    <table ref={grid} role="grid" aria-label="Choose a date" className="w-full table-fixed border-separate border-spacing-1">
      <caption className="pb-2 text-left text-sm font-semibold text-ink">{months}</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((day, i) => (
            <th key={day} scope="col" abbr={WEEKDAY_NAMES[i]} className="pb-1 text-xs font-semibold uppercase text-slate-600">
              {day}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((date) => {
              const inWindow = date >= first && date <= last
              if (!inWindow) return <td key={date} role="gridcell" aria-hidden="true" />
              const count = available.get(date) ?? 0
              const isSelected = date === selected
              return (
                <td key={date} role="gridcell" aria-selected={isSelected}>
                  <button
                    type="button"
                    data-date={date}
                    tabIndex={date === focused ? 0 : -1}
                    aria-disabled={count === 0}
                    aria-label={`${fullLabel(date)}, ${count === 0 ? 'no free times' : `${count} free ${count === 1 ? 'time' : 'times'}`}`}
                    onKeyDown={(event) => onKeyDown(event, date)}
                    onFocus={() => onFocusDate(date)}
                    onClick={() => count > 0 && onSelect(date)}
                    className={cx(
                      'flex h-11 w-full flex-col items-center justify-center rounded-lg text-sm font-semibold transition-colors',
                      'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                      count === 0 && 'cursor-default text-slate-500',
                      count > 0 && !isSelected && 'bg-brand/10 text-brand-dark hover:bg-brand/20',
                      isSelected && 'bg-brand text-white',
                    )}
                  >
                    <span aria-hidden="true">{dayOfMonth(date)}</span>
                  </button>
                </td>
              )
            })}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
