import { describe, expect, it } from 'vitest'

import { InviteesSchema, ResetPasswordSchema, SignInSchema, SignUpSchema } from './auth'
import { normalizeWorkspaceName, workspaceNameProblem } from './messages'

function messages(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]))
}

describe('sign-up and sign-in schemas (SPEC §5 messages)', () => {
  it('reports each field with its exact message', () => {
    expect(messages(SignUpSchema.safeParse({ email: 'nope', password: 'short', confirmPassword: 'short' }))).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Password must be at least 8 characters',
    })
    expect(
      messages(SignUpSchema.safeParse({ email: 'a@b.co', password: 'longenough', confirmPassword: 'longenougH' })),
    ).toEqual({ confirmPassword: 'Passwords do not match' })
    expect(messages(SignInSchema.safeParse({ email: 'a@b.co', password: '' }))).toEqual({
      password: 'Please enter your password',
    })
    expect(messages(ResetPasswordSchema.safeParse({ password: 'abcdefgh', confirmPassword: 'abcdefgi' }))).toEqual({
      confirmPassword: 'Passwords do not match',
    })
  })

  it('trims and lower-cases the email', () => {
    expect(SignInSchema.parse({ email: '  Ana@Example.COM ', password: 'x' }).email).toBe('ana@example.com')
  })
})

describe('workspace names', () => {
  it('are trimmed and lower-cased', () => {
    expect(normalizeWorkspaceName('  Acme-Works ')).toBe('acme-works')
  })

  it('follow the DNS label rules', () => {
    expect(workspaceNameProblem('ab')?.kind).toBe('too-short')
    expect(workspaceNameProblem('abc')).toBeNull()
    expect(workspaceNameProblem('acme-2')).toBeNull()
    expect(workspaceNameProblem('a'.repeat(63))).toBeNull()
    for (const bad of ['a'.repeat(64), '-acme', 'acme-', 'ac_me', 'ac.me', 'xn--acme', 'ab--cd', 'acmé']) {
      expect(workspaceNameProblem(bad)?.kind, bad).toBe('invalid')
    }
  })
})

describe('invitees', () => {
  it('drop blank rows, dedupe and require emails', () => {
    expect(InviteesSchema.parse(['', ' Ana@x.co ', '  ', 'ana@x.co', 'bo@y.co'])).toEqual(['ana@x.co', 'bo@y.co'])
    expect(InviteesSchema.parse(['', ''])).toEqual([])
    const bad = InviteesSchema.safeParse(['ok@x.co', 'not-an-email'])
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe('Please enter a valid email address')
  })
})
