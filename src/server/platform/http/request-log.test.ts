import { describe, expect, it } from 'vitest'

import { requestLogClient } from './request-log'

describe('requestLogClient', () => {
  it('leaves the address out of the analytics beacon’s line', () => {
    expect(requestLogClient('POST', '/analytics/event', '203.0.113.7')).toBeUndefined()
    expect(requestLogClient('post', '/analytics/event', '2001:db8::1')).toBeUndefined()
  })

  it('keeps it for every other request, the beacon’s path with another method too', () => {
    expect(requestLogClient('GET', '/analytics/event', '203.0.113.7')).toBe('203.0.113.7')
    expect(requestLogClient('POST', '/analytics/events', '203.0.113.7')).toBe('203.0.113.7')
    expect(requestLogClient('POST', '/leads/contact', '203.0.113.7')).toBe('203.0.113.7')
    expect(requestLogClient('GET', '/', 'unknown')).toBe('unknown')
  })
})
