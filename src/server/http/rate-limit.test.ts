import { describe, expect, it } from 'vitest'

import { connectionClientAddress } from './client-ip'
import { createRateLimiter } from './rate-limit'

describe('createRateLimiter', () => {
  it('allows `limit` hits per window per key, then tells when to retry', () => {
    let clock = 1_000_000
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: () => clock })
    expect([1, 2, 3].map(() => limiter.hit('a').allowed)).toEqual([true, true, true])
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 60 })
    expect(limiter.hit('b').allowed).toBe(true)
    clock += 30_000
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 30 })
    clock += 30_001
    expect(limiter.hit('a').allowed).toBe(true)
  })
})

describe('connectionClientAddress', () => {
  it('uses the last hop of the trusted header, the one our proxy appended', () => {
    expect(connectionClientAddress('6.6.6.6, 10.0.0.7', 'x-forwarded-for', '127.0.0.1')).toBe('10.0.0.7')
    expect(connectionClientAddress(['1.1.1.1', '6.6.6.6, 10.0.0.9'], 'x-forwarded-for', '127.0.0.1')).toBe('10.0.0.9')
  })
  it('uses the socket address without a trusted proxy, whatever the client sent', () => {
    expect(connectionClientAddress('6.6.6.6', undefined, '::ffff:127.0.0.2')).toBe('127.0.0.2')
    expect(connectionClientAddress(undefined, 'x-forwarded-for', '127.0.0.3')).toBe('127.0.0.3')
    expect(connectionClientAddress(undefined, undefined, undefined)).toBe('unknown')
  })
})
