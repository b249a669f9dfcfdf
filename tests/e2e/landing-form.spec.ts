/**
 * A campaign landing page with a lead form (issue 44, decision 199), as a marketing editor (not an
 * admin) builds it in /admin: Hero + Form (demo request, campaign label, own message) + CTA band at
 * a new address, published; a visitor from `?utm_campaign=pharma` sends the form, and the stored
 * lead carries the UTM campaign and the block's label. Screenshots of the page at 375 and 1280 px
 * go to test-results/screenshots/.
 */
import path from 'node:path'

import type { Locator, Page } from '@playwright/test'

import { axeViolations, expect, humanPause, test, watchConsoleErrors } from './fixtures'
import { adminToken, signInToAdmin } from './support/cms'

// This file tests the cookie banner, or shows it on a second page of the same visitor.
test.use({ cookieBanner: 'undecided' })

const EDITOR = { email: 'landing.editor@e2e.test', password: 'landing-editor-password' }
const run = Date.now().toString(36)
const SLUG = `pharma-webinar-${run}`
const LABEL = `Pharma webinar ${run}`
const SHOTS = path.resolve(import.meta.dirname, '../../test-results/screenshots')

const signInAsEditor = (page: Page) => signInToAdmin(page, EDITOR)

test.describe('a landing page with a lead form, as an editor', () => {
  test.describe.configure({ mode: 'serial' })

  let token = ''

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request)
    const created = await request.post('/api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { ...EDITOR, name: 'Landing Editor', roles: ['editor'] },
    })
    expect(created.status(), await created.text()).toBe(201)
  })

  test.afterAll(async ({ request }) => {
    // The other specs read the sitemap as seeded: the landing page goes.
    const removed = await request.delete(`/api/pages?where[slug][equals]=${SLUG}&overrideLock=true`, { headers: { Authorization: `JWT ${token}` } })
    expect(removed.status(), await removed.text()).toBe(200)
  })

  test('builds Hero + Form (demo) + CTA band, publishes; a visitor from a campaign sends the form', async ({ page, browser, request, baseURL }) => {
    test.setTimeout(180_000)
    await signInAsEditor(page)
    await page.goto('/admin/collections/pages/create')
    await page.locator('#field-title').fill('Pharma webinar')
    await page.locator('#field-slug').fill(SLUG)
    await page.locator('#field-meta__description').fill('Join our pharma plant webinar and book a demo of batch records and QC.')

    const addBlock = async (label: string) => {
      await page.getByRole('button', { name: /Add (Block|Layout)/ }).last().click()
      await page.locator('.blocks-drawer__blocks-wrapper').getByText(label, { exact: true }).first().click()
    }
    await addBlock('Hero')
    await page.locator('#field-layout__0__title').fill('Pharma plants run on ERPZ')
    await page.locator('#field-layout__0__subtitle').fill('Batch planning to QC release, in one place.')

    await addBlock('Form')
    await page.locator('#field-layout__1__form').click()
    await page.getByRole('option', { name: 'Demo request' }).click()
    await page.locator('#field-layout__1__campaignLabel').fill(LABEL)
    await page.locator('#field-layout__1__successMessage').fill('Thanks! Our pharma team will call you within a day.')
    await page.locator('#field-layout__1__title').fill('Book your pharma demo')

    await addBlock('Call-to-action band')
    await page.locator('#field-layout__2__title').fill('Questions first?')
    await page.locator('#field-layout__2__text').fill('Write to our pharma specialists.')
    await page.locator('#field-layout__2__primary__label').fill('Contact us')
    await page.locator('#field-layout__2__primary__href').fill('/contact')
    await page.getByRole('button', { name: /^Publish/ }).first().click()
    await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible({ timeout: 20_000 })

    // A visitor arrives from the campaign's link.
    const visitorContext = await browser.newContext({ baseURL })
    const visitor = await visitorContext.newPage()
    const errors = watchConsoleErrors(visitor)
    const formToken = visitor.waitForResponse((response) => response.url().endsWith('/leads/token') && response.status() === 200)
    await visitor.goto(`/${SLUG}?utm_campaign=pharma`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Pharma plants run on ERPZ')
    await formToken
    const form = visitor.getByRole('form', { name: 'Demo request form' })
    await expect(visitor.getByRole('heading', { name: 'Book your pharma demo' })).toBeVisible()
    await expect(visitor.getByRole('link', { name: 'Contact us' }).last()).toBeVisible()
    expect(await axeViolations(visitor)).toEqual([])

    for (const width of [1280, 375]) {
      await visitor.setViewportSize({ width, height: 900 })
      await visitor.screenshot({ path: path.join(SHOTS, `landing-form-${width}.png`), fullPage: true })
    }

    const email = `pharma.${run}@example.com`
    await form.getByLabel('Full name', { exact: true }).fill('Anita Rao')
    await form.getByLabel('Work email', { exact: true }).fill(email)
    await form.getByLabel('Company name', { exact: true }).fill('Rao Pharma')
    await form.getByLabel('What would you like to see?', { exact: true }).fill('Batch records and QC release.')
    await humanPause(visitor)

    // At 375 px the cookie banner (no choice made yet) covers nothing for good: the focused button
    // is scrolled above it, and the page's end (the footer) scrolls clear of it.
    const banner = visitor.getByTestId('cookie-banner')
    await expect(banner).toBeVisible()
    const send = visitor.getByRole('button', { name: 'Request Demo' })
    await send.focus()
    const above = async (target: Locator) => {
      const [box, bannerBox] = [await target.boundingBox(), await banner.boundingBox()]
      return box !== null && bannerBox !== null && box.y + box.height <= bannerBox.y
    }
    await expect.poll(() => above(send)).toBe(true)
    await visitor.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    await expect.poll(() => above(visitor.getByRole('contentinfo'))).toBe(true)
    await send.click()
    await expect(visitor.getByText('Thanks! Our pharma team will call you within a day.')).toBeVisible()
    expect(errors).toEqual([])
    await visitorContext.close()

    const stored = await request.get(`/api/erpz-demo-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: { Authorization: `JWT ${token}` },
    })
    const docs = ((await stored.json()) as { docs: Array<Record<string, unknown>> }).docs
    expect(docs).toEqual([
      expect.objectContaining({
        kind: 'demo',
        name: 'Anita Rao',
        source_page: `/${SLUG}`,
        campaign_label: LABEL,
        utm: expect.objectContaining({ campaign: 'pharma' }),
        attribution: expect.objectContaining({ utm: expect.objectContaining({ campaign: 'pharma' }) }),
      }),
    ])
  })
})
