/**
 * Sales in /admin (issue 29): the admin's home shows a salesperson this week's new leads (the one
 * just sent from the contact form first), failed deliveries and the next meetings, and not the
 * editors' drafts; "Export … as CSV" above the leads, subscribers and bookings lists downloads
 * them. A lead's sidebar lists its delivery attempts and redelivers it, and says so when it can't.
 * Its analytics section shows the visits the beacon counted, by campaign with the funnel,
 * over a date range the salesperson picks, and exports its tables.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import type { Page } from '@playwright/test'

import { axeViolations, expect, test } from './fixtures'
import { adminToken } from './support/cms'

const run = Date.now().toString(36)
const SALES = { email: `sales.${run}@e2e.test`, password: 'sales-export-password' }
const LEAD_EMAIL = `export.${run}@example.com`
const SHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots')
const CAMPAIGN = `pharma-${run}`
const chrome = (n: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.${n} Safari/537.36`
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

test.describe('sales in /admin', () => {
  let salesId: number | string | undefined

  test.beforeAll(async ({ request }) => {
    const token = await adminToken(request)
    const created = await request.post('/api/users', { headers: { Authorization: `JWT ${token}` }, data: { ...SALES, name: 'Export Sales', roles: ['sales'] } })
    expect(created.status(), await created.text()).toBe(201)
    salesId = ((await created.json()) as { doc: { id: number | string } }).doc.id
    // A lead sent as a visitor sends it (a form token must be 2 s old to count as human).
    const { token: formToken } = (await (await request.get('/leads/token')).json()) as { token: string }
    await new Promise((resolve) => setTimeout(resolve, 2_100))
    const lead = await request.post('/leads/contact', {
      data: { name: 'Export Visitor', email: LEAD_EMAIL, company: 'Exporters Ltd', message: 'Please send the planning module brochure.', website: '', formToken },
    })
    expect(lead.status(), await lead.text()).toBe(200)
    // Three visitors as the beacon reports them (a user agent each): two from the campaign, one of
    // whom books a demo, and one on a phone who reads the pricing.
    const visits: Array<[string, Array<[string, string]>]> = [
      [chrome(1), [['pageview', `/?utm_source=linkedin&utm_campaign=${CAMPAIGN}`], ['pageview', '/demo-booking'], ['booking_made', '/demo-booking']]],
      [chrome(2), [['pageview', `/?utm_source=linkedin&utm_campaign=${CAMPAIGN}`]]],
      [PHONE, [['pageview', '/pricing']]],
    ]
    for (const [userAgent, events] of visits) {
      for (const [name, url] of events) {
        const sent = await request.post('/analytics/event', { headers: { 'user-agent': userAgent }, data: { name, url } })
        expect(sent.status(), await sent.text()).toBe(202)
      }
    }
  })

  // The server is shared with the specs after this one: while a sales user exists the scheduler
  // makes sales the hosts, and the scheduler spec expects the e2e server's first admin to host
  // (decision 111). Stop 38's CI failed this way: the invites went to this user, not to the admin.
  test.afterAll(async ({ request }) => {
    if (salesId === undefined) return
    const removed = await request.delete(`/api/users/${salesId}`, { headers: { Authorization: `JWT ${await adminToken(request)}` } })
    expect(removed.status(), await removed.text()).toBe(200)
  })

  test('the admin opens on this week\'s leads, failed deliveries and the next meetings', async ({ page }) => {
    await signIn(page, SALES)
    await expect(page.getByRole('heading', { name: 'Today at ERPZ' })).toBeVisible()
    const leads = page.getByRole('region', { name: 'Leads received in the last 7 days' })
    await expect(leads.getByRole('listitem').first()).toHaveText('Export Visitor, Exporters Ltd (contact)')
    await leads.getByRole('link', { name: 'Export Visitor, Exporters Ltd' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/erpz-demo-requests\/\d+$/)
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(LEAD_EMAIL)
    await page.goto('/admin')
    await expect(page.getByRole('region', { name: 'Deliveries that failed' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Next meetings' }).getByRole('link', { name: 'All bookings' })).toBeVisible()
    // Drafts and schedules are the editors'.
    await expect(page.getByRole('region', { name: 'Drafts' })).toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Scheduled' })).toHaveCount(0)
    expect(await axeViolations(page, { include: ['section[aria-labelledby="team-dashboard"]'] })).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: path.join(SHOTS, 'admin-dashboard-1280.png') })
  })

  test('a lead shows its delivery attempts, Redeliver sends it again, and what could not load or send says so', async ({ page, consoleErrors }) => {
    test.setTimeout(120_000) // an admin document reloaded until the outbox's attempts show: slow under the full suite
    await signIn(page, SALES)
    await page.getByRole('region', { name: 'Leads received in the last 7 days' }).getByRole('link', { name: 'Export Visitor, Exporters Ltd' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/erpz-demo-requests\/\d+$/)
    const panel = page.locator('.field-type', { has: page.getByText('Delivery attempts', { exact: true }) })
    const attempts = panel.getByRole('listitem')
    // The list is read once when the lead opens: reopen it until the outbox's attempts are there.
    const reloadUntilAttempts = (count: number) =>
      expect(async () => {
        await page.reload()
        await expect(attempts).toHaveCount(count, { timeout: 8_000 })
      }).toPass({ timeout: 45_000 })
    // The outbox delivered the lead to the sales webhook (the e2e peer answers 200).
    await reloadUntilAttempts(1)
    await expect(attempts.first()).toContainText('Delivered (HTTP 200)')

    await panel.getByRole('button', { name: 'Redeliver' }).click()
    await expect(panel.getByRole('status')).toHaveText('Queued for delivery.')
    await reloadUntilAttempts(2)
    await expect(attempts.nth(1)).toContainText('Delivered (HTTP 200)')

    // Offline: the list says it could not load and offers to try again; Redeliver says it was not sent.
    await page.route('**/api/webhook-deliveries?**', (route) => route.abort('internetdisconnected'))
    await page.reload()
    await expect(panel.getByRole('alert')).toContainText("Couldn't load the delivery attempts. Check your connection and try again.")
    await page.route('**/redeliver', (route) => route.abort('internetdisconnected'))
    await panel.getByRole('button', { name: 'Redeliver' }).click()
    await expect(panel.getByRole('status')).toHaveText('Redeliver failed: the server could not be reached. Check your connection and try again.')
    await page.unrouteAll()
    await panel.getByRole('button', { name: 'Try again' }).click()
    await expect(attempts).toHaveCount(2)
    // The aborted requests are the ones this test cut; nothing else may have logged an error.
    const others = consoleErrors.filter((line) => !/ERR_INTERNET_DISCONNECTED/.test(line))
    consoleErrors.splice(0, consoleErrors.length, ...others)
  })

  test('each list has its export button, and the leads button downloads the leads', async ({ page }) => {
    await signIn(page, SALES)

    for (const [list, label, type] of [
      ['erpz-news-letters', 'Export subscribers as CSV', 'newsletter'],
      ['erpz-bookings', 'Export bookings as CSV', 'bookings'],
    ] as const) {
      await page.goto(`/admin/collections/${list}`)
      const button = page.getByRole('link', { name: label })
      await expect(button).toHaveAttribute('href', `/leads/export.csv?type=${type}`)
      // The browser's signed-in session is what the export checks.
      const download = page.waitForEvent('download')
      await button.click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(new RegExp(`^erpz-${type}-\\d{4}-\\d{2}-\\d{2}\\.csv$`))
      expect((await readFile((await file.path())!, 'utf8')).split('\r\n')[0]).toMatch(/^id,createdAt,/)
    }

    await page.goto('/admin/collections/erpz-demo-requests')
    const download = page.waitForEvent('download')
    await page.getByRole('link', { name: 'Export leads as CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^erpz-leads-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await readFile((await file.path())!, 'utf8')
    expect(csv.split('\r\n')[0]).toMatch(/^id,createdAt,kind,name,email,company_name,/)
    expect(csv).toContain(`contact,Export Visitor,${LEAD_EMAIL},Exporters Ltd`)
  })

  test('the analytics section shows the campaign and its conversions, over a chosen range, and exports them', async ({ page }) => {
    // Sign-in, an axe pass, a screenshot, three ranges and a download: 33 s under a busy machine's load (stop 47).
    test.setTimeout(90_000)
    await signIn(page, SALES)
    const analytics = page.getByRole('region', { name: 'Analytics' })
    await expect(analytics.getByRole('img', { name: /^Line chart of visitors and page views per day/ })).toBeVisible()
    const campaigns = analytics.getByRole('region', { name: 'Funnel by campaign' })
    const row = campaigns.getByRole('row', { name: new RegExp(`^${CAMPAIGN} `) })
    // The beacon's events are stored after their 202: reopen the dashboard until they are counted.
    await expect(async () => {
      await page.reload()
      await expect(row.getByRole('cell')).toHaveText(['2', '1 (50%)', '0 (0%)', '0 (0%)'], { timeout: 5_000 })
    }).toPass({ timeout: 40_000 })
    await expect(analytics.getByRole('region', { name: 'Devices' }).getByRole('rowheader', { name: 'mobile' })).toBeVisible()

    expect(await axeViolations(page, { include: ['section[aria-labelledby="analytics-dashboard"]'] })).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })
    await analytics.scrollIntoViewIfNeeded()
    await analytics.screenshot({ path: path.join(SHOTS, 'analytics-dashboard-1280.png') })

    // A range that ended yesterday has none of today's visits; a wrong range says why.
    const today = new Date().toISOString().slice(0, 10)
    const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10)
    await analytics.getByLabel('From', { exact: true }).fill(yesterday)
    await analytics.getByLabel('To', { exact: true }).fill(yesterday)
    await analytics.getByRole('button', { name: 'Show' }).click()
    await expect(page).toHaveURL(new RegExp(`/admin\\?from=${yesterday}&to=${yesterday}$`))
    await expect(campaigns.getByRole('row', { name: new RegExp(`^${CAMPAIGN} `) })).toHaveCount(0)
    await page.goto(`/admin?from=${today}&to=${yesterday}`)
    await expect(analytics.getByRole('alert')).toHaveText('The start date must be on or before the end date. Showing the last 7 days.')
    await analytics.getByRole('link', { name: 'Last 30 days' }).click()
    await expect(row.getByRole('cell').first()).toHaveText('2')

    const download = page.waitForEvent('download')
    await campaigns.getByRole('link', { name: 'Export as CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^erpz-analytics-campaigns-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = (await readFile((await file.path())!, 'utf8')).split('\r\n')
    expect(csv[0]).toBe('campaign,visitors,pageviews,leads,lead_rate_percent,signups,signup_rate_percent,workspaces,workspace_rate_percent')
    expect(csv).toContain(`${CAMPAIGN},2,3,1,50,0,0,0,0`)
  })
})
