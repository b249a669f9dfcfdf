/**
 * First-party analytics ingestion (issue 29, decision 180) against production servers started as
 * `npm start` starts them: two instances on one database count a visitor once, bots and opted-out
 * visitors are not stored, malformed bodies are 4xx, and no row holds an address or user agent.
 * Clients are told apart by their loopback source address, as the server sees them on a network.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, type Database, DIALECTS, freshDatabase, startAppServer } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { httpRequest, postJson } from '../support/http-client'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** The origin a server takes as its own (PUBLIC_URL defaults to it; setting it would mean another build). */
const site = (server: AppServer) => `http://localhost:${server.port}`

type EventRow = Record<string, unknown> & { name: string; path: string; visitor_id: string }

for (const dialect of DIALECTS) {
  describe(`analytics ingestion on two production servers (${dialect})`, () => {
    let database: Database
    let a: AppServer
    let b: AppServer

    const send = (server: AppServer, body: unknown, options: { from?: string; userAgent?: string; headers?: Record<string, string> } = {}) =>
      postJson(`${server.url}/analytics/event`, body, { from: options.from, headers: { 'user-agent': options.userAgent ?? BROWSER, ...options.headers } })
    const rows = async () =>
      (
        await queryRows<EventRow>(
          database,
          'SELECT name, path, utm_source, utm_medium, utm_campaign, referrer_host, device, visitor_id, occurred_at FROM erpz_analytics_events ORDER BY id',
        )
      ).map((row) => ({ ...row }))
    const stored = async (pagePath: string) => (await rows()).filter((row) => row.path === pagePath)

    beforeAll(async () => {
      database = await freshDatabase(dialect, 'erpz_analytics')
      const dataDir = (name: string) => {
        const dir = path.join(database.dataDir, name)
        fs.mkdirSync(dir, { recursive: true })
        return dir
      }
      const start = (name: string) => startAppServer(database, { env: { ERPZ_DATA_DIR: dataDir(name) } })
      // PostgreSQL instances take turns preparing the database; SQLite (one instance by design) is
      // migrated by the first before the second opens the same file.
      if (dialect === 'postgres') [a, b] = await Promise.all([start('a'), start('b')])
      else {
        a = await start('a')
        b = await start('b')
      }
    })

    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()])
      await database?.drop()
    })

    it('counts one visitor once across both instances, and another address as another visitor', async () => {
      // Each server's PUBLIC_URL is its own http://localhost:<port> here; a page URL is absolute or a path.
      const landing = { name: 'pageview', url: `${site(a)}/?utm_source=linkedin&utm_medium=social&utm_campaign=pharma`, referrer: 'https://www.linkedin.com/feed/' }
      expect((await send(a, landing, { from: '127.0.0.2' })).status).toBe(202)
      expect((await send(b, { name: 'cta_click', url: '/pricing', referrer: `${site(b)}/` }, { from: '127.0.0.2' })).status).toBe(202)
      expect((await send(b, { name: 'pageview', url: '/pricing' }, { from: '127.0.0.3', userAgent: PHONE })).status).toBe(202)

      const all = await rows()
      expect(all.map(({ occurred_at: _at, visitor_id: _v, ...row }) => row)).toEqual([
        { name: 'pageview', path: '/', utm_source: 'linkedin', utm_medium: 'social', utm_campaign: 'pharma', referrer_host: 'www.linkedin.com', device: 'desktop' },
        { name: 'cta_click', path: '/pricing', utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, device: 'desktop' },
        { name: 'pageview', path: '/pricing', utm_source: null, utm_medium: null, utm_campaign: null, referrer_host: null, device: 'mobile' },
      ])
      const [first, second, third] = all.map((row) => row.visitor_id)
      expect(first).toMatch(/^[0-9a-f]{16}$/)
      expect(second).toBe(first)
      expect(third).not.toBe(first)
      // One salt for the day, shared through the database; no earlier day's salt is left.
      expect(await queryRows(database, 'SELECT day FROM erpz_analytics_salts')).toEqual([{ day: new Date().toISOString().slice(0, 10) }])
    })

    it('stores nothing for bots, a missing user agent, Do Not Track or Global Privacy Control', async () => {
      const event = { name: 'pageview', url: '/not-counted' }
      const answers = await Promise.all([
        send(a, event, { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }),
        send(b, event, { userAgent: 'curl/8.5.0' }),
        httpRequest(`${a.url}/analytics/event`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(event) }),
        send(a, event, { headers: { dnt: '1' } }),
        send(b, event, { headers: { 'sec-gpc': '1' } }),
      ])
      expect(answers.map((answer) => answer.status)).toEqual([202, 202, 202, 202, 202])
      expect(await stored('/not-counted')).toEqual([])
      // The same event from a browser that did not opt out is stored: the filters above are what dropped it.
      expect((await send(a, event, { headers: { dnt: '0' } })).status).toBe(202)
      expect(await stored('/not-counted')).toHaveLength(1)
    })

    it('answers malformed events with a 4xx that says why, and stores none of them', async () => {
      const before = (await rows()).length
      const raw = (body: string, contentType = 'application/json') =>
        httpRequest(`${b.url}/analytics/event`, { method: 'POST', from: '127.0.0.4', headers: { 'content-type': contentType, 'user-agent': BROWSER }, body })
      const cases: Array<[string, Promise<{ status: number; text: string }>, number]> = [
        ['not JSON', raw('{"name": "pageview",'), 400],
        ['a JSON array', raw('[]'), 400],
        ['an empty body', raw(''), 400],
        ['not declared as JSON', raw(JSON.stringify({ name: 'pageview', url: '/' }), 'text/plain'), 415],
        ['wrong types', send(b, { name: 7, url: ['/'] }, { from: '127.0.0.4' }), 422],
        ['an unknown event', send(b, { name: 'purchase', url: '/' }, { from: '127.0.0.4' }), 422],
        ['no URL', send(b, { name: 'pageview' }, { from: '127.0.0.4' }), 422],
        ['a URL too long', send(b, { name: 'pageview', url: `/${'a'.repeat(3000)}` }, { from: '127.0.0.4' }), 422],
        ['a body too large', send(b, { name: 'pageview', url: '/', padding: 'x'.repeat(5000) }, { from: '127.0.0.4' }), 413],
        ['another site', send(b, { name: 'pageview', url: 'https://evil.test/pricing' }, { from: '127.0.0.4' }), 422],
        ['a protocol-relative URL', send(b, { name: 'pageview', url: '//evil.test/pricing' }, { from: '127.0.0.4' }), 422],
        ['a referrer that is not a string', send(b, { name: 'pageview', url: '/', referrer: { host: 'x' } }, { from: '127.0.0.4' }), 422],
        ['the other instance\'s origin (another port)', send(b, { name: 'pageview', url: `${site(a)}/` }, { from: '127.0.0.4' }), 422],
      ]
      for (const [what, answer, status] of cases) {
        const { status: got, text } = await answer
        expect(got, `${what}: ${text}`).toBe(status)
        if (status !== 413 && status !== 415) expect(JSON.parse(text), what).toMatchObject({ ok: false, message: expect.any(String) })
      }
      expect(JSON.parse((await cases[5]![1]).text)).toMatchObject({ message: expect.stringContaining('pageview, cta_click') })
      expect(JSON.parse((await cases[9]![1]).text)).toMatchObject({ message: 'The page URL must be a page of this site.' })
      expect((await rows()).length).toBe(before)
    })

    it('limits each client address, before anything else is looked at', async () => {
      const budget = 120 // ANALYTICS_RATE_LIMIT_PER_MINUTE, default
      const event = { name: 'pageview', url: '/limited' }
      const answers = await Promise.all(Array.from({ length: budget }, () => send(a, event, { from: '127.0.0.5', headers: { dnt: '1' } })))
      expect(answers.every((answer) => answer.status === 202)).toBe(true)
      const over = await send(a, event, { from: '127.0.0.5' })
      expect(over.status).toBe(429)
      expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
      expect((await send(a, event, { from: '127.0.0.6' })).status).toBe(202)
      expect(await stored('/limited')).toHaveLength(1)
    })

    it('keeps neither the client address nor the user agent in any stored row', async () => {
      const all = [...(await queryRows(database, 'SELECT * FROM erpz_analytics_events')), ...(await queryRows(database, 'SELECT * FROM erpz_analytics_salts'))]
      expect(all.length).toBeGreaterThan(3)
      const text = JSON.stringify(all.map((row) => ({ ...row })))
      for (const secret of ['127.0.0.', BROWSER, PHONE, 'Chrome', 'iPhone OS']) expect(text).not.toContain(secret)
    })
  })
}
