import { describe, expect, it } from 'vitest'

import { LoginRequestSchema, SignInSchema, SignUpSchema } from './auth'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? []

describe('sign-up and sign-in schemas (SPEC §5 messages)', () => {
  it('checks email, length and matching passwords on sign-up', () => {
    expect(messages(SignUpSchema.safeParse({ email: 'nope', password: 'short', confirmPassword: 'short' }))).toEqual([
      'email: Please enter a valid email address',
      'password: Password must be at least 8 characters',
      'confirmPassword: Password must be at least 8 characters',
    ])
    expect(messages(SignUpSchema.safeParse({ email: 'a@b.co', password: 'longenough', confirmPassword: 'different1' }))).toEqual([
      'confirmPassword: Passwords do not match',
    ])
    expect(SignUpSchema.parse({ email: ' A@B.co ', password: 'longenough', confirmPassword: 'longenough' }).email).toBe('a@b.co')
  })

  it('asks for a password on sign-in', () => {
    expect(messages(SignInSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual(['password: Please enter your password'])
  })

  it('accepts only 32 hex characters as the wire password, lower-cased', () => {
    const md5 = 'ABCDEF0123456789abcdef0123456789'
    expect(LoginRequestSchema.parse({ username: 'a@b.co', password: md5 }).password).toBe(md5.toLowerCase())
    expect(LoginRequestSchema.safeParse({ username: 'a@b.co', password: 'plain password' }).success).toBe(false)
    expect(LoginRequestSchema.safeParse({ username: 'a@b.co', password: `${md5}0` }).success).toBe(false)
  })
})
