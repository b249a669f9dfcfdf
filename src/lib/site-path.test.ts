import { describe, expect, it } from 'vitest'

import { isSitePath } from './site-path'

describe('a path of this site', () => {
  it('is a reference that stays on the origin', () => {
    expect(isSitePath('/pricing')).toBe(true)
    expect(isSitePath('/solutions?x=1#plan')).toBe(true)
    expect(isSitePath('/a/../b', 'https://erpz.in')).toBe(true)
  })

  it('is not what a browser reads as another site', () => {
    expect(isSitePath('/\\evil.example/x')).toBe(false)
    expect(isSitePath('/\\evil.example/x', 'http://localhost:3000')).toBe(false)
    expect(isSitePath('//evil.example')).toBe(false)
    expect(isSitePath('/\t/evil.example')).toBe(false)
    expect(isSitePath('\\/evil.example')).toBe(false)
    expect(isSitePath('https://evil.example/')).toBe(false)
    expect(isSitePath('pricing')).toBe(false)
  })
})
