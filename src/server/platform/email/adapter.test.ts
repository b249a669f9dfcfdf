import { describe, expect, it } from 'vitest'

import { maskSecrets } from './adapter'

describe('maskSecrets', () => {
  it('hides reset tokens, invitation codes and long token-like runs, and keeps the rest readable', () => {
    const token = 'Zt8x0q3vJk2mN5pQ7rS9tU1wX3yA5bC7dE9fG1hJ3kL'
    const text = `Reset your ERPZ password\n\nhttp://localhost:3000/onboarding/reset-password?token=${token}\n\nor paste ${token}`
    const masked = maskSecrets(text)
    expect(masked).not.toContain(token)
    expect(masked).not.toContain(token.slice(4, 20))
    expect(masked).toContain('http://localhost:3000/onboarding/reset-password?token=…')
    expect(masked).toContain('Reset your ERPZ password')
    expect(maskSecrets('http://localhost:3000/onboarding/auth?id=abc&x=1')).toBe('http://localhost:3000/onboarding/auth?id=…&x=…')
  })
})
