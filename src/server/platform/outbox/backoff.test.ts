import { describe, expect, it } from 'vitest'

import { maxScheduleMs, retryDelayMs } from './backoff'

describe('retryDelayMs', () => {
  it('doubles per attempt with up to 50% jitter on top', () => {
    expect(retryDelayMs(1, 1000, () => 0)).toBe(1000)
    expect(retryDelayMs(3, 1000, () => 0)).toBe(4000)
    expect(retryDelayMs(3, 1000, () => 1)).toBe(6000)
  })

  it('spreads the default schedule (12 retries from 15 s) over about a day', () => {
    const hours = (ms: number) => ms / 3_600_000
    expect(hours(maxScheduleMs(12, 15_000))).toBeGreaterThan(17)
    expect(hours(maxScheduleMs(12, 15_000))).toBeLessThan(26)
  })
})
