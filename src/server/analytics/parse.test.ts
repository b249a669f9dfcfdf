import { describe, expect, it } from 'vitest'

import { deviceClass, parseUtm, referrerHost, sameOriginUrl, storedPath } from './parse'

const ORIGIN = 'https://erpz.example'

describe('sameOriginUrl', () => {
  it('accepts our absolute URLs and paths', () => {
    expect(sameOriginUrl('https://erpz.example/pricing?x=1', ORIGIN)?.href).toBe('https://erpz.example/pricing?x=1')
    expect(sameOriginUrl('/blog/post?utm_source=a', ORIGIN)?.pathname).toBe('/blog/post')
  })

  it('refuses another origin, a protocol-relative URL, another scheme or port', () => {
    for (const value of ['https://evil.test/', '//evil.test/pricing', 'http://erpz.example/', 'https://erpz.example:8443/', 'javascript:alert(1)', 'https://erpz.example.evil.test/']) {
      expect(sameOriginUrl(value, ORIGIN), value).toBeNull()
    }
  })
})

describe('parseUtm', () => {
  it('reads the three campaign tags and leaves missing or blank ones null', () => {
    const url = new URL('https://erpz.example/?utm_source=linkedin&utm_campaign=pharma&utm_medium=%20')
    expect(parseUtm(url)).toEqual({ source: 'linkedin', medium: null, campaign: 'pharma' })
  })

  it('bounds a value and strips control characters', () => {
    const url = new URL(`https://erpz.example/?utm_source=${'a'.repeat(500)}&utm_campaign=x%0Ay`)
    const utm = parseUtm(url)
    expect(utm.source).toHaveLength(100)
    expect(utm.campaign).toBe('xy')
  })
})

describe('storedPath', () => {
  it('keeps the path without query or fragment', () => {
    expect(storedPath(new URL('https://erpz.example/demo?email=a@b.c#top'))).toBe('/demo')
  })
})

describe('referrerHost', () => {
  it('keeps only the host of an outside referrer', () => {
    expect(referrerHost('https://www.Google.com/search?q=erp', ORIGIN)).toBe('www.google.com')
  })

  it('is null for our own pages, no referrer, and what is not an http(s) URL', () => {
    expect(referrerHost('https://erpz.example/pricing', ORIGIN)).toBeNull()
    expect(referrerHost(undefined, ORIGIN)).toBeNull()
    expect(referrerHost('', ORIGIN)).toBeNull()
    expect(referrerHost('android-app://com.x/', ORIGIN)).toBeNull()
    expect(referrerHost('not a url', ORIGIN)).toBeNull()
  })
})

describe('deviceClass', () => {
  it.each([
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'mobile'],
    ['Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 14; SM-X910) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36', 'desktop'],
    ['', 'desktop'],
  ])('%s is %s', (userAgent, expected) => {
    expect(deviceClass(userAgent)).toBe(expected)
  })
})
