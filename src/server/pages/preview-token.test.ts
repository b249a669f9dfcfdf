import { describe, expect, it } from 'vitest'

import { createPreviewToken } from '../blog/preview-token'
import { createPagePreviewToken, verifyPagePreviewToken } from './preview-token'

describe('page preview links', () => {
  it('open the draft of their own path until they expire', () => {
    const now = Date.UTC(2026, 10, 25, 12)
    const token = createPagePreviewToken('/lp/pharma-plants', 3600, now)
    expect(verifyPagePreviewToken(token, '/lp/pharma-plants', now + 1000)).toBe(true)
    expect(verifyPagePreviewToken(token, '/lp/pharma-plants', now + 3601_000)).toBe(false)
    expect(verifyPagePreviewToken(token, '/lp/other', now)).toBe(false)
  })

  it('refuse a tampered token and a blog preview token', () => {
    const now = Date.now()
    const token = createPagePreviewToken('/about', 3600, now)
    const [payload, signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ p: '/about', e: Math.floor(now / 1000) + 99_999 })).toString('base64url')
    expect(verifyPagePreviewToken(`${forged}.${signature}`, '/about', now)).toBe(false)
    expect(verifyPagePreviewToken(`${payload}.${signature}x`, '/about', now)).toBe(false)
    expect(verifyPagePreviewToken(createPreviewToken('/about', 3600, now), '/about', now)).toBe(false)
    expect(verifyPagePreviewToken(undefined, '/about', now)).toBe(false)
  })
})
