import { describe, expect, it } from 'vitest'

import { limitKey } from './client-ip'

describe('limitKey', () => {
  it('counts every address of one IPv6 /64 as one client, whichever way it is written', () => {
    const key = limitKey('2001:db8:1:2::1')
    expect(key).toBe('2001:db8:1:2::/64')
    for (const same of ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:0DB8:0001:0002:0:0:0:9', '2001:db8:1:2:a:b:c:d%eth0', '2001:db8:1:2::10.0.0.1']) {
      expect(limitKey(same)).toBe(key)
    }
  })

  it('keeps neighbouring /64s apart', () => {
    expect(limitKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64')
    expect(limitKey('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(limitKey('::1')).toBe('0:0:0:0::/64')
    expect(limitKey('fe80::1')).not.toBe(limitKey('fe81::1'))
  })

  it('keeps IPv4, and IPv4-mapped IPv6 in either notation, as the IPv4 address', () => {
    expect(limitKey('203.0.113.7')).toBe('203.0.113.7')
    expect(limitKey('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(limitKey('::FFFF:203.0.113.7')).toBe('203.0.113.7')
    expect(limitKey('::ffff:cb00:7107')).toBe('203.0.113.7')
    expect(limitKey('0:0:0:0:0:ffff:cb00:7107')).toBe('203.0.113.7')
    // Two IPv4 clients stay two.
    expect(limitKey('203.0.113.8')).not.toBe(limitKey('203.0.113.7'))
  })

  it('leaves anything that is not an address as it is', () => {
    expect(limitKey('unknown')).toBe('unknown')
    expect(limitKey('2001:db8::1::2')).toBe('2001:db8::1::2')
    expect(limitKey('')).toBe('')
  })
})
