import { describe, expect, it } from 'vitest'

import { NewsletterSchema } from './newsletter'

describe('NewsletterSchema', () => {
  it('accepts and trims an email', () => {
    expect(NewsletterSchema.parse({ email: ' reader@example.com ' })).toEqual({ email: 'reader@example.com' })
  })

  it.each([[''], ['reader'], ['reader@'], [undefined]])('rejects %j with the spec message', (email) => {
    const result = NewsletterSchema.safeParse({ email })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.message)).toEqual(['Please enter a valid email address'])
  })
})
