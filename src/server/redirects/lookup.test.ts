import { afterEach, describe, expect, it } from 'vitest'

import { forgetRedirectTable, redirectLocation, registerRedirectLoader } from './lookup'
import { mayStartRedirect, TECHNICAL_PREFIXES } from './paths'

describe('where our server looks for a redirect', () => {
  it('looks up page addresses, never the home page, the technical routes or files', () => {
    for (const path of ['/old-pricing', '/solutions/old-name', '/blog/an-old-post', '/careers/old-role', '/a/b/c/']) expect(mayStartRedirect(path), path).toBe(true)
    for (const path of ['/', '', 'http://x/y', '/blog', '/favicon.ico', '/blog/rss.xml', '/careers/plant-head/apply', '/careers/withdraw/delete', '/admin', '/admin/collections/pages'])
      expect(mayStartRedirect(path), path).toBe(false)
    // No request under a technical prefix reaches the table (a redirect cannot start there either).
    for (const prefix of TECHNICAL_PREFIXES) {
      expect(mayStartRedirect(prefix), prefix).toBe(false)
      expect(mayStartRedirect(`${prefix}/x`), prefix).toBe(false)
    }
  })
})

describe('the Location of a redirect', () => {
  afterEach(() => forgetRedirectTable())

  it('keeps the visitor’s query on a path of the site, sends a full address as stored, and follows no other host', async () => {
    forgetRedirectTable()
    registerRedirectLoader(async () => ({ '/old': '/new', '/tagged': '/new?from=old', '/away': 'https://partner.example/erpz', '/sneaky': '/\\evil.example' }))
    expect(await redirectLocation('/old', '?utm_source=fair')).toBe('/new?utm_source=fair')
    expect(await redirectLocation('/old/', '')).toBe('/new')
    expect(await redirectLocation('/tagged', '?utm_source=fair')).toBe('/new?from=old')
    expect(await redirectLocation('/away', '?utm_source=fair')).toBe('https://partner.example/erpz')
    expect(await redirectLocation('/sneaky', '')).toBeNull()
    expect(await redirectLocation('/unknown', '')).toBeNull()
  })

  it('answers no redirect before Payload is up, and reads the table again once it is', async () => {
    forgetRedirectTable()
    registerRedirectLoader(async () => {
      throw new Error('database away')
    })
    expect(await redirectLocation('/old', '')).toBeNull()
    forgetRedirectTable()
    registerRedirectLoader(async () => ({ '/old': '/new' }))
    expect(await redirectLocation('/old', '')).toBe('/new')
  })
})
