/** The CMS admin the e2e server seeds (scripts/e2e-server.ts), and a token to call Payload's REST API as them. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e-admin-password' }

/** Signs the admin in through Payload's REST API; the token goes in `Authorization: JWT <token>`. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: E2E_ADMIN })
  expect(response.status(), await response.text()).toBe(200)
  return ((await response.json()) as { token: string }).token
}

/** Signs `who` in through the admin's login form, as a person would, and waits for the dashboard. */
export async function signInToAdmin(page: Page, who: { email: string; password: string }): Promise<void> {
  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}
