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
import { setIdentity } from './support/peers'
import { unique } from './support/server-api'

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

  test.describe('Google', () => {
    // The OpenID peer serves a throwaway certificate (tests/support/e2e-peers.ts). The label is not
    // 'google': a user agent naming Google reads as a crawler, and a crawler's events are not stored.
    test.use({ userAgent: visitorAgent('social'), ignoreHTTPSErrors: true })

    test('a new person signing up with Google reports sign_up once; signing in again reports none', async ({ page }) => {
      const since = new Date().toISOString()
      await setIdentity('google', { sub: unique('beacon-google'), email: `${unique('beacon-g')}@gmail.test`, email_verified: true })
      const signInWithGoogle = async (tab: 'signup' | 'signin') => {
        await page.goto(tab === 'signin' ? '/onboarding/auth?tab=signin' : '/onboarding/auth')
        await page.getByRole('link', { name: tab === 'signin' ? 'Sign in with Google' : 'Sign up with Google' }).click()
        await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
        await beaconInserted(page)
      }
      const funnel = async () => (await eventsSince(page.request, since)).filter((event) => event.name !== 'pageview')
      await signInWithGoogle('signup')
      await expect.poll(async () => (await funnel()).map((event) => event.name), { message: 'sign_up stored', timeout: 15_000 }).toEqual(['sign_up'])

      // The same Google identity again is a returning person: still the one sign_up.
      await signInWithGoogle('signin')
      await page.waitForTimeout(1_000)
      expect((await funnel()).map((event) => event.name)).toEqual(['sign_up'])
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
