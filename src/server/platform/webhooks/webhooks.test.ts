import { describe, expect, it } from 'vitest'

import { parseRetryAfter } from './deliver'
import { signWebhook, verifyWebhook } from './sign'

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
