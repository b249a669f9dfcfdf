import { describe, expect, it } from 'vitest'

import { hostNameForVisitor, organizerForVisitor } from './host-name'

describe('a host as a visitor sees them', () => {
  it('is their display name when they have one', () => {
    expect(hostNameForVisitor({ name: ' Priya Rao ', email: 'priya@erpz.in' })).toBe('Priya Rao')
    expect(organizerForVisitor({ name: 'Priya Rao', email: 'priya@erpz.in' })).toEqual({ name: 'Priya Rao', email: 'priya@erpz.in' })
  })

  it('is the company, never their address, when they have none', () => {
    for (const name of [undefined, null, '', '   ', 'Staff@Example.com']) {
      expect(hostNameForVisitor({ name, email: 'staff@example.com' })).toBe('ERPZ')
      expect(organizerForVisitor({ name, email: 'staff@example.com' })).toEqual({ name: 'ERPZ', email: 'hello@erpz.in' })
    }
    expect(hostNameForVisitor(null)).toBe('ERPZ')
  })
})
