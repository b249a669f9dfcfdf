import { describe, expect, it } from 'vitest'

import { ContactSchema } from './contact'

const valid = { name: 'Ravi Kumar', email: 'ravi@example.com', company: 'Acme Forge', message: 'Please call me back.' }

function errorsOf(input: Record<string, unknown>) {
  const result = ContactSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('ContactSchema', () => {
  it('accepts a complete message and trims it', () => {
    expect(ContactSchema.parse({ ...valid, name: '  Ravi Kumar ' }).name).toBe('Ravi Kumar')
  })

  it.each([
    ['name', 'R', 'Name must be at least 2 characters'],
    ['email', 'ravi@', 'Please enter a valid email address'],
    ['email', '', 'Please enter a valid email address'],
    ['company', 'A', 'Company name must be at least 2 characters'],
    ['message', 'Too short', 'Message must be at least 10 characters'],
  ])('rejects %s=%j with the spec message', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message })
  })

  it('accepts exactly the minimum lengths', () => {
    expect(ContactSchema.safeParse({ ...valid, name: 'Al', company: 'AB', message: '0123456789' }).success).toBe(true)
  })

  it('counts the minimum after trimming', () => {
    expect(errorsOf({ ...valid, name: ' A ' })).toEqual({ name: 'Name must be at least 2 characters' })
  })

  it('caps every field', () => {
    expect(ContactSchema.safeParse({ ...valid, name: 'x'.repeat(100), message: 'm'.repeat(5000) }).success).toBe(true)
    expect(errorsOf({ ...valid, name: 'x'.repeat(101) })).toEqual({ name: 'Name must be at most 100 characters' })
    expect(errorsOf({ ...valid, company: 'x'.repeat(151) })).toEqual({
      company: 'Company name must be at most 150 characters',
    })
    expect(errorsOf({ ...valid, message: 'm'.repeat(5001) })).toEqual({ message: 'Message must be at most 5000 characters' })
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@x.io` })).toEqual({ email: 'Email must be at most 254 characters' })
  })

  it('reports every missing field', () => {
    expect(Object.keys(errorsOf({})).sort()).toEqual(['company', 'email', 'message', 'name'])
  })
})

describe('control characters', () => {
  it('removes U+0000 and other controls; the message keeps tab and newline', () => {
    const parsed = ContactSchema.parse({
      ...valid,
      name: 'Ravi\u0000 Kumar\u0007',
      company: 'Acme\tForge\r\nLtd\u009b',
      message: 'Line one\u0000\r\n\tLine two\u001b[31m',
    })
    expect(parsed).toEqual({
      name: 'Ravi Kumar',
      email: valid.email,
      company: 'Acme Forge Ltd',
      message: 'Line one\n\tLine two[31m',
    })
  })

  it('counts the length after removal: a name of only controls is too short', () => {
    expect(errorsOf({ ...valid, name: '\u0000\u0000\u0000' })).toEqual({ name: 'Name must be at least 2 characters' })
  })

  it('rejects an email address containing a NUL', () => {
    expect(errorsOf({ ...valid, email: 'ravi\u0000@example.com' })).toEqual({ email: 'Please enter a valid email address' })
  })
})
