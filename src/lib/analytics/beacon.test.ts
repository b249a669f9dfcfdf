import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

const SOURCE = fs.readFileSync(path.resolve(import.meta.dirname, '../../../public/beacon.js'), 'utf8')

type Sent = { url: string; init: { method: string; keepalive: boolean; headers: Record<string, string>; body: string } }

/** Runs public/beacon.js in a page made of the few things it touches; returns what it posted. */
function page({ href = 'https://erpz.in/', referrer = '', dnt = null as string | null, gpc = false, queued = [] as string[] } = {}) {
  const sent: Sent[] = []
  const listeners: Record<string, ((event: unknown) => void)[]> = {}
  const location = new URL(href)
  const history = {
    pushState(_state: unknown, _title: string, url: string) {
      const next = new URL(url, location.href)
      location.href = next.href
    },
  }
  const on = (type: string, listener: (event: unknown) => void) => (listeners[type] ??= []).push(listener)
  const window: Record<string, unknown> = { addEventListener: on, erpzq: [...queued] }
  const context = {
    window,
    document: { referrer, addEventListener: on },
    navigator: { doNotTrack: dnt, globalPrivacyControl: gpc },
    history,
    location,
    fetch: (url: string, init: Sent['init']) => {
      sent.push({ url, init })
      return Promise.resolve({ ok: true })
    },
  }
  vm.runInNewContext(SOURCE, context)
  const bodies = () => sent.map((one) => JSON.parse(one.init.body) as { name: string; url: string; referrer?: string })
  const click = (target: unknown) => listeners.click?.forEach((listener) => listener({ target }))
  return { sent, bodies, history, window, click, popstate: () => listeners.popstate?.forEach((listener) => listener({})) }
}

describe('public/beacon.js', () => {
  it('is at most 1 KiB gzip', () => {
    expect(zlib.gzipSync(SOURCE, { level: 9 }).length).toBeLessThanOrEqual(1024)
  })

  it('posts a page view with the address and referrer, as JSON kept alive past unload', () => {
    const { sent, bodies } = page({ href: 'https://erpz.in/?utm_source=linkedin&utm_campaign=pharma', referrer: 'https://www.linkedin.com/' })
    expect(bodies()).toEqual([{ name: 'pageview', url: 'https://erpz.in/?utm_source=linkedin&utm_campaign=pharma', referrer: 'https://www.linkedin.com/' }])
    expect(sent[0]).toMatchObject({ url: '/analytics/event', init: { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } } })
  })

  it('counts each new address of a client-side navigation once, without the referrer again', () => {
    const { bodies, history, popstate } = page({ referrer: 'https://www.google.com/' })
    history.pushState(null, '', '/about')
    history.pushState(null, '', '/about?tab=team')
    history.pushState(null, '', '/pricing')
    popstate()
    expect(bodies()).toEqual([
      { name: 'pageview', url: 'https://erpz.in/', referrer: 'https://www.google.com/' },
      { name: 'pageview', url: 'https://erpz.in/about' },
      { name: 'pageview', url: 'https://erpz.in/pricing' },
    ])
  })

  it('sends the events queued before it loaded, then takes new ones directly', () => {
    const { bodies, window } = page({ queued: ['form_submitted'] })
    ;(window.erpz as (name: string) => void)('booking_made')
    expect(bodies().map((body) => body.name)).toEqual(['pageview', 'form_submitted', 'booking_made'])
    expect(window.erpzq).toEqual([])
  })

  it('reports a click inside a call to action, and not elsewhere', () => {
    const { bodies, click } = page()
    click({ closest: (selector: string) => (selector === '[data-cta]' ? {} : null) })
    click({ closest: () => null })
    click(null)
    expect(bodies().map((body) => body.name)).toEqual(['pageview', 'cta_click'])
  })

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { gpc: true }],
  ])('sends nothing under %s', (_name, options) => {
    const { sent, history, window } = page({ ...options, queued: ['sign_up'] })
    history.pushState(null, '', '/about')
    expect(sent).toEqual([])
    expect(window.erpz).toBeUndefined()
  })
})
