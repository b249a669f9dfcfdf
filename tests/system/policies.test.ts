/**
 * The policies as CMS documents (issue 31), through a production server started as `npm start`
 * starts it: the seeded pages read word for word what the site served before they moved into the
 * CMS (tests/fixtures/policy-pages.json, captured from a build of the code before), with the same
 * metadata; an editor's publish is refused with a clear message and changes nothing a visitor
 * sees; an admin's publish is live at once; a publish scheduled a few seconds ahead goes live on
 * time with nobody signed in; the PDF is made from the stored text and prints ₹. An editor cannot
 * unpublish a policy, nor schedule or cancel a policy's publish or unpublish (decision 173).
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverFunction } from '../support/admin-server-function'
import { ADMIN, cmsLogin, freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { headMetadata, jsonLd, mainText } from '../support/page-text'
import { pdfText } from '../support/pdf-text'

const FIXTURE = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/policy-pages.json'), 'utf8')) as Record<
  string,
  { text: string; head: string[]; jsonLd: unknown[] }
>
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Doc = { id: number; slug: string; title: string; body: unknown; _status: string }

describe('policies as documents', () => {
  let database: Database
  let server: AppServer
  let admin: string
  let editor: string
  let editorId: number

  const api = async (token: string | null, method: string, route: string, body?: unknown) => {
    const response = await fetch(`${server.url}${route}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> & { doc?: Doc; docs?: Doc[]; errors?: Array<{ message: string }> } }
  }
  const policy = async (slug: string) => (await api(admin, 'GET', `/api/policies?where[slug][equals]=${slug}&depth=0&draft=true`)).body.docs![0]!
  const page = async (route: string) => {
    const response = await fetch(`${server.url}${route}`)
    return { status: response.status, html: await response.text() }
  }
  /** The body with one more paragraph at the end, as the editor would type it. */
  const withParagraph = (body: unknown, text: string) => {
    const root = (body as { root: { children: unknown[] } }).root
    const paragraph = { type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, children: [{ type: 'text', version: 1, text, format: 0, detail: 0, mode: 'normal', style: '' }] }
    return { root: { ...root, children: [...root.children, paragraph] } }
  }

  beforeAll(async () => {
    database = await freshDatabase('sqlite', 'erpz_policies')
    server = await startAppServer(database)
    admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
    const made = await api(admin, 'POST', '/api/users', { email: 'policy.editor@system.test', password: 'policy-editor-password', name: 'Policy Editor', roles: ['editor'] })
    expect(made.status).toBe(201)
    editorId = made.body.doc!.id
    editor = await cmsLogin(server, 'policy.editor@system.test', 'policy-editor-password')
  })

  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('the seeded policies read word for word as before, with the same metadata and structured data', async () => {
    expect(Object.keys(FIXTURE)).toHaveLength(5)
    // The fixture's pages were prerendered at build, with the build's PUBLIC_URL (localhost:3000);
    // these render at run time, with this server's (its own port): the origin is compared apart.
    const origin = (value: unknown) => JSON.parse(JSON.stringify(value).replaceAll(/http:\/\/localhost:\d+/g, 'ORIGIN')) as unknown
    for (const [route, before] of Object.entries(FIXTURE)) {
      const { status, html } = await page(route)
      expect(status, route).toBe(200)
      expect(mainText(html), route).toBe(before.text)
      expect(origin(headMetadata(html)), route).toEqual(origin(before.head))
      expect(origin(jsonLd(html)), route).toEqual(origin(before.jsonLd))
      expect(html).toContain(`<link rel="canonical" href="${server.url.replace('127.0.0.1', 'localhost')}${route}"/>`)
    }
    // The internal route behind them is not an address of its own.
    expect((await page('/policy-pages/privacy-policy')).status).toBe(404)
  })

  it('an editor drafts a policy but cannot publish it (REST, create or update); an admin publishes and the page and PDF change at once', async () => {
    const terms = await policy('terms-of-service')
    const before = await page('/terms-of-service')
    const addition = 'Fees are billed in Indian rupees: ₹1,499 per user per month on the Growth plan.'

    // Publishing, as an editor: refused with the reason, nothing stored, nothing public changes.
    for (const attempt of [
      () => api(editor, 'PATCH', `/api/policies/${terms.id}`, { body: withParagraph(terms.body, addition), _status: 'published' }),
      () => api(editor, 'PATCH', `/api/policies/${terms.id}`, { title: 'Terms of Service (edited)' }),
      () => api(editor, 'POST', '/api/policies', { title: 'Editor policy', slug: 'editor-policy', lastUpdated: '2026-01-01T12:00:00.000Z', body: terms.body, _status: 'published' }),
    ]) {
      const reply = await attempt()
      expect(reply.status).toBe(403)
      expect(reply.body.errors?.[0]?.message).toBe('Only an admin can publish a policy. Save your changes as a draft (Save Draft) and ask an admin to publish them.')
    }
    expect((await policy('terms-of-service')).title).toBe(terms.title)
    expect((await api(admin, 'GET', '/api/policies?where[slug][equals]=editor-policy')).body.docs).toEqual([])

    // A draft, as an editor: stored as a version naming them; the public page is unchanged.
    const draft = await api(editor, 'PATCH', `/api/policies/${terms.id}?draft=true`, { body: withParagraph(terms.body, addition), _status: 'draft' })
    expect(draft.status).toBe(200)
    const versions = await queryRows<{ version__status: string; version_updated_by_id: number }>(
      database,
      'SELECT version__status, version_updated_by_id FROM _policies_v WHERE parent_id = ? ORDER BY id DESC LIMIT 1',
      [terms.id],
    )
    expect(versions[0]).toMatchObject({ version__status: 'draft', version_updated_by_id: editorId })
    expect(mainText((await page('/terms-of-service')).html)).toBe(mainText(before.html))
    expect(await pdfText(await (await fetch(`${server.url}/policies/terms-of-service/pdf`)).arrayBuffer())).not.toContain('₹1,499')

    // An admin publishes the editor's draft: the page and the PDF show it on the next request.
    const published = await api(admin, 'PATCH', `/api/policies/${terms.id}`, { _status: 'published' })
    expect(published.status).toBe(200)
    expect(mainText((await page('/terms-of-service')).html)).toContain(addition)
    const pdf = await fetch(`${server.url}/policies/terms-of-service/pdf`)
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toBe('application/pdf')
    const text = (await pdfText(await pdf.arrayBuffer())).replace(/\s+/g, ' ')
    expect(text).toContain('Terms of Service')
    expect(text).toContain('₹1,499 per user per month')
    expect(text).toContain('₹1,900') // the seeded prices, which the old writer printed as "INR"
    expect(text).not.toContain('INR')
  })

  it('a policy update an admin scheduled a few seconds ahead goes live on time with nobody signed in', async () => {
    const cookies = await policy('cookie-policy')
    const update = 'From next month the site also remembers your theme choice.'
    expect((await api(admin, 'PATCH', `/api/policies/${cookies.id}?draft=true`, { body: withParagraph(cookies.body, update), _status: 'draft' })).status).toBe(200)
    expect(mainText((await page('/cookie-policy')).html)).not.toContain(update) // rendered and cached as it is

    const at = new Date(Date.now() + 8_000)
    const result = await serverFunction(server, admin, 'schedule-publish', { type: 'publish', date: at.toISOString(), doc: { relationTo: 'policies', value: String(cookies.id) } })
    expect(result).toEqual({ message: 'Success' })
    expect((await api(admin, 'POST', '/api/users/logout')).status).toBe(200)

    await sleep(at.getTime() - 1_500 - Date.now())
    expect(mainText((await page('/cookie-policy')).html)).not.toContain(update)
    let live = NaN
    while (Date.now() < at.getTime() + 10_000) {
      if (mainText((await page('/cookie-policy')).html).includes(update)) {
        live = Date.now() - at.getTime()
        break
      }
      await sleep(100)
    }
    console.info(`scheduled policy publish seen ${live} ms after its time`)
    expect(live).not.toBeNaN()
    expect(live).toBeLessThan(5_000)
    expect((await pdfText(await (await fetch(`${server.url}/policies/cookie-policy/pdf`)).arrayBuffer())).replace(/\s+/g, ' ')).toContain(update)
  })

  it('an editor cannot unpublish a policy, nor schedule its publish or unpublish, nor cancel an admin’s schedule: each refused with the reason, nothing changes', async () => {
    admin = await cmsLogin(server, ADMIN.email, ADMIN.password) // signed out above
    const shipping = await policy('shipping-delivery-policy')
    const before = mainText((await page('/shipping-delivery-policy')).html)
    expect(before).toContain(shipping.title)
    const UNPUBLISH_REFUSED = 'Only an admin can unpublish a policy. It stays published; ask an admin to unpublish it.'
    const SCHEDULE_REFUSED =
      'Only an admin can schedule a policy to be published or unpublished. Save your changes as a draft (Save Draft) and ask an admin to schedule them.'
    const CANCEL_REFUSED = 'Only an admin can cancel a scheduled publish or unpublish of a policy. Ask an admin to cancel it.'

    // Unpublish, as the admin's Unpublish button sends it, and as a bulk update: refused with the reason.
    for (const attempt of [
      () => api(editor, 'PATCH', `/api/policies/${shipping.id}?depth=0&unpublishAllLocales=false`, { _status: 'draft' }),
      () => api(editor, 'PATCH', '/api/policies?where[slug][equals]=shipping-delivery-policy', { _status: 'draft' }),
    ]) {
      const reply = await attempt()
      expect(reply.status).toBe(403)
      expect(reply.body.errors?.[0]?.message).toBe(UNPUBLISH_REFUSED)
    }
    // A draft saved and then restored as the document (not as a draft) would unpublish it too.
    const draft = await api(editor, 'PATCH', `/api/policies/${shipping.id}?draft=true`, { body: withParagraph(shipping.body, 'A draft only.'), _status: 'draft' })
    expect(draft.status).toBe(200)
    const versions = await api(editor, 'GET', `/api/policies/versions?where[parent][equals]=${shipping.id}&sort=-updatedAt&limit=1&depth=0`)
    const version = (versions.body.docs as unknown as Array<{ id: number; version: { _status: string } }>)[0]!
    expect(version.version._status).toBe('draft')
    const restored = await api(editor, 'POST', `/api/policies/versions/${version.id}`)
    expect(restored.status).toBe(403)
    expect(restored.body.errors?.[0]?.message).toBe(UNPUBLISH_REFUSED)
    // Restoring it as a draft is a draft save: allowed.
    expect((await api(editor, 'POST', `/api/policies/versions/${version.id}?draft=true`)).status).toBe(200)

    // Scheduling, as the drawer saves it: answered with the reason, nothing queued.
    const queued = async () =>
      (await queryRows<{ n: number }>(database, "SELECT COUNT(*) AS n FROM payload_jobs WHERE task_slug = 'schedulePublish' AND completed_at IS NULL"))[0]!.n
    const waiting = await queued()
    for (const type of ['publish', 'unpublish']) {
      const answer = await serverFunction(server, editor, 'schedule-publish', { type, date: new Date(Date.now() + 60_000).toISOString(), doc: { relationTo: 'policies', value: String(shipping.id) } })
      expect(answer).toEqual({ error: SCHEDULE_REFUSED })
    }
    expect(await queued()).toBe(waiting)

    // An admin's schedule: the editor sees it in the drawer but cannot cancel it; the admin can.
    const at = new Date(Date.now() + 3_600_000)
    expect(await serverFunction(server, admin, 'schedule-publish', { type: 'unpublish', date: at.toISOString(), doc: { relationTo: 'policies', value: String(shipping.id) } })).toEqual({ message: 'Success' })
    const upcoming = (await serverFunction(server, editor, 'get-upcoming-scheduled-publish', { id: shipping.id, collectionSlug: 'policies' })) as Array<{ id: number; input: { type: string } }>
    expect(upcoming.map((event) => event.input.type)).toEqual(['unpublish'])
    expect(await serverFunction(server, editor, 'schedule-publish', { deleteID: upcoming[0]!.id })).toEqual({ error: CANCEL_REFUSED })
    expect(await serverFunction(server, editor, 'get-upcoming-scheduled-publish', { id: shipping.id, collectionSlug: 'policies' })).toHaveLength(1)
    expect(await serverFunction(server, admin, 'schedule-publish', { deleteID: upcoming[0]!.id })).toEqual({ message: 'Success' })
    expect(await serverFunction(server, admin, 'get-upcoming-scheduled-publish', { id: shipping.id, collectionSlug: 'policies' })).toEqual([])

    // Nothing a visitor sees changed; an admin may unpublish.
    expect((await api(admin, 'GET', `/api/policies/${shipping.id}?depth=0`)).body._status).toBe('published')
    expect(mainText((await page('/shipping-delivery-policy')).html)).toBe(before)
    const unpublished = await api(admin, 'PATCH', `/api/policies/${shipping.id}?depth=0`, { _status: 'draft' })
    expect(unpublished.status).toBe(200)
    expect((await api(admin, 'GET', `/api/policies/${shipping.id}?depth=0`)).body._status).toBe('draft')
  })
})
