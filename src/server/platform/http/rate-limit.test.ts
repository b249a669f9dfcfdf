import { describe, expect, it } from 'vitest'

import { connectionClientAddress } from './client-ip'
import { Limit } from './rate-limit'

describe('Limit', () => {
  it('allows `points` per key per window, then tells when to retry', async () => {
    const limit = new Limit({ name: 'test-a', points: 3, durationSeconds: 60 })
    const results = [await limit.consume('a'), await limit.consume('a'), await limit.consume('a')]
    expect(results.map((r) => r.allowed)).toEqual([true, true, true])
    const refused = await limit.consume('a')
    expect(refused.allowed).toBe(false)
    expect(refused.allowed ? 0 : refused.retryAfterSeconds).toBeGreaterThan(55)
    expect((await limit.consume('b')).allowed).toBe(true)
  })

  it('counts several points at once and checks without counting', async () => {
    const limit = new Limit({ name: 'test-b', points: 5, durationSeconds: 60 })
    expect((await limit.consume('k', 4)).allowed).toBe(true)
    expect((await limit.check('k')).allowed).toBe(true)
    expect((await limit.consume('k', 2)).allowed).toBe(false)
    expect((await limit.check('k')).allowed).toBe(false)
  })

  it('forgets a key, so a released token or a success starts afresh', async () => {
    const limit = new Limit({ name: 'test-c', points: 1, durationSeconds: 60 })
    expect((await limit.consume('t')).allowed).toBe(true)
    expect((await limit.consume('t')).allowed).toBe(false)
    await limit.forget('t')
    expect((await limit.consume('t')).allowed).toBe(true)
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
