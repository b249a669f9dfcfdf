import { describe, expect, it } from 'vitest'

import { DemoSchema, TIME_SLOT_LABELS } from './demo'

const valid = {
  fullName: 'Meera Iyer',
  email: 'meera@example.com',
  companyName: 'Iyer Textiles',
  message: 'Interested in Plan and Track.',
}

function errorsOf(input: Record<string, unknown>) {
  const result = DemoSchema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]))
}

describe('DemoSchema', () => {
  it('defaults the time slot to morning and leaves the phone optional', () => {
    const parsed = DemoSchema.parse(valid)
    expect(parsed.timeSlot).toBe('morning')
    expect(parsed.phoneNumber).toBeUndefined()
  })

  it('labels the slots Morning, Afternoon, Evening', () => {
    expect(TIME_SLOT_LABELS).toEqual({ morning: 'Morning', noon: 'Afternoon', evening: 'Evening' })
  })

  it.each(['morning', 'noon', 'evening'])('accepts the %s slot', (slot) => {
    expect(DemoSchema.parse({ ...valid, timeSlot: slot }).timeSlot).toBe(slot)
  })

  it.each([
    ['fullName', 'M', 'Full name must be at least 2 characters.'],
    ['email', 'meera.example.com', 'Please enter a valid email address'],
    ['companyName', 'I', 'Company name must be at least 2 characters'],
    ['message', '', 'Message must be at least 10 characters'],
    ['message', '123456789', 'Message must be at least 10 characters'],
    ['phoneNumber', '9'.repeat(41), 'Phone number must be at most 40 characters'],
  ])('rejects %s=%j with the spec message', (field, value, message) => {
    expect(errorsOf({ ...valid, [field]: value })).toEqual({ [field]: message })
  })

  it('rejects an unknown slot', () => {
    expect(Object.keys(errorsOf({ ...valid, timeSlot: 'midnight' }))).toEqual(['timeSlot'])
  })

  it('accepts the boundaries', () => {
    expect(
      DemoSchema.safeParse({ ...valid, fullName: 'Mi', companyName: 'IT', message: '0123456789', phoneNumber: '' }).success,
    ).toBe(true)
    expect(errorsOf({ ...valid, fullName: 'x'.repeat(101) })).toEqual({ fullName: 'Full name must be at most 100 characters' })
  })
})
