/**
 * Onboarding cases the real server can't produce: the browser offline, a server that never
 * answers, the callback page while the API is still working. Requests are cut or held with
 * page.route; everything else is in onboarding.spec.ts against the real server.
 */
import type { Page } from '@playwright/test'

import { axeViolations, expect, test } from './fixtures'
import { forgiveHttpErrors, PASSWORD, toast } from './support/onboarding'
import { recordApiCalls, unique } from './support/server-api'

async function fillSignUp(page: Page) {
  await page.goto('/onboarding/auth')
  await page.getByLabel('Email').fill(`${unique('client')}@plant.in`)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
}

test.describe('onboarding without a server answer', () => {
  test('offline, a request shows "No internet connection" and is not sent', async ({ page, context, consoleErrors }) => {
    const api = recordApiCalls(page)
    await fillSignUp(page)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(toast(page, 'Network Error')).toBeVisible()
    await expect(toast(page, 'No internet connection')).toBeVisible()
    expect(await api.to('POST', '/workspace/auth/register')).toHaveLength(0)
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    await context.setOffline(false)
    // Next.js route prefetches fail while offline; the browser reports those, not our code.
    forgiveHttpErrors(consoleErrors, 'offline')
  })

  test('when the server does not answer, "Problem connecting to server" shows', async ({ page, consoleErrors }) => {
    await page.route('**/workspace/auth/register', (route) => route.abort('connectionrefused'))
    await fillSignUp(page)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(toast(page, 'Server Error')).toBeVisible()
    await expect(toast(page, 'Problem connecting to server')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled()
    forgiveHttpErrors(consoleErrors, 'refused')
  })

  test('the callback page has no accessibility violations while it works', async ({ page }) => {
    // Hold the API answer so the loading state can be checked.
    await page.route('**/workspace/auth/google/callback**', () => undefined)
    await page.goto('/auth/google/callback?code=slow')
    await expect(page.getByRole('progressbar', { name: 'Signing you in with Google' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
