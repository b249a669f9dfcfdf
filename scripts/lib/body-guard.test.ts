import crypto from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { bodyLimitFor, isAllowedMethod, isMalformedPath } from '../../src/server/platform/http/body-limits'

import { BodyBudget } from './body-guard'
import { payloadSigningKey, staffSessionChecker, verifyHs256 } from './staff-session'

const OPTIONS = { smallBytes: 64 * 1024, inFlightBytes: { anonymous: 4_000, staff: 10_000, upload: 10_000 }, waitMs: 50, maxWaiting: 2 }

describe('the in-flight body budget', () => {
  it('lets bodies in while they fit, makes the next wait, and gives it room when one is released', async () => {
    const budget = new BodyBudget(OPTIONS)
    const first = await budget.acquire('anonymous', 3_000)
    expect(first).not.toBeNull()
    const waiting = budget.acquire('anonymous', 2_000)
    expect(budget.inUse('anonymous')).toBe(3_000)
    first!()
    first!() // a second release changes nothing
    const second = await waiting
    expect(second).not.toBeNull()
    expect(budget.inUse('anonymous')).toBe(2_000)
  })

  it('answers null when no room comes within the wait, and at once past the queue', async () => {
    const budget = new BodyBudget(OPTIONS)
    await budget.acquire('anonymous', 4_000)
    const queued = [budget.acquire('anonymous', 100), budget.acquire('anonymous', 100)]
    expect(await budget.acquire('anonymous', 100)).toBeNull()
    expect(await Promise.all(queued)).toEqual([null, null])
    // Pools are apart: staff still get in.
    expect(await budget.acquire('staff', 9_000)).not.toBeNull()
  })
})

describe('body limits', () => {
  it('gives a stranger 1 MB anywhere, the CV form its own cap, and a signed-in editor more', () => {
    expect(bodyLimitFor('POST', '/api/users/login', false)).toEqual({ maxBytes: 1024 * 1024, pool: 'anonymous' })
    expect(bodyLimitFor('POST', '/api/media', false).maxBytes).toBe(1024 * 1024)
    expect(bodyLimitFor('POST', '/careers/plant-engineer/apply', false).pool).toBe('upload')
    expect(bodyLimitFor('POST', '/careers/plant-engineer/apply', false).maxBytes).toBeGreaterThan(10 * 1024 * 1024)
    expect(bodyLimitFor('PATCH', '/api/pages/3', true)).toEqual({ maxBytes: 8 * 1024 * 1024, pool: 'staff' })
    expect(bodyLimitFor('POST', '/api/media', true).maxBytes).toBe(20 * 1024 * 1024 + 64 * 1024)
  })

  it('refuses methods it does not serve and paths whose escapes do not decode', () => {
    expect(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].every(isAllowedMethod)).toBe(true)
    expect(['TRACE', 'CONNECT', 'PROPFIND', undefined].some(isAllowedMethod)).toBe(false)
    expect(isMalformedPath('/x%')).toBe(true)
    expect(isMalformedPath('/%E0%A4%A')).toBe(true)
    expect(isMalformedPath('/blog/caf%C3%A9')).toBe(false)
  })
})

describe('the staff session at the edge', () => {
  const secret = 'edge-test-payload-secret'
  const key = payloadSigningKey(secret)
  const sign = (claims: object, withKey: Buffer = key, alg = 'HS256') => {
    const header = Buffer.from(JSON.stringify({ alg, typ: 'JWT' })).toString('base64url')
    const payload = Buffer.from(JSON.stringify(claims)).toString('base64url')
    const signature = crypto.createHmac('sha256', withKey).update(`${header}.${payload}`).digest('base64url')
    return `${header}.${payload}.${signature}`
  }
  const now = 1_800_000_000

  it('takes a token Payload signed that has not expired, from the cookie or the header', () => {
    const token = sign({ id: 1, exp: now + 60 })
    expect(verifyHs256(token, key, now)).toBe(true)
    const isStaff = staffSessionChecker(secret)
    expect(isStaff({ cookie: `a=b; payload-token=${token}` }, now * 1000)).toBe(true)
    expect(isStaff({ authorization: `JWT ${token}` }, now * 1000)).toBe(true)
  })

  it('refuses an expired token, another key, another algorithm, or garbage', () => {
    expect(verifyHs256(sign({ exp: now - 1 }), key, now)).toBe(false)
    expect(verifyHs256(sign({ exp: now + 60 }, payloadSigningKey('another secret')), key, now)).toBe(false)
    expect(verifyHs256(sign({ exp: now + 60 }, key, 'none'), key, now)).toBe(false)
    expect(verifyHs256(sign({ id: 1 }), key, now)).toBe(false)
    expect(verifyHs256('a.b.c', key, now)).toBe(false)
    expect(staffSessionChecker(secret)({ cookie: 'payload-token=' }, now * 1000)).toBe(false)
  })
})
