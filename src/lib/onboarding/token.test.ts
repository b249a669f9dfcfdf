import { describe, expect, it } from 'vitest'

import { emailFromToken } from './token'

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('emailFromToken', () => {
  it('reads the email claim of a JWT', () => {
    expect(emailFromToken(`${encode({ alg: 'HS256' })}.${encode({ sub: '1', email: 'zoë@acme.in' })}.sig`)).toBe('zoë@acme.in')
  })

  it('gives an empty string for anything else', () => {
    expect(emailFromToken('')).toBe('')
    expect(emailFromToken('abc')).toBe('')
    expect(emailFromToken('a.%%%.c')).toBe('')
    expect(emailFromToken(`${encode({})}.${encode({ sub: '1' })}.s`)).toBe('')
  })
})
