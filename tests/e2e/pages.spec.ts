/**
 * Pages built from blocks (issue 31), as a marketing editor (not an admin) works in /admin: change
 * the home hero's heading and publish, and `/` shows it; build a landing page from blocks at a new
 * address, and it is served and in the sitemap; a page missing its description is refused with a
 * message that says so. Screenshots of the editor with live preview and of the landing page at
 * 375 and 1280 px go to docs/screenshots/.
 */
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminToken, signInToAdmin } from './support/cms'

const EDITOR = { email: 'pages.editor@e2e.test', password: 'pages-editor-password' }
const run = Date.now().toString(36)
const SHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots')

const signInAsEditor = (page: Page) => signInToAdmin(page, EDITOR)

async function publish(page: Page) {
  await page.getByRole('button', { name: /^Publish/ }).first().click()
}

/** The h1 of a public page, fetched as a visitor, once it shows `text` (the page is revalidated by tag). */
async function expectHeading(request: APIRequestContext, pagePath: string, text: string) {
  await expect
    .poll(async () => {
      const html = await (await request.get(pagePath)).text()
      return /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1] ?? ''
    }, { timeout: 15_000 })
    .toBe(text)
}

test.describe('pages from blocks, as an editor', () => {
  test.describe.configure({ mode: 'serial' })

  let token = ''
  let homeId = 0
  let homeTitle = ''

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request)
    const created = await request.post('/api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { ...EDITOR, name: 'Pages Editor', roles: ['editor'] },
    })
    expect(created.status(), await created.text()).toBe(201)
    const home = await request.get('/api/pages?where[path][equals]=%2F&depth=0', { headers: { Authorization: `JWT ${token}` } })
    const doc = ((await home.json()) as { docs: Array<{ id: number; layout: Array<{ title: string }> }> }).docs[0]!
    homeId = doc.id
    homeTitle = doc.layout[0]!.title
  })

  test.afterAll(async ({ request }) => {
    // The other specs read the sitemap and the home page as seeded: the landing page goes, the heading comes back.
    const landing = await request.delete(`/api/pages?where[slug][like]=pharma-plants-${run}&overrideLock=true`, { headers: { Authorization: `JWT ${token}` } })
    expect(landing.status(), await landing.text()).toBe(200)
    if (!homeId) return
    const current = await request.get(`/api/pages/${homeId}?depth=0&draft=true`, { headers: { Authorization: `JWT ${token}` } })
    const doc = (await current.json()) as { layout: Array<Record<string, unknown>> }
    doc.layout[0] = { ...doc.layout[0], title: homeTitle }
    const restored = await request.patch(`/api/pages/${homeId}?overrideLock=true`, { headers: { Authorization: `JWT ${token}` }, data: { layout: doc.layout, _status: 'published' } })
    expect(restored.status(), await restored.text()).toBe(200)
  })

  test('changes the home hero heading in /admin, publishes, and / shows it', async ({ page, request }) => {
    test.setTimeout(120_000)
    await signInAsEditor(page)
    await page.goto(`/admin/collections/pages/${homeId}`)
    const heading = page.locator('#field-layout__0__title')
    await expect(heading).toHaveValue(homeTitle)
    const changed = `Run every plant from one screen ${run}`
    await heading.fill(changed)
    await publish(page)
    await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
    await expectHeading(request, '/', changed)

    // The editor with live preview, at phone and desktop widths.
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/admin/collections/pages/${homeId}`)
      // Live preview stays open (an admin preference) once switched on.
      if (width === 1280) await page.getByRole('button', { name: 'Live Preview', exact: true }).click()
      if (width === 1280) {
        // The preview renders the draft on the server, in the admin's frame.
        const frame = page.frameLocator('iframe[src*="/pages-preview/live"]')
        await expect(frame.locator('h1')).toHaveText(changed, { timeout: 20_000 })
      } else {
        await page.waitForTimeout(1500)
      }
      await page.screenshot({ path: path.join(SHOTS, `pages-admin-live-preview-${width}.png`) })
    }
  })

  test('builds a landing page from blocks at a new address; it is served and in the sitemap', async ({ page, request }) => {
    test.setTimeout(120_000)
    await signInAsEditor(page)
    const slug = `pharma-plants-${run}`
    await page.goto('/admin/collections/pages/create')
    await page.locator('#field-title').fill('ERPZ for pharma plants')
    await page.locator('#field-slug').fill(slug)
    await page.locator('#field-meta__description').fill('Batch records, QC and stock for pharma manufacturers, on one platform.')

    const addBlock = async (label: string) => {
      await page.getByRole('button', { name: /Add (Block|Layout)/ }).last().click()
      await page.locator('.blocks-drawer__blocks-wrapper').getByText(label, { exact: true }).first().click()
    }
    await addBlock('Hero')
    await page.locator('#field-layout__0__title').fill('Pharma plants run on ERPZ')
    await page.locator('#field-layout__0__subtitle').fill('From batch planning to QC release, in one place.')
    await addBlock('Call-to-action band')
    await page.locator('#field-layout__1__anchor').fill('demo')
    await page.locator('#field-layout__1__title').fill('See ERPZ in your plant')
    await page.locator('#field-layout__1__text').fill('A 30-minute walkthrough with our pharma specialists.')
    await page.locator('#field-layout__1__primary__label').fill('Request a Demo')
    await page.locator('#field-layout__1__primary__href').fill('/demo-booking')
    await publish(page)
    await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible()

    await expectHeading(request, `/${slug}`, 'Pharma plants run on ERPZ')
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain(`/${slug}</loc>`)

    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`/${slug}`)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pharma plants run on ERPZ')
      await expect(page.getByRole('link', { name: 'Request a Demo' }).last()).toBeVisible()
      await page.screenshot({ path: path.join(SHOTS, `pages-landing-${width}.png`), fullPage: true })
    }
  })

  // Publish pressed at once after typing: Payload 3.90's form can drop the field's message when its
  // change check (sent on typing) answers after the refusal, so the toast names the field in words
  // every time; pressed again, the message stands under the field (decision 176).
  test('a page missing its description is refused with a message that says so', async ({ page, request, consoleErrors }) => {
    await signInAsEditor(page)
    await page.goto('/admin/collections/pages/create')
    await page.locator('#field-title').fill('No description yet')
    await page.locator('#field-slug').fill(`no-description-${run}`)
    await page.getByRole('button', { name: /Add (Block|Layout)/ }).last().click()
    await page.locator('.blocks-drawer__blocks-wrapper').getByText('Hero', { exact: true }).first().click()
    await page.locator('#field-layout__0__title').fill('Half done')
    await publish(page)
    await expect(page.getByText(/The following field is invalid: Search and sharing\W+Description/).first()).toBeVisible()
    await publish(page)
    await expect(page.getByText('Description is required: search engines and social cards show it under the title.').first()).toBeVisible()
    expect((await request.get(`/no-description-${run}`)).status()).toBe(404)
    // The refusal itself is the server's 400 to the publish, which the browser logs; nothing else may be.
    const others = consoleErrors.filter((message) => !/status of 400/.test(message))
    consoleErrors.splice(0, consoleErrors.length, ...others)
  })
})
