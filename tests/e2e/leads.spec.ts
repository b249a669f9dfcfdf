import type { Page } from '@playwright/test'

import { axeViolations, expect, humanPause, test } from './fixtures'
import { linkIn, waitForEmail, webhooks } from './support/peers'
import { adminToken } from './support/cms'

/** Opens a form page and waits until the form holds its token and a human could have filled it. */
async function openForm(page: Page, path: string) {
  const token = page.waitForResponse((r) => r.url().endsWith('/leads/token') && r.status() === 200)
  await page.goto(path)
  await token
}

/** The demo form mounts (and fetches its token) when its tab opens. */
async function openDemoForm(page: Page) {
  await page.goto('/demo-booking')
  const token = page.waitForResponse((r) => r.url().endsWith('/leads/token') && r.status() === 200)
  await page.getByRole('tab', { name: 'Request via Form' }).click()
  await token
}

const contactForm = (page: Page) => page.getByRole('form', { name: 'Contact form' })
const demoForm = (page: Page) => page.getByRole('form', { name: 'Demo request form' })

/** Holds the lead POST for a moment so the submitting state can be seen. */
async function slowDown(page: Page, path: string) {
  await page.route(`**${path}`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700))
    await route.continue()
  })
}

async function failWith500(page: Page, path: string) {
  // The browser logs the failed request as a console error; here it is the point of the test.
  page.removeAllListeners('console')
  await page.route(`**${path}`, (route) =>
    route.fulfill({ status: 500, json: { ok: false, message: 'The request could not be saved. Please try again.' } }),
  )
}

/** Scripts the page asks for from now on fail, as when the visitor's connection drops. */
async function failLaterScripts(page: Page) {
  // The browser logs each refused script as a console error; here it is the point of the test.
  page.removeAllListeners('console')
  await page.route('**/_next/static/chunks/**', (route) => route.fulfill({ status: 503, body: '' }))
}

test.describe('contact page', () => {
  test('shows the contact details, office hours and no accessibility violations', async ({ page }) => {
    await openForm(page, '/contact')
    await expect(page.getByRole('heading', { level: 1, name: "Let's Connect" })).toBeVisible()
    const details = page.getByRole('complementary', { name: 'Contact details' })
    await expect(details.getByRole('link', { name: 'hello@erpz.in' })).toHaveAttribute('href', 'mailto:hello@erpz.in')
    await expect(details.getByRole('link', { name: '+91 40 4852 7100' })).toHaveAttribute('href', 'tel:+914048527100')
    await expect(details.getByRole('link', { name: 'support@erpz.in' })).toBeVisible()
    await expect(details.getByText('Hyderabad, Telangana')).toBeVisible()
    await expect(details.getByRole('link', { name: /View on map/ })).toHaveAttribute('href', /openstreetmap/)
    await expect(details.getByText('Monday to Friday 9:00 AM - 6:00 PM (PST)')).toBeVisible()
    await expect(details.getByText('Closed on weekends')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: 'test-results/contact.png', fullPage: true })
  })

  test('shows each field error inline with the spec message', async ({ page }) => {
    await openForm(page, '/contact')
    await contactForm(page).getByLabel('Name', { exact: true }).fill('R')
    await contactForm(page).getByLabel('Email', { exact: true }).fill('ravi@')
    await contactForm(page).getByLabel('Company', { exact: true }).fill('A')
    await contactForm(page).getByLabel('Message', { exact: true }).fill('short')
    await page.getByRole('button', { name: 'Send Message' }).click()
    for (const [label, message] of [
      ['Name', 'Name must be at least 2 characters'],
      ['Email', 'Please enter a valid email address'],
      ['Company', 'Company name must be at least 2 characters'],
      ['Message', 'Message must be at least 10 characters'],
    ]) {
      const field = contactForm(page).getByLabel(label!, { exact: true })
      await expect(field).toHaveAttribute('aria-invalid', 'true')
      await expect(field).toHaveAccessibleDescription(message!)
    }
    expect(await axeViolations(page)).toEqual([])
  })

  test('idle → Sending... → Message Sent toast, reset form, lead stored for sales', async ({ page }) => {
    await openForm(page, '/contact')
    await contactForm(page).getByLabel('Name', { exact: true }).fill('Ravi Kumar')
    await contactForm(page).getByLabel('Email', { exact: true }).fill('ravi.e2e@example.com')
    await contactForm(page).getByLabel('Company', { exact: true }).fill('Acme Forge')
    await contactForm(page).getByLabel('Message', { exact: true }).fill('We would like to see Plan and Track.')
    await humanPause(page)
    await slowDown(page, '/leads/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(page.getByText('Message Sent', { exact: true })).toBeVisible()
    await expect(page.getByText("We'll get back to you as soon as possible.")).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(contactForm(page).getByLabel('Name', { exact: true })).toHaveValue('')
    await expect(contactForm(page).getByLabel('Message', { exact: true })).toHaveValue('')

    const token = await adminToken(page.request)
    const stored = await page.request.get('/api/erpz-demo-requests?where[email][equals]=ravi.e2e@example.com', {
      headers: { authorization: `JWT ${token}` },
    })
    const body = (await stored.json()) as { docs: { kind: string; company_name: string; source_page: string }[] }
    expect(body.docs).toEqual([expect.objectContaining({ kind: 'contact', company_name: 'Acme Forge', source_page: '/contact' })])
    // The public cannot read leads.
    expect((await page.request.get('/api/erpz-demo-requests', { headers: { authorization: '' } })).status()).toBe(403)
  })

  test('a failing server shows the Error toast and keeps what was typed', async ({ page }) => {
    await openForm(page, '/contact')
    await contactForm(page).getByLabel('Name', { exact: true }).fill('Ravi Kumar')
    await contactForm(page).getByLabel('Email', { exact: true }).fill('ravi.fail@example.com')
    await contactForm(page).getByLabel('Company', { exact: true }).fill('Acme Forge')
    await contactForm(page).getByLabel('Message', { exact: true }).fill('Please call me back tomorrow.')
    await failWith500(page, '/leads/contact')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await expect(page.getByText('Error', { exact: true })).toBeVisible()
    await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled()
    await expect(contactForm(page).getByLabel('Name', { exact: true })).toHaveValue('Ravi Kumar')
    await expect(contactForm(page).getByLabel('Message', { exact: true })).toHaveValue('Please call me back tomorrow.')
  })
})

test.describe('demo booking page', () => {
  test('opens on Schedule Directly, shows our scheduler without a third-party one, and switches tabs', async ({ page }) => {
    await page.goto('/demo-booking')
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Personalized Demo' })).toBeVisible()
    const schedule = page.getByRole('tab', { name: 'Schedule Directly' })
    const form = page.getByRole('tab', { name: 'Request via Form' })
    await expect(schedule).toHaveAttribute('aria-selected', 'true')
    // The e2e server has no SCHEDULER_URL: our own scheduler (tests/e2e/scheduler.spec.ts), no frame.
    await expect(page.locator('iframe')).toHaveCount(0)
    await expect(page.getByRole('grid', { name: 'Choose a date' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: 'test-results/demo-booking.png', fullPage: true })

    await form.click()
    await expect(form).toHaveAttribute('aria-selected', 'true')
    await expect(demoForm(page).getByLabel('Full name', { exact: true })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    await page.screenshot({ path: 'test-results/demo-booking-form.png', fullPage: true })

    await schedule.click()
    await expect(schedule).toHaveAttribute('aria-selected', 'true')
    await expect(demoForm(page).getByLabel('Full name', { exact: true })).toHaveCount(0)
    // One tab stop; arrows (wrapping), Home and End move focus and select (WAI-ARIA tabs).
    await expect(schedule).toHaveAttribute('tabindex', '0')
    await expect(form).toHaveAttribute('tabindex', '-1')
    await schedule.press('ArrowRight')
    await expect(form).toHaveAttribute('aria-selected', 'true')
    await expect(form).toBeFocused()
    await expect(page.getByRole('tabpanel', { name: 'Request via Form' })).toBeVisible()
    await form.press('ArrowRight')
    await expect(schedule).toBeFocused()
    await expect(schedule).toHaveAttribute('aria-selected', 'true')
    await schedule.press('End')
    await expect(form).toBeFocused()
    await form.press('Home')
    await expect(schedule).toHaveAttribute('aria-selected', 'true')
    await schedule.press('ArrowLeft')
    await expect(form).toHaveAttribute('aria-selected', 'true')
    await expect(schedule).toHaveAttribute('tabindex', '-1')
  })

  test('shows field errors inline, then idle → Processing... → Thank You → Request Another Demo', async ({ page }) => {
    await openDemoForm(page)
    await expect(demoForm(page).getByLabel('Preferred time slot', { exact: true })).toHaveValue('morning')
    await expect(demoForm(page).getByLabel('Preferred time slot', { exact: true }).locator('option')).toHaveText(['Morning', 'Afternoon', 'Evening'])

    await page.getByRole('button', { name: 'Request Demo' }).click()
    for (const [label, message] of [
      ['Full name', 'Full name must be at least 2 characters.'],
      ['Work email', 'Please enter a valid email address'],
      ['Company name', 'Company name must be at least 2 characters'],
    ]) {
      await expect(demoForm(page).getByLabel(label!, { exact: true })).toHaveAttribute('aria-invalid', 'true')
      await expect(demoForm(page).getByLabel(label!, { exact: true })).toHaveAccessibleDescription(message!)
    }
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible()

    await demoForm(page).getByLabel('Full name', { exact: true }).fill('Meera Iyer')
    await demoForm(page).getByLabel('Work email', { exact: true }).fill('meera.e2e@example.com')
    await demoForm(page).getByLabel('Company name', { exact: true }).fill('Iyer Textiles')
    await demoForm(page).getByLabel('Phone number (optional)', { exact: true }).fill('+91 98480 22338')
    await demoForm(page).getByLabel('Preferred time slot', { exact: true }).selectOption({ label: 'Afternoon' })
    await demoForm(page).getByLabel('What would you like to see?', { exact: true }).fill('Dyeing line planning and QC.')
    await humanPause(page)
    await slowDown(page, '/leads/demo')
    await page.getByRole('button', { name: 'Request Demo' }).click()
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeDisabled()
    await expect(page.getByText('Demo request submitted successfully!')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeFocused()

    await page.getByRole('button', { name: 'Request Another Demo' }).click()
    await expect(demoForm(page).getByLabel('Full name', { exact: true })).toHaveValue('')
    await expect(demoForm(page).getByLabel('Preferred time slot', { exact: true })).toHaveValue('morning')
    await expect(page.getByRole('tab', { name: 'Request via Form' })).toHaveAttribute('aria-selected', 'true')

    const token = await adminToken(page.request)
    const stored = await page.request.get('/api/erpz-demo-requests?where[email][equals]=meera.e2e@example.com', {
      headers: { authorization: `JWT ${token}` },
    })
    expect(((await stored.json()) as { docs: unknown[] }).docs).toEqual([
      expect.objectContaining({ kind: 'demo', name: 'Meera Iyer', preffered_slot: 'noon', phone: '+91 98480 22338' }),
    ])
  })

  test('a form whose code cannot be fetched says so in its tab and offers a reload', async ({ page }) => {
    await page.goto('/demo-booking')
    await expect(page.getByRole('grid', { name: 'Choose a date' })).toBeVisible()
    await failLaterScripts(page)
    await page.getByRole('tab', { name: 'Request via Form' }).click()
    const panel = page.getByRole('tabpanel', { name: 'Request via Form' })
    await expect(panel.getByRole('alert')).toHaveText(/^The form could not be loaded\. Please check your connection and try again\./)
    await expect(panel.getByRole('button', { name: 'Reload the page' })).toBeVisible()
    await expect(demoForm(page)).toHaveCount(0)
  })

  test('a failing server shows the error toast and keeps the form filled', async ({ page }) => {
    await openDemoForm(page)
    await demoForm(page).getByLabel('Full name', { exact: true }).fill('Meera Iyer')
    await demoForm(page).getByLabel('Work email', { exact: true }).fill('meera.fail@example.com')
    await demoForm(page).getByLabel('Company name', { exact: true }).fill('Iyer Textiles')
    await demoForm(page).getByLabel('Preferred time slot', { exact: true }).selectOption('evening')
    await demoForm(page).getByLabel('What would you like to see?', { exact: true }).fill('Dyeing line planning and QC.')
    await failWith500(page, '/leads/demo')
    await page.getByRole('button', { name: 'Request Demo' }).click()
    await expect(page.getByText('Failed to submit demo request. Please try again.')).toBeVisible()
    await expect(page.getByRole('button', { name: 'Request Demo' })).toBeEnabled()
    await expect(demoForm(page).getByLabel('Full name', { exact: true })).toHaveValue('Meera Iyer')
    await expect(demoForm(page).getByLabel('Preferred time slot', { exact: true })).toHaveValue('evening')
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toHaveCount(0)
  })
})

test.describe('newsletter on the blog', () => {
  test('idle → Subscribing... → success toast, email cleared, subscription stored once', async ({ page }) => {
    await openForm(page, '/blog')
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    const email = `reader-${Date.now()}@example.com`
    await form.getByRole('textbox', { name: 'Email address' }).fill(email)
    await humanPause(page)
    await slowDown(page, '/leads/newsletter')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(form.getByRole('button', { name: 'Subscribing...' })).toBeDisabled()
    await expect(page.getByText('Successfully subscribed to our newsletter!')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('')

    const token = await adminToken(page.request)
    const stored = await page.request.get(`/api/erpz-news-letters?where[email][equals]=${encodeURIComponent(email)}`, {
      headers: { Authorization: `JWT ${token}` },
    })
    expect(((await stored.json()) as { totalDocs: number }).totalDocs).toBe(1)

    // Double opt-in (decision 170): the address is sent to the newsletter webhook once confirmed.
    await expect(form.getByText('Check your inbox to confirm.')).toBeVisible()
    const mail = await waitForEmail(email)
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m)
    expect((await webhooks()).some((hit) => (hit.data as { data?: { email?: string } }).data?.email === email)).toBe(false)
    // Opening the link only shows the button (issue 42); the button, pressed by keyboard, confirms.
    await page.goto(linkIn(mail, '/newsletter/confirm'))
    await expect(page).toHaveURL(/\/newsletter\/join\?token=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your subscription to the ERPZ newsletter' })).toBeVisible()
    expect((await webhooks()).some((hit) => (hit.data as { data?: { email?: string } }).data?.email === email)).toBe(false)
    expect(await axeViolations(page)).toEqual([])
    const confirmButton = page.getByRole('form', { name: 'Confirm your subscription to the ERPZ newsletter' }).getByRole('button', { name: 'Confirm subscription' })
    await confirmButton.focus()
    await expect(confirmButton).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/newsletter\/confirmed$/)
    await expect(page.getByRole('heading', { level: 1, name: 'You’re subscribed' })).toBeVisible()
    await expect
      .poll(async () => (await webhooks()).filter((hit) => (hit.data as { data?: { email?: string } }).data?.email === email).map((hit) => (hit.data as { event: string }).event))
      .toEqual(['subscribed'])
    // The link again: nothing changes.
    await page.goto(linkIn(mail, '/newsletter/confirm'))
    await expect(page.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible()

    // Leaving takes the page's button; the webhook hears about it.
    await page.goto(/Unsubscribe: (http\S+)/.exec(mail.text)![1]!)
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'You’re unsubscribed' })).toBeVisible()
    await expect
      .poll(async () => (await webhooks()).filter((hit) => (hit.data as { data?: { email?: string } }).data?.email === email).map((hit) => (hit.data as { event: string }).event))
      .toEqual(['subscribed', 'unsubscribed'])
  })

  test('when the check could not be loaded, the failure toast shows and the address stays', async ({ page }) => {
    await openForm(page, '/blog')
    const form = page.getByRole('form', { name: 'Newsletter sign-up' })
    // The toast outlet loads with the visitor's first click anywhere; the form's check would load
    // when the form gets focus or the pointer, so the click lands elsewhere.
    await page.getByRole('heading', { level: 1 }).click()
    await expect(page.getByRole('region', { name: /notifications/i })).toBeAttached()
    await failLaterScripts(page)
    await form.getByRole('textbox', { name: 'Email address' }).fill('offline.reader@example.com')
    await form.getByRole('button', { name: 'Subscribe' }).click()
    await expect(page.getByText('Failed to subscribe. Please try again.')).toBeVisible()
    await expect(form.getByRole('textbox', { name: 'Email address' })).toHaveValue('offline.reader@example.com')
    await expect(form.getByRole('button', { name: 'Subscribe' })).toBeEnabled()
  })
})
