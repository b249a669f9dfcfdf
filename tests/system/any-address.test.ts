/**
 * One build, any address (issue 44, decision 201): the same build, started twice with two
 * `PUBLIC_URL`s and not rebuilt in between, answers robots.txt, the sitemap, a page's canonical and
 * JSON-LD and the RSS feed with its own address; a page the build prerendered at another address
 * renders once at this one and is served from the cache after, with a CSP that lets its inline
 * scripts run. The admin reached at 127.0.0.1 redirects to PUBLIC_URL's host; the API and the
 * health checks answer at any host.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/free-port'
import { freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'

const NEXT_DIR = path.resolve(import.meta.dirname, '../../.next')
const buildId = () => fs.readFileSync(path.join(NEXT_DIR, 'BUILD_ID'), 'utf8').trim()

/** The sha256 source expression of each inline script the browser would run. */
function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = []
  for (const [, attributes = '', body = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc=/i.test(attributes) || /type="application\/ld\+json"/i.test(attributes)) continue
    hashes.push(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return hashes
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]

describe('one build started at two addresses', () => {
  const started: Array<{ server: AppServer; database: Database; publicUrl: string }> = []
  let idBefore: string

  beforeAll(async () => {
    idBefore = buildId()
    const localPort = await freePort()
    const addresses: Array<{ publicUrl: string; port: number | undefined; env: Record<string, string> }> = [
      { publicUrl: `http://localhost:${localPort}`, port: localPort, env: {} },
      // A public address: a production server there logs its emails (no SMTP in this test).
      { publicUrl: 'https://staging.erpz.example', port: undefined, env: { ERPZ_LOG_MAIL: 'true' } },
    ]
    for (const { publicUrl, port, env } of addresses) {
      const database = await freshDatabase('sqlite', 'erpz_address')
      const server = await startAppServer(database, { port, env: { PUBLIC_URL: publicUrl, ...env } })
      started.push({ server, database, publicUrl })
    }
  }, 600_000)

  afterAll(async () => {
    for (const { server, database } of started) {
      await server.stop()
      await database.drop()
    }
  })

  it('is not rebuilt for either address', () => {
    expect(buildId()).toBe(idBefore)
    for (const { server } of started) expect(server.output()).not.toMatch(/rebuilding|No build yet/)
  })

  it('answers robots.txt and the sitemap with each server’s own address', async () => {
    for (const { server, publicUrl } of started) {
      const robots = await (await fetch(`${server.url}/robots.txt`)).text()
      expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)
      const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
      const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
      expect(locations).toContain(`${publicUrl}/pricing`)
      expect(locations.length).toBeGreaterThan(5)
      for (const location of locations) expect(location.startsWith(`${publicUrl}/`) || location === publicUrl).toBe(true)
    }
  })

  it('gives the home page and a page prerendered by the build their canonical and JSON-LD at each address, then serves them from the cache', async () => {
    for (const { server, publicUrl } of started) {
      for (const route of ['/', '/pricing']) {
        const first = await fetch(`${server.url}${route}`)
        const html = await first.text()
        expect(first.status).toBe(200)
        expect(canonicalOf(html), `${publicUrl}${route}`).toBe(route === '/' ? publicUrl : `${publicUrl}${route}`)
        expect(html).not.toContain('http://localhost:3000')
        // The page's inline scripts run: each one's hash is in its policy.
        const policy = first.headers.get('content-security-policy') ?? ''
        const hashes = inlineScriptHashes(html)
        expect(hashes.length).toBeGreaterThan(0)
        for (const hash of hashes) expect(policy, `${route} at ${publicUrl}`).toContain(hash)
        const again = await fetch(`${server.url}${route}`)
        await again.text()
        expect(again.headers.get('x-nextjs-cache'), `${route} at ${publicUrl}, second visit`).toBe('HIT')
      }
      const home = await (await fetch(`${server.url}/`)).text()
      expect(home).toContain(`"url":"${publicUrl}"`)
      const rss = await (await fetch(`${server.url}/blog/rss.xml`)).text()
      expect(rss).toContain(`<link>${publicUrl}/blog</link>`)
    }
  })

  it('sends the admin reached at 127.0.0.1 to PUBLIC_URL’s host, path and query kept, and nothing else', async () => {
    for (const { server, publicUrl } of started) {
      for (const route of ['/admin', '/admin/login?redirect=%2Fadmin%2Fcollections%2Fpages']) {
        const response = await fetch(`${server.url}${route}`, { redirect: 'manual' })
        expect(response.status, route).toBe(307)
        expect(response.headers.get('location')).toBe(`${publicUrl}${route}`)
      }
      expect((await fetch(`${server.url}/api/users/me`, { redirect: 'manual' })).status).toBe(200)
      expect((await fetch(`${server.url}/healthz`, { redirect: 'manual' })).status).toBe(200)
      expect((await fetch(`${server.url}/`, { redirect: 'manual' })).status).toBe(200)
    }
  })

  it('serves the admin at PUBLIC_URL’s own host', async () => {
    const { server, publicUrl } = started[0]!
    const response = await fetch(`${publicUrl}/admin/login`, { redirect: 'manual' })
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('<html')
    expect(server.url).not.toBe(publicUrl)
  })
})
