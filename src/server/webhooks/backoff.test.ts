import { describe, expect, it } from 'vitest'

import { maxScheduleMs, retryDelayMs } from './backoff'
import { parseRetryAfter } from './deliver'
import { signWebhook, verifyWebhook } from './sign'

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

describe('signWebhook', () => {
  it('matches the Standard Webhooks reference construction', () => {
    // HMAC-SHA256("secret", "msg_1.1700000000.{}") computed independently with openssl.
    expect(signWebhook('secret', 'msg_1', 1_700_000_000, '{}')).toBe('v1,A5oIrJxXPB/PkULSoVu0e4khvPiqpF9vljmhkSKg0FI=')
    expect(verifyWebhook('secret', 'msg_1', 1_700_000_000, '{}', 'v1,bogus v1,A5oIrJxXPB/PkULSoVu0e4khvPiqpF9vljmhkSKg0FI=')).toBe(true)
    expect(verifyWebhook('other', 'msg_1', 1_700_000_000, '{}', 'v1,A5oIrJxXPB/PkULSoVu0e4khvPiqpF9vljmhkSKg0FI=')).toBe(false)
  })
})

describe('parseRetryAfter', () => {
  it('reads seconds and HTTP dates, and ignores anything else', () => {
    const now = Date.parse('2026-11-23T12:00:00Z')
    expect(parseRetryAfter('120', now)).toBe(120_000)
    expect(parseRetryAfter('Mon, 23 Nov 2026 12:00:30 GMT', now)).toBe(30_000)
    expect(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now)).toBe(0)
    expect(parseRetryAfter('soon', now)).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
  })
})
