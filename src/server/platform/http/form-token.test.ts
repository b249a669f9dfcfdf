import { describe, expect, it } from 'vitest'

import { checkFormToken, issueFormToken } from './form-token'

describe('form token', () => {
  const t0 = 1_800_000_000_000
  const token = issueFormToken(t0)

  it('accepts a form filled in after 2 s and within 24 h', () => {
    expect(checkFormToken(token, t0 + 2_000)).toBe('ok')
    expect(checkFormToken(token, t0 + 24 * 3600_000)).toBe('ok')
  })
  it('rejects a form posted faster than a human can fill it', () => {
    expect(checkFormToken(token, t0 + 1_999)).toBe('too_fast')
  })
  it('rejects a stale form', () => {
    expect(checkFormToken(token, t0 + 24 * 3600_000 + 1)).toBe('expired')
  })
  it('rejects a forged or missing token', () => {
    const [, nonce, mac] = token.split('.')
    expect(checkFormToken(`${t0 - 60_000}.${nonce}.${mac}`, t0)).toBe('invalid')
    expect(checkFormToken(undefined, t0)).toBe('invalid')
    expect(checkFormToken('a.b', t0)).toBe('invalid')
  })
})
