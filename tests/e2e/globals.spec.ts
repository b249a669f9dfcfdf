/**
 * The footer as marketing edits it (issue 31): an EDITOR (not an admin) signs in to /admin, opens
 * the Footer global, renames a link, publishes, and the site shows the new label with no deploy.
 * Also: the admin carries ERPZ's logo and groups, and the cookie banner reads as before.
 */
import fs from 'node:fs'
import path from 'node:path'

import { expect, test } from './fixtures'
import { adminToken } from './support/cms'
import { visibleText } from '../support/shell-text'

// This file tests the cookie banner, or shows it on a second page of the same visitor.
test.use({ cookieBanner: 'undecided' })

const EDITOR = { email: 'footer.editor@e2e.test', password: 'footer-editor-password' }
const fixture = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../fixtures/shell-text.json'), 'utf8')) as { cookieBanner: string }

test.describe('site globals in the admin', () => {
  test('an editor renames a footer link, publishes, and the site shows it', async ({ page, request }) => {
    test.setTimeout(120_000)
    const token = await adminToken(request)
    const created = await request.post('/api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { ...EDITOR, name: 'Footer Editor', roles: ['editor'] },
    })
    expect(created.status(), await created.text()).toBe(201)

    // The cookie banner a visitor sees, word for word as before the globals.
    await page.goto('/')
    const banner = page.getByTestId('cookie-banner')
    await expect(banner).toBeVisible()
    expect(visibleText(await banner.evaluate((element) => element.outerHTML))).toBe(fixture.cookieBanner)
    await banner.getByRole('button', { name: 'Accept All' }).click()

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(EDITOR.email)
    await page.getByLabel('Password').fill(EDITOR.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    await expect(page.getByTestId('erpz-admin-logo').or(page.getByTestId('erpz-admin-icon')).first()).toBeVisible()

    await page.goto('/admin/globals/footer')
    // Company column (second), first link: "About".
    const label = page.locator('#field-columns__1__links__0__label')
    await expect(label).toHaveValue('About')
    await label.fill('About ERPZ')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/Updated successfully|published successfully/i).first()).toBeVisible()

    // A visitor's next load shows it (no deploy, no cache purge by hand).
    await expect(async () => {
      await page.goto('/pricing')
      await expect(page.getByRole('navigation', { name: 'Company' }).getByRole('link', { name: 'About ERPZ' })).toBeVisible({ timeout: 500 })
    }).toPass({ timeout: 5_000 })

    // Put it back, through the admin again.
    await page.goto('/admin/globals/footer')
    await page.locator('#field-columns__1__links__0__label').fill('About')
    await page.getByRole('button', { name: 'Publish changes' }).click()
    await expect(page.getByText(/Updated successfully|published successfully/i).first()).toBeVisible()
  })

  test('the admin shows ERPZ branding and the groups a marketer thinks in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/admin/login')
    await expect(page.getByTestId('erpz-admin-logo')).toBeVisible()
    await expect(page).toHaveTitle(/ERPZ CMS/)
    expect(await page.locator('link[rel="icon"]').first().getAttribute('href')).toContain('/favicon.svg')
    await page.getByLabel('Email').fill('admin@e2e.test')
    await page.getByLabel('Password').fill('e2e-admin-password')
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)
    const main = page.locator('.dashboard')
    for (const group of ['Site', 'Blog', 'Leads', 'Customers', 'Settings']) {
      await expect(main.getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible()
    }
    await expect(main.getByRole('heading', { level: 2, name: 'Content', exact: true })).toHaveCount(0)
    await expect(page.getByTestId('erpz-admin-icon').first()).toBeAttached()
    await page.screenshot({ path: 'test-results/admin-dashboard-1280.png' })
  })
})
