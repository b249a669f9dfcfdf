/**
 * The analytics beacon (issue 29, decision 181) against the production server, beyond the visits of
 * attribution.spec.ts: onboarding reports the funnel's last two steps, and a visitor with Global
 * Privacy Control sends nothing at all. Each test is its own visitor (a user agent of its own: the
 * daily visitor id hashes the address, the same for every test, and the user agent).
 */
import type { Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { eventsSince, type StoredEvent } from './support/analytics'
import { chooseWorkspace, finishSetup, PASSWORD, signUp } from './support/onboarding'

const visitorAgent = (label: string) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 e2e-${label}-${Date.now()}`


/** The beacon is inserted once the page has loaded and the browser is idle. */
const beaconInserted = (page: Page) => page.waitForFunction(() => Boolean(document.querySelector('script[src="/beacon.js"]')))

test.describe('analytics beacon', () => {
  test.describe('onboarding', () => {
    test.use({ userAgent: visitorAgent('onboarding') })

    test('signing up and completing setup report sign_up and workspace_ready, with a page view per step', async ({ page }) => {
      const since = new Date().toISOString()
      const suffix = Date.now().toString(36)
      await signUp(page, `beacon-${suffix}@plant.in`, PASSWORD)
      await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
      await chooseWorkspace(page, `beacon-${suffix}`)
      await finishSetup(page, 'Other Industry', /Owner/)

      let events: StoredEvent[] = []
      await expect
        .poll(async () => (events = await eventsSince(page.request, since)).map((event) => event.name).filter((name) => name !== 'pageview').sort(), {
          message: 'sign_up and workspace_ready stored',
          timeout: 15_000,
        })
        .toEqual(['sign_up', 'workspace_ready'])
      expect(events.find((event) => event.name === 'workspace_ready')?.path).toMatch(/^\/onboarding\//)
      const views = events.filter((event) => event.name === 'pageview').map((event) => event.path)
      expect(views).toContain('/onboarding/workspace-url')
      expect(new Set(views).size).toBe(views.length)
      expect(new Set(events.map((event) => event.visitor_id)).size).toBe(1)
    })
  })

  test.describe('Global Privacy Control', () => {
    test.use({ userAgent: visitorAgent('gpc') })

    test('a visitor with Global Privacy Control sends nothing, whatever the page reports', async ({ page }) => {
      const since = new Date().toISOString()
      await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
      const sent: string[] = []
      page.on('request', (request) => {
        if (request.url().endsWith('/analytics/event')) sent.push(request.url())
      })
      await page.goto('/?utm_source=linkedin&utm_campaign=pharma')
      await beaconInserted(page)
      await page.getByRole('navigation').getByRole('link', { name: 'About', exact: true }).first().click()
      await expect(page).toHaveURL(/\/about$/)
      await beaconInserted(page)
      await page.waitForTimeout(500)
      expect(sent).toEqual([])
      expect(await eventsSince(page.request, since)).toEqual([])
    })
  })
})
