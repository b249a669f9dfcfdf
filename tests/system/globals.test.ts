/**
 * The header, footer and site settings as CMS globals (issue 31), on one production server
 * (npm start, SQLite): what a visitor reads in the shell is word for word what it was before the
 * globals (tests/fixtures/shell-text.json, captured from a production build of the branch before
 * the change), and an EDITOR's publish through the REST API shows on `/` within 2 s, with no
 * deploy; a draft does not; a bad link is refused in words; contact addresses are admins' only.
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, cmsLogin, freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'
import { captureShell, SHELL_ROUTES } from '../support/shell-text'

type Fixture = { routes: Record<string, ReturnType<typeof captureShell>>; cookieBanner: string }
const fixture = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/shell-text.json'), 'utf8')) as Fixture

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('site globals on a production server', () => {
  let database: Database
  let server: AppServer
  let admin = ''
  let editor = ''

  async function api(token: string | null, method: string, url: string, body?: unknown) {
    const response = await fetch(`${server.url}${url}`, {
      method,
      headers: { ...(token ? { authorization: token } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    const text = await response.text()
    let json: any // eslint-disable-line @typescript-eslint/no-explicit-any
    try {
      json = JSON.parse(text)
    } catch {
      json = text
    }
    return { status: response.status, body: json }
  }

  const page = async (url: string) => {
    const response = await fetch(`${server.url}${url}`)
    return { status: response.status, html: await response.text() }
  }

  /** Polls `url` until its HTML satisfies `done`; returns the milliseconds it took. */
  async function seenWithin(url: string, done: (html: string) => boolean, limitMs: number): Promise<number> {
    const started = Date.now()
    for (;;) {
      const { html } = await page(url)
      if (done(html)) return Date.now() - started
      if (Date.now() - started > limitMs) throw new Error(`${url} did not change within ${limitMs} ms`)
      await sleep(50)
    }
  }

  beforeAll(async () => {
    database = await freshDatabase('sqlite', 'erpz_globals')
    server = await startAppServer(database)
    admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
    const email = 'marketing-editor@globals.test'
    const created = await api(admin, 'POST', '/api/users', { email, password: 'editor-password-123', roles: ['editor'] })
    expect(created.status).toBe(201)
    editor = await cmsLogin(server, email, 'editor-password-123')
  })

  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('serves the header and footer word for word as before the globals', async () => {
    for (const route of SHELL_ROUTES) {
      const { html } = await page(route)
      expect(captureShell(html), route).toEqual(fixture.routes[route])
    }
    // The cookie banner shows after 1 s in the browser (the e2e spec reads it there); its words
    // travel in the page's server data, from the site-settings global.
    const { html } = await page('/')
    const flight = html.replace(/\\"/g, '"')
    for (const words of ['We only store what the site needs to work', 'Read our', 'Cookie Policy', 'Cookie Settings', 'Accept All']) {
      expect(fixture.cookieBanner).toContain(words)
      expect(flight).toContain(words)
    }
  })

  it("shows an editor's published nav label on / within 2 s, and not a draft", async () => {
    const current = await api(editor, 'GET', '/api/globals/header?depth=0')
    expect(current.status).toBe(200)
    const header = current.body
    const navItems = header.navItems.map((item: { label: string; href: string }) => ({ label: item.label, href: item.href }))
    const withLabel = (label: string) => navItems.map((item: { label: string }, i: number) => (i === 0 ? { ...item, label } : item))

    // A draft changes nothing a visitor sees.
    const draft = await api(editor, 'POST', '/api/globals/header?draft=true', { navItems: withLabel('Plans in draft'), _status: 'draft' })
    expect(draft.status, JSON.stringify(draft.body)).toBe(200)
    await sleep(300)
    expect((await page('/')).html).not.toContain('Plans in draft')
    const anonymousDraft = await api(null, 'GET', '/api/globals/header?draft=true&depth=0')
    expect(JSON.stringify(anonymousDraft.body)).not.toContain('Plans in draft')

    const published = await api(editor, 'POST', '/api/globals/header', { navItems: withLabel('Plans & Prices'), _status: 'published' })
    expect(published.status, JSON.stringify(published.body)).toBe(200)
    const ms = await seenWithin('/', (html) => (captureShell(html).header ?? '').includes('Plans & Prices'), 2_000)
    console.log(`published nav label visible on / after ${ms} ms`)
    // Every page's shell, static ones too.
    await seenWithin('/pricing', (html) => captureShell(html).headerLinks.includes('Plans & Prices → /pricing'), 2_000)

    // The version history names the editor; restoring the seed's label is another publish.
    const versions = await api(editor, 'GET', '/api/globals/header/versions?sort=-createdAt&limit=3&depth=0')
    expect(versions.status).toBe(200)
    expect(versions.body.docs.length).toBeGreaterThanOrEqual(2)
    const restored = await api(editor, 'POST', '/api/globals/header', { navItems, _status: 'published' })
    expect(restored.status).toBe(200)
    await seenWithin('/', (html) => captureShell(html).header === fixture.routes['/']!.header, 2_000)
  })

  it('refuses a link that is not a path or an https URL, in words', async () => {
    const current = (await api(editor, 'GET', '/api/globals/footer?depth=0')).body
    const columns = structuredClone(current.columns) as Array<{ links: Array<{ href: string }> }>
    columns[0]!.links[0]!.href = 'javascript:alert(1)'
    const reply = await api(editor, 'POST', '/api/globals/footer', { columns, _status: 'published' })
    expect(reply.status).toBe(400)
    expect(JSON.stringify(reply.body)).toContain('A link must be a path starting with / or an https:// URL')
    const social = [{ name: 'LinkedIn', href: '/linkedin' }]
    const relative = await api(editor, 'POST', '/api/globals/footer', { social, _status: 'published' })
    expect(relative.status).toBe(400)
    expect(JSON.stringify(relative.body)).toContain('This must be a full https:// URL')
    expect(captureShell((await page('/')).html).footer).toBe(fixture.routes['/']!.footer)
  })

  it("keeps contact addresses admins' to change; an admin's change reaches the contact page and footer", async () => {
    const before = (await api(editor, 'GET', '/api/globals/site-settings?depth=0')).body
    const byEditor = await api(editor, 'POST', '/api/globals/site-settings', {
      contact: { ...before.contact, supportEmail: 'phish@example.com' },
      _status: 'published',
    })
    expect(byEditor.status).toBe(200)
    expect((await api(admin, 'GET', '/api/globals/site-settings?depth=0')).body.contact.supportEmail).toBe('support@erpz.in')

    const byAdmin = await api(admin, 'POST', '/api/globals/site-settings', {
      contact: { ...before.contact, email: 'sales@erpz.in' },
      _status: 'published',
    })
    expect(byAdmin.status, JSON.stringify(byAdmin.body)).toBe(200)
    await seenWithin('/contact', (html) => html.includes('mailto:sales@erpz.in'), 2_000)
    await seenWithin('/', (html) => (captureShell(html).footer ?? '').includes('sales@erpz.in'), 2_000)
    const reset = await api(admin, 'POST', '/api/globals/site-settings', { contact: before.contact, _status: 'published' })
    expect(reset.status).toBe(200)
  })
})
