/**
 * Attribution on leads (issue 29, decision 169) against the production server: a visitor who
 * arrives from a LinkedIn campaign, accepts all and books a demo two pages later arrives at sales
 * (the lead webhook, the admin) with that campaign; with essential only, nothing is kept on the
 * device and the lead carries the page it was sent from. Either way the beacon (decision 181)
 * counts the visit: page views with the campaign on the landing page and the conversion, under
 * one anonymous visitor id.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, humanPause, test } from './fixtures'
import { emails, webhooks } from './support/peers'
import { adminToken } from './support/cms'
import { eventsSince, pageviewSent, type StoredEvent } from './support/analytics'

// This file tests the cookie banner, or shows it on a second page of the same visitor.
test.use({ cookieBanner: 'undecided' })

const ARRIVAL = '/?utm_source=linkedin&utm_medium=social&utm_campaign=pharma'
const LINKEDIN = 'https://www.linkedin.com/'

type Attribution = {
  touch: string
  landing_page: string | null
  referrer: string | null
  utm: Record<string, string | null>
  first_seen_at: string | null
  source_page: string | null
}

/** The webhook sales got for the lead from `email`, once the outbox delivered it. */
async function webhookFor(email: string): Promise<{ data: Record<string, unknown>; attribution: Attribution }> {
  let found: { data: Record<string, unknown>; attribution: Attribution } | undefined
  await expect
    .poll(async () => {
      found = (await webhooks())
        .map((hit) => hit.data as { data: Record<string, unknown>; attribution: Attribution })
        .find((body) => body?.data?.email === email)
      return Boolean(found)
    }, { message: `the lead webhook for ${email}`, timeout: 15_000 })
    .toBe(true)
  return found!
}

const storedKeys = (page: Page) => page.evaluate(() => Object.keys(localStorage).sort())

/** The analytics events stored since `since`, oldest first, as an admin reads them. */

/** Waits until the events since `since` include every `[name, path]` of `expected`, and returns them. */
async function eventsWith(request: APIRequestContext, since: string, expected: [string, string][]): Promise<StoredEvent[]> {
  let events: StoredEvent[] = []
  await expect
    .poll(async () => {
      events = await eventsSince(request, since)
      return expected.filter(([name, path]) => !events.some((event) => event.name === name && event.path === path))
    }, { message: 'the beacon’s events', timeout: 20_000 })
    .toEqual([])
  return events
}

test.describe('attribution', () => {
  test.describe.configure({ timeout: 60_000 }) // three pages, a form, the outbox's delivery and the beacon's rows

  test('Accept All: the first visit’s campaign reaches the booking’s webhook and the admin two pages later', async ({ page }) => {
    const email = `pharma.${Date.now()}@example.com`
    const since = new Date().toISOString()
    const landingCounted = pageviewSent(page, '/')
    await page.goto(ARRIVAL, { referer: LINKEDIN })
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Accept All' }).click()
    const firstTouch = await page.evaluate(() => JSON.parse(localStorage.getItem('erpz_first_touch') ?? 'null') as unknown)
    expect(firstTouch).toMatchObject({ landingPage: '/', referrer: LINKEDIN, utm: { source: 'linkedin', medium: 'social', campaign: 'pharma' } })

    // Two more pages, the first by the site's own navigation, the second a fresh load without tags.
    await landingCounted
    const aboutCounted = pageviewSent(page, '/about')
    await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click()
    await expect(page).toHaveURL(/\/about$/)
    await aboutCounted
    await page.goto('/demo-booking')
    await page.getByRole('list', { name: /^Free times on / }).getByRole('button').first().click()
    await page.getByLabel('Full name').fill('Priya Menon')
    await page.getByLabel('Work email').fill(email)
    await page.getByLabel('Company name').fill('Menon Pharma')
    await page.getByLabel('What would you like to see?').fill('Batch records for two plants.')
    await humanPause(page)
    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible()

    // The beacon counted the visit: the landing page with its campaign, the two pages, the booking.
    const events = await eventsWith(page.request, since, [
      ['pageview', '/'],
      ['pageview', '/about'],
      ['pageview', '/demo-booking'],
      ['booking_made', '/demo-booking'],
    ])
    expect(events.find((event) => event.name === 'pageview' && event.path === '/')).toMatchObject({
      utm_source: 'linkedin',
      utm_campaign: 'pharma',
      referrer_host: 'www.linkedin.com',
    })
    expect(new Set(events.map((event) => event.visitor_id)).size).toBe(1)

    const hook = await webhookFor(email)
    expect(hook.data).toMatchObject({ name: 'Priya Menon', company_name: 'Menon Pharma', preffered_slot: expect.any(String) })
    expect(hook.attribution).toEqual({
      touch: 'first_visit',
      landing_page: '/',
      referrer: LINKEDIN,
      utm: { source: 'linkedin', medium: 'social', campaign: 'pharma', term: null, content: null },
      first_seen_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      source_page: '/demo-booking',
    })

    // Sales hear about it at once, with the source and a link to the lead.
    await expect
      .poll(async () => (await emails()).find((mail) => mail.to.includes('sales@e2e.test') && mail.text.includes(email))?.text ?? '', { timeout: 15_000 })
      .toMatch(/campaign=pharma/)
    const alert = (await emails()).find((mail) => mail.to.includes('sales@e2e.test') && mail.text.includes(email))!
    expect(alert.subject).toBe('New demo booked: Priya Menon, Menon Pharma')
    expect(alert.text).toContain('Source: first visit: landed on / from https://www.linkedin.com/')
    expect(alert.text).toMatch(/Open in the admin: http:\/\/127\.0\.0\.1:\d+\/admin\/collections\/erpz-demo-requests\/\d+/)

    // Sales see it on the lead in the admin.
    const token = await adminToken(page.request)
    const found = await page.request.get(`/api/erpz-demo-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(found.status()).toBe(200)
    const [lead] = ((await found.json()) as { docs: { id: number }[] }).docs
    expect(lead).toBeTruthy()
    await page.context().clearCookies() // the API sign-in's cookie: the admin is signed in to as a person does
    await page.goto('/admin/login')
    await page.getByLabel('Email').fill('admin@e2e.test')
    await page.getByLabel('Password').fill('e2e-admin-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    // The team's dashboard counts the campaign's visit and its conversion.
    const campaign = page.getByRole('region', { name: 'Funnel by campaign' }).getByRole('row', { name: /^pharma / })
    await expect(campaign.getByRole('cell').nth(1)).not.toHaveText(/^0 /)
    await page.goto(`/admin/collections/erpz-demo-requests/${lead!.id}`)
    await expect(page.getByText('Attribution', { exact: true })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Landing page' })).toHaveValue('/')
    // The first visit's Referrer, under Attribution; the form's own is hidden while empty
    // (/demo-booking was opened directly), as is its empty Campaign (UTM).
    await expect(page.getByRole('textbox', { name: 'Referrer' })).toHaveCount(1)
    await expect(page.getByRole('textbox', { name: 'Referrer' })).toHaveValue(LINKEDIN)
  })

  test('Essential only: nothing is kept on the device and the lead carries the page it was sent from', async ({ page, context }) => {
    const email = `essential.${Date.now()}@example.com`
    const since = new Date().toISOString()
    const landingCounted = pageviewSent(page, '/')
    await page.goto(ARRIVAL, { referer: LINKEDIN })
    await page.getByTestId('cookie-banner').getByRole('button', { name: 'Cookie Settings' }).click()
    await page.getByRole('dialog', { name: 'Cookie settings' }).getByRole('button', { name: 'Save my choice' }).click()
    await landingCounted
    const aboutCounted = pageviewSent(page, '/about')
    await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click()
    await expect(page).toHaveURL(/\/about$/)
    await aboutCounted

    const token = page.waitForResponse((r) => r.url().endsWith('/leads/token') && r.status() === 200)
    await page.goto('/contact')
    await token
    const form = page.getByRole('form', { name: 'Contact form' })
    await form.getByLabel('Name', { exact: true }).fill('Anil Rao')
    await form.getByLabel('Email', { exact: true }).fill(email)
    await form.getByLabel('Company', { exact: true }).fill('Rao Castings')
    await form.getByLabel('Message', { exact: true }).fill('Please call me about Plan.')
    await humanPause(page)
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible()

    const hook = await webhookFor(email)
    expect(hook.attribution).toEqual({
      touch: 'this_page',
      landing_page: '/contact',
      referrer: null,
      utm: { source: null, medium: null, campaign: null, term: null, content: null },
      first_seen_at: null,
      source_page: '/contact',
    })
    // The device holds the cookie choice itself and nothing else: no first visit, no cookies.
    expect(await storedKeys(page)).toEqual(['cookiesAccepted', 'erpz_cookie_consent'])
    expect(await page.evaluate(() => Object.keys(sessionStorage))).toEqual([])
    expect(await context.cookies()).toEqual([])

    // Still counted, as one anonymous visitor: the beacon keeps nothing on the device.
    const events = await eventsWith(page.request, since, [
      ['pageview', '/'],
      ['pageview', '/about'],
      ['pageview', '/contact'],
      ['form_submitted', '/contact'],
    ])
    expect(events.find((event) => event.name === 'pageview' && event.path === '/')).toMatchObject({ utm_campaign: 'pharma' })
    expect(new Set(events.map((event) => event.visitor_id)).size).toBe(1)

  })
})
