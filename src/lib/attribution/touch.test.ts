// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'

const DAY = 24 * 60 * 60 * 1000

/** The module as a fresh page load at `href` gets it (the landing is taken when it is first evaluated). */
async function loadAt(href: string) {
  window.history.replaceState(null, '', href)
  vi.resetModules()
  return import('./touch')
}

const accept = (choice: 'all' | 'essential') =>
  localStorage.setItem('erpz_cookie_consent', JSON.stringify({ choice, decidedAt: new Date().toISOString() }))

describe('first touch (decision 169)', () => {
  beforeEach(() => localStorage.clear())

  it('keeps nothing without Accept All, and a form sends the current page only', async () => {
    const touch = await loadAt('/?utm_source=linkedin&utm_campaign=pharma')
    touch.rememberFirstTouch()
    expect(Object.keys(localStorage)).toEqual([])
    accept('essential')
    touch.rememberFirstTouch()
    expect(localStorage.getItem('erpz_first_touch')).toBeNull()
    window.history.replaceState(null, '', '/contact')
    expect(touch.leadMeta()).toEqual({ sourcePage: '/contact', referrer: undefined, utm: undefined })
  })

  it('remembers the landing after Accept All, even from a later page of the visit, for 30 days', async () => {
    const touch = await loadAt('/?utm_source=linkedin&utm_campaign=pharma&utm_medium=social')
    window.history.replaceState(null, '', '/about') // client-side navigation before the choice
    accept('all')
    touch.rememberFirstTouch()
    const meta = touch.leadMeta()
    expect(meta).toMatchObject({
      sourcePage: '/about',
      firstTouch: { landingPage: '/', utm: { source: 'linkedin', campaign: 'pharma', medium: 'social' } },
    })
    // A later visit with other tags keeps the first one.
    const later = await loadAt('/pricing?utm_source=google')
    later.rememberFirstTouch()
    expect(later.leadMeta().firstTouch?.utm).toEqual({ source: 'linkedin', medium: 'social', campaign: 'pharma' })
    // After 30 days it is ignored, and the next page stores that visit's landing instead.
    expect(later.storedFirstTouch(Date.now() + 31 * DAY)).toBeNull()
    later.rememberFirstTouch(Date.now() + 31 * DAY)
    expect(JSON.parse(localStorage.getItem('erpz_first_touch')!)).toMatchObject({ landingPage: '/pricing', utm: { source: 'google' } })
  })

  it('is deleted by Essential only and not sent once consent is withdrawn', async () => {
    const touch = await loadAt('/?utm_campaign=pharma')
    accept('all')
    touch.rememberFirstTouch()
    accept('essential')
    expect(touch.leadMeta().firstTouch).toBeUndefined()
    touch.forgetFirstTouch()
    expect(localStorage.getItem('erpz_first_touch')).toBeNull()
  })
})
