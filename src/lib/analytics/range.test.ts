import { describe, expect, it } from 'vitest'

import { daysOf, lastDays, MAX_RANGE_DAYS, parseRange } from './range'

const NOW = new Date('2026-11-27T10:00:00Z')

describe('the analytics date range', () => {
  it('is the last 7 days up to today when none is given', () => {
    expect(parseRange(null, undefined, NOW)).toEqual({ from: '2026-11-21', to: '2026-11-27' })
    expect(lastDays(30, NOW)).toEqual({ from: '2026-10-29', to: '2026-11-27' })
  })

  it('takes two real dates in order', () => {
    expect(parseRange('2026-02-01', '2026-02-28', NOW)).toEqual({ from: '2026-02-01', to: '2026-02-28' })
    expect(daysOf({ from: '2026-02-27', to: '2026-03-02' })).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
  })

  it.each([
    ['2026-02-30', '2026-03-01', 'The start date must be a date like 2026-11-01.'],
    ['yesterday', '2026-03-01', 'The start date must be a date like 2026-11-01.'],
    ['2026-03-01', '', 'The end date must be a date like 2026-11-30.'],
    ['2026-03-02', '2026-03-01', 'The start date must be on or before the end date.'],
    ['2024-01-01', '2026-01-01', `The range can be at most ${MAX_RANGE_DAYS} days.`],
  ])('refuses from=%s to=%s with a message', (from, to, error) => {
    expect(parseRange(from, to, NOW)).toEqual({ error })
  })
})
