/** Steps and reads shared by the onboarding browser tests. */
import type { Page } from '@playwright/test'

import { expect } from '../fixtures'

export const STATE_KEY = 'erpz_onboarding_state'
export const TOKEN_KEY = 'erpz_onboarding_token'
export const PASSWORD = 'Factory-floor-2026'

/**
 * Chromium logs every 4xx answer (and every failed load) as a console error; tests that provoke
 * one remove exactly those lines.
 */
export function forgiveHttpErrors(errors: string[], status: number | 'offline' | 'refused') {
  const text =
    status === 'offline' ? 'net::ERR_INTERNET_DISCONNECTED' : status === 'refused' ? 'net::ERR_CONNECTION_REFUSED' : `status of ${status}`
  for (let i = errors.length - 1; i >= 0; i--) {
    if (errors[i]!.includes(text)) errors.splice(i, 1)
  }
}

export function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true })
}

export async function storedState(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STATE_KEY)
}

export async function storedToken(page: Page): Promise<string> {
  return page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_KEY)
}

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.goto('/onboarding/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Confirm password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Create Account' }).click()
}

export async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/onboarding/auth?tab=signin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

export async function chooseWorkspace(page: Page, name: string) {
  const input = page.getByRole('textbox', { name: 'Workspace URL' })
  await input.fill(name)
  await expect(page.getByText(`${name}.erpz.in is available.`)).toBeVisible()
  await page.getByRole('button', { name: 'Next: Select Industry' }).click()
  await expect(page).toHaveURL(/\/onboarding\/industry$/)
}

/** Industry, role, then the progress sub-steps without invitations, up to the completion screen. */
export async function finishSetup(page: Page, industry: string, role: RegExp) {
  await page.getByRole('radio', { name: industry, exact: true }).click()
  await page.getByRole('button', { name: 'Next: Select Role' }).click()
  await page.getByRole('radio', { name: role }).click()
  await page.getByRole('button', { name: 'Next: Progress Dashboard' }).click()
  await page.getByRole('button', { name: 'Skip for Now' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: 'Complete Setup' }).click()
  await expect(page).toHaveURL(/\/onboarding\/complete$/)
}
