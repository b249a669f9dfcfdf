import { describe, expect, it } from 'vitest'

import { SIGN_IN_POLICY } from '@/server/accounts/config'

import { SignInGuard, type SignInPolicy, signInKeys } from './sign-in-guard'

let scopes = 0
const guard = (policy: Partial<SignInPolicy> = {}) =>
  new SignInGuard(`test-${++scopes}`, { ...SIGN_IN_POLICY, failuresPerClient: 3, failuresPerAccount: 6, slowLaneSeconds: 30, ...policy })

async function fail(g: SignInGuard, address: string, client: string, times: number) {
  for (let i = 0; i < times; i++) await g.failed(address, client)
}

describe('signInKeys', () => {
  it('one address whatever its case or spaces; the pair differs per client; the scope keeps CMS and accounts apart', () => {
    const a = signInKeys('accounts', ' Owner@Example.com ', '127.0.0.2')
    expect(signInKeys('accounts', 'owner@example.com', '127.0.0.2')).toEqual(a)
    const other = signInKeys('accounts', 'owner@example.com', '127.0.0.3')
    expect(other.account).toBe(a.account)
    expect(other.pair).not.toBe(a.pair)
    expect(signInKeys('cms', 'owner@example.com', '127.0.0.2').account).not.toBe(a.account)
  })

  it('counts one IPv6 /64 as one client (issue 42)', () => {
    const a = signInKeys('accounts', 'owner@example.com', '2001:db8:1:2::1')
    expect(signInKeys('accounts', 'owner@example.com', '2001:db8:1:2::beef').pair).toBe(a.pair)
    expect(signInKeys('accounts', 'owner@example.com', '2001:db8:1:3::1').pair).not.toBe(a.pair)
  })

  it('keeps no address in the store and has one length whatever was sent', () => {
    const long = signInKeys('accounts', `${'x'.repeat(5000)}@example.com`, 'unknown')
    const short = signInKeys('accounts', 'a@b.c', '::1')
    for (const key of [long.account, long.pair, short.account, short.pair]) {
      expect(key).toMatch(/^[\w-]{43}$/)
      expect(key).not.toContain('example')
    }
  })
})

describe('SignInGuard', () => {
  it('locks the failing client out of the address, and only that client', async () => {
    const g = guard()
    expect(await g.gate('owner@example.com', 'attacker')).toEqual({ allowed: true })
    await fail(g, 'owner@example.com', 'attacker', 2)
    expect((await g.failed('owner@example.com', 'attacker')).lockedNow).toBe(true)
    const locked = await g.gate('OWNER@example.com', 'attacker')
    expect(locked).toMatchObject({ allowed: false, reason: 'locked' })
    expect(locked.allowed ? 0 : locked.retryAfterSeconds).toBeGreaterThan(14 * 60)
    expect(await g.gate('owner@example.com', 'owner-laptop')).toEqual({ allowed: true })
    expect(await g.gate('someone.else@example.com', 'attacker')).toEqual({ allowed: true })
  })

  it('a success clears the client\'s own failures, not the address\'s', async () => {
    const g = guard({ failuresPerAccount: 4 })
    await fail(g, 'owner@example.com', 'owner-laptop', 2)
    await g.succeeded('owner@example.com', 'owner-laptop')
    await fail(g, 'owner@example.com', 'owner-laptop', 2)
    expect(await g.gate('owner@example.com', 'owner-laptop')).toEqual({ allowed: true })
    // Four failures in all: the address is under attack for clients it does not know.
    await g.gate('owner@example.com', 'stranger')
    expect(await g.gate('owner@example.com', 'stranger')).toMatchObject({ allowed: false, reason: 'slowed' })
  })

  it('a distributed attack slows down unknown clients to one attempt per window, never the owner\'s known client', async () => {
    const g = guard()
    await g.succeeded('owner@example.com', 'owner-laptop')
    // Three attackers, two failures each: none is locked, the address has seen 6.
    for (const attacker of ['a1', 'a2', 'a3']) await fail(g, 'owner@example.com', attacker, 2)
    expect(await g.gate('owner@example.com', 'a4')).toEqual({ allowed: true })
    const slowed = await g.gate('owner@example.com', 'a5')
    expect(slowed).toMatchObject({ allowed: false, reason: 'slowed' })
    expect(slowed.allowed ? 0 : slowed.retryAfterSeconds).toBeGreaterThan(25)
    expect(slowed.allowed ? 0 : slowed.retryAfterSeconds).toBeLessThanOrEqual(30)
    for (let i = 0; i < 5; i++) expect(await g.gate('owner@example.com', 'owner-laptop')).toEqual({ allowed: true })
    // Another address is not slowed.
    expect(await g.gate('other@example.com', 'a5')).toEqual({ allowed: true })
  })

  it('the reset link makes its client known, so the owner gets in from a new device during an attack', async () => {
    const g = guard()
    for (const attacker of ['a1', 'a2', 'a3']) await fail(g, 'owner@example.com', attacker, 2)
    await g.gate('owner@example.com', 'a4')
    expect(await g.gate('owner@example.com', 'new-phone')).toMatchObject({ allowed: false, reason: 'slowed' })
    await g.succeeded('owner@example.com', 'new-phone')
    expect(await g.gate('owner@example.com', 'new-phone')).toEqual({ allowed: true })
  })

  it('a client the address knows is still locked after its own failures (a thief on the owner\'s network gets the per-client budget)', async () => {
    const g = guard()
    await g.succeeded('owner@example.com', 'office')
    await fail(g, 'owner@example.com', 'office', 3)
    expect(await g.gate('owner@example.com', 'office')).toMatchObject({ allowed: false, reason: 'locked' })
  })

  it('an address with no account is counted, locked and slowed like one with an account (no enumeration)', async () => {
    const g = guard()
    await fail(g, 'nobody@example.com', 'attacker', 3)
    expect(await g.gate('nobody@example.com', 'attacker')).toMatchObject({ allowed: false, reason: 'locked' })
    expect(await g.gate('nobody@example.com', 'someone')).toEqual({ allowed: true })
  })
})
