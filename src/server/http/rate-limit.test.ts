import { describe, expect, it } from 'vitest'

import { clientIp } from './client-ip'
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

describe('clientIp', () => {
  const headers = new Headers({ 'x-forwarded-for': '6.6.6.6, 10.0.0.7', 'x-real-ip': '10.0.0.9' })
  it('uses the last entry of the trusted header', () => {
    expect(clientIp(headers, 'x-forwarded-for')).toBe('10.0.0.7')
    expect(clientIp(headers, 'x-real-ip')).toBe('10.0.0.9')
  })
  it('prefers the socket peer when no proxy is trusted', () => {
    expect(clientIp(headers, undefined, '127.0.0.1')).toBe('127.0.0.1')
  })
})
