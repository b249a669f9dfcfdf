/** The e2e `test`: any console error or uncaught page error fails the test. */
import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

import { e2ePeersPorts, e2eServerPorts } from './support/servers'

/** Collects the page's console errors and uncaught errors (for pages a test opens itself). */
export function watchConsoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/**
 * Each worker has a server of its own (playwright.config.ts): `parallelIndex` picks it. The worker's
 * pages go to its address, and `support/peers.ts` reads its mail and webhooks from its peers.
 */
const serverPorts = e2eServerPorts()
const peersPorts = e2ePeersPorts()

/**
 * Whether the visitor of the test's `page` has made a cookie choice before the first page loads.
 * `decided` (the default) sets SPEC's `cookiesAccepted` flag, which stores no consent record: the
 * banner, which comes up 1 s after a page loads, then cannot take a click meant for the page. A
 * click whose press landed on a time and whose release landed on the banner that had just come up
 * chose nothing (stop 59's CI, the scheduler: the form the click should have opened never came).
 * The files that test the banner, or a second page of the same visitor that shows it, use
 * `test.use({ cookieBanner: 'undecided' })`.
 */
export type CookieBannerOption = 'decided' | 'undecided'

export const test = base.extend<{ consoleErrors: string[]; cookieBanner: CookieBannerOption }, { e2eServer: number }>({
  cookieBanner: ['decided', { option: true }],
  page: async ({ page, cookieBanner }, provide) => {
    if (cookieBanner === 'decided') {
      await page.addInitScript(() => {
        try {
          localStorage.setItem('cookiesAccepted', 'true')
        } catch {
          // a frame without storage (about:blank): it shows no banner either
        }
      })
    }
    await provide(page)
  },
  e2eServer: [
    async ({}, use, workerInfo) => {
      const index = workerInfo.parallelIndex % Math.max(1, serverPorts.length)
      if (peersPorts[index]) process.env.E2E_PEERS_PORT = peersPorts[index]
      await use(index)
    },
    { scope: 'worker', auto: true },
  ],
  baseURL: async ({ e2eServer, baseURL }, provide) => {
    const port = serverPorts[e2eServer]
    await provide(port ? `http://127.0.0.1:${port}` : baseURL)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors = watchConsoleErrors(page)
      await use(errors)
      expect(errors, 'console errors during the test').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/**
 * Runs axe-core (WCAG 2.1 AA) on the page and returns the violations, judged at rest: a toast
 * fading in or out has its text at part opacity, and axe judged that text's contrast mid-fade (the
 * role step, under a toast leaving from the step before, in stop 59's full run). So the check runs
 * as for a visitor who asked for reduced motion (the toasts then appear and leave at once) after
 * every animation that ends has ended (up to 3 s; spinners never end and are not waited for).
 * `include`: the parts to check (our panels on Payload's views); the whole page when empty.
 */
export async function axeViolations(page: Page, { include = [] }: { include?: string[] } = {}) {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  try {
    await page.evaluate(async () => {
      const ending = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
      await Promise.race([Promise.allSettled(ending.map((animation) => animation.finished)), new Promise((resolve) => setTimeout(resolve, 3_000))])
    })
    let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    for (const selector of include) axe = axe.include(selector)
    const results = await axe.analyze()
    return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
  } finally {
    await page.emulateMedia({ reducedMotion: null })
  }
}

/** A person takes more than 2 s to fill a form; one sent sooner after the page loaded counts as a bot (decision 031). */
export const humanPause = (page: Page) => page.waitForTimeout(2_100)
