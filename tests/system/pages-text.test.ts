/**
 * The marketing pages moved to page documents (issue 31) read word for word as before: a production
 * server on a fresh database (seeded as `npm start` seeds it) serves every moved route, and the text
 * of its `<main>` and its metadata (title, description, canonical, robots, JSON-LD) equal
 * tests/fixtures/page-text.json, captured from the production build before the move.
 *
 * `CAPTURE_PAGE_TEXT=1` writes the fixture instead of comparing (run it on a build of the code
 * before a change that must not change the text).
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, cmsLogin, freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'
import { pageText, type PageText } from '../support/page-document-text'

const FIXTURE = path.resolve(import.meta.dirname, '../fixtures/page-text.json')
const capture = process.env.CAPTURE_PAGE_TEXT === '1'

/**
 * The routes that render from page documents. `/demo-booking`: its hero only (the scheduler below
 * shows today's dates). `/careers`: its open roles are the seeded openings, listed per request; the
 * filtered list too (the GET form of the page, without JavaScript).
 */
const ROUTES = [
  '/',
  '/about',
  '/solutions',
  '/solutions/production-planning',
  '/solutions/supplier-management',
  '/solutions/quality-control',
  '/solutions/inventory-tracking',
  '/solutions/factory-analytics',
  '/contact',
  '/demo-booking',
  '/brand-kit',
  '/pricing',
  '/careers',
  '/careers?department=Design',
]

function read(html: string, route: string): PageText {
  const page = pageText(html)
  if (route === '/demo-booking') {
    const main = html.slice(html.search(/<main[\s>]/))
    const hero = main.slice(0, main.indexOf('</section>') + '</section>'.length)
    page.text = pageText(`${hero}</main>`).text
  }
  return page
}

describe('pages read as before the move to page documents', () => {
  let database: Database
  let server: AppServer

  beforeAll(async () => {
    database = await freshDatabase('sqlite', 'erpz_pages')
    server = await startAppServer(database)
  })

  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('serves every moved route with the same visible text and metadata', async () => {
    const found: Record<string, PageText> = {}
    for (const route of ROUTES) {
      const response = await fetch(`${server.url}${route}`)
      expect(response.status, route).toBe(200)
      found[route] = read(await response.text(), route)
    }
    if (capture) {
      fs.writeFileSync(FIXTURE, `${JSON.stringify(found, null, 2)}\n`)
      return
    }
    const expected = JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, PageText>
    // The fixture's pages were prerendered with the build's PUBLIC_URL (http://localhost:3000); the
    // moved pages render again once the server is up, with its own (http://localhost:<its port>, as
    // this test starts it without PUBLIC_URL). In production both are the one PUBLIC_URL.
    const origin = new RegExp(`http://localhost:${server.port}(?![0-9])`, 'g')
    const sameOrigin = (page: PageText) => JSON.parse(JSON.stringify(page).replace(origin, 'http://localhost:3000')) as PageText
    for (const route of ROUTES) found[route] = sameOrigin(found[route]!)
    for (const route of ROUTES) {
      expect.soft(found[route]!.text, `${route}: the text of <main>`).toBe(expected[route]!.text)
      expect.soft(found[route], `${route}: metadata`).toEqual(expected[route])
    }
  })

  it('shows a plan change on /pricing as soon as an editor publishes it (the pricing tag), and not before', async () => {
    const admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
    const email = 'pricing-editor@pages.test'
    const made = await fetch(`${server.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin },
      body: JSON.stringify({ email, password: 'pricing-editor-password', name: 'Pricing Editor', roles: ['editor'] }),
    })
    expect(made.status).toBe(201)
    const editor = await cmsLogin(server, email, 'pricing-editor-password')
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${server.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: editor }, body: body === undefined ? undefined : JSON.stringify(body) })
    const planCard = async () => {
      const html = await (await fetch(`${server.url}/pricing`)).text()
      const start = html.indexOf('data-testid="plan-launch"')
      return pageText(`<main>${html.slice(start, html.indexOf('</li>', html.indexOf('Start with Launch', start)))}</main>`).text
    }
    const offers = async () => {
      const data = pageText(await (await fetch(`${server.url}/pricing`)).text()).jsonLd as Array<{ '@type': string; offers?: Array<{ name: string; price?: string }> }>
      return data.find((item) => item['@type'] === 'Product')?.offers?.map((offer) => [offer.name, offer.price])
    }

    const launch = ((await (await api('GET', '/api/plans?where[key][equals]=launch&depth=0')).json()) as { docs: Array<{ id: number }> }).docs[0]!
    expect(await planCard()).toContain('₹1,900 per user / month')

    // A draft is the editor's only.
    expect((await api('PATCH', `/api/plans/${launch.id}?draft=true`, { price: 2500, _status: 'draft' })).status).toBe(200)
    expect(await planCard()).toContain('₹1,900 per user / month')

    // Published: the next request renders the new price, in the card and in the structured data.
    const published = await api('PATCH', `/api/plans/${launch.id}`, { price: 2300, description: 'For single plants starting out.', _status: 'published' })
    expect(published.status, await published.clone().text()).toBe(200)
    expect(await planCard()).toContain('Launch Plan For single plants starting out. ₹2,300 per user / month')
    expect((await offers())?.[0]).toEqual(['Launch Plan', '2300'])

    // Restored word for word.
    const restored = await api('PATCH', `/api/plans/${launch.id}`, { price: 1900, description: 'For single plants digitising their first processes.', _status: 'published' })
    expect(restored.status).toBe(200)
    const expected = (JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Record<string, PageText>)['/pricing']!
    expect(read(await (await fetch(`${server.url}/pricing`)).text(), '/pricing').text).toBe(expected.text)
  })
})
