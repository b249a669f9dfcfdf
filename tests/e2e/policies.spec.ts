/**
 * Policies in the admin as an editor sees them (issue 31, decision 164): an editor may edit a
 * policy, but Publish is refused with a message that says why and what to do, and the public page
 * keeps the published text. (Saving a draft as an editor: tests/system/policies.test.ts, over REST.)
 */
import { expect, test } from './fixtures'
import { adminToken } from './support/cms'

const EDITOR = { email: `policy.editor.${Date.now().toString(36)}@e2e.test`, password: 'policy-editor-password' }
const REFUSED = 'Only an admin can publish a policy. Save your changes as a draft (Save Draft) and ask an admin to publish them.'
const UNPUBLISH_REFUSED = 'Only an admin can unpublish a policy. It stays published; ask an admin to unpublish it.'
const SCHEDULE_REFUSED =
  'Only an admin can schedule a policy to be published or unpublished. Save your changes as a draft (Save Draft) and ask an admin to schedule them.'

test('an editor cannot publish a policy: the admin says why and the page keeps its text', async ({ page, request, consoleErrors }) => {
  const token = await adminToken(request)
  const created = await request.post('/api/users', { headers: { Authorization: `JWT ${token}` }, data: { ...EDITOR, name: 'Policy Editor', roles: ['editor'] } })
  expect(created.status(), await created.text()).toBe(201)
  const found = await request.get('/api/policies?where[slug][equals]=cookie-policy&depth=0', { headers: { Authorization: `JWT ${token}` } })
  const policy = ((await found.json()) as { docs: Array<{ id: number; title: string }> }).docs[0]!
  expect(policy.title).toBe('Cookie Policy')

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(EDITOR.email)
  await page.getByLabel('Password').fill(EDITOR.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)

  await page.goto(`/admin/collections/policies/${policy.id}`)
  const title = page.locator('#field-title')
  await expect(title).toHaveValue('Cookie Policy')
  await title.fill('Cookie Policy (editor’s change)')
  await page.locator('#action-save').click()
  await expect(page.getByText(REFUSED)).toBeVisible()
  // The browser logs the refused request (403) as a console error: that one is the expected outcome.
  const refused: string[] = consoleErrors.filter((error) => error === 'Failed to load resource: the server responded with a status of 403 (Forbidden)')
  expect(refused).toHaveLength(1)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !refused.includes(error)))

  // The visitor's page is unchanged.
  const visitor = await request.get('/cookie-policy')
  expect(await visitor.text()).not.toContain('editor’s change')
})

test('an editor cannot unpublish a policy or schedule its publish: the admin says why and the page stays', async ({ page, request, consoleErrors }) => {
  const token = await adminToken(request)
  const editor = { email: `policy.unpublisher.${Date.now().toString(36)}@e2e.test`, password: 'policy-editor-password' }
  const created = await request.post('/api/users', { headers: { Authorization: `JWT ${token}` }, data: { ...editor, name: 'Policy Unpublisher', roles: ['editor'] } })
  expect(created.status(), await created.text()).toBe(201)
  const found = await request.get('/api/policies?where[slug][equals]=cancellation-refund-policy&depth=0', { headers: { Authorization: `JWT ${token}` } })
  const policy = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]!

  await page.goto('/admin/login')
  await page.getByLabel('Email').fill(editor.email)
  await page.getByLabel('Password').fill(editor.password)
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page).toHaveURL(/\/admin$/)
  await page.goto(`/admin/collections/policies/${policy.id}`)

  // ⋯ ▸ Unpublish (with its confirmation): refused with the reason.
  await page.locator('.doc-controls__dots').click()
  await page.locator('#action-unpublish').click()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page.getByText(UNPUBLISH_REFUSED)).toBeVisible()

  // Publish ▸ Schedule Publish ▸ a time ▸ Save: refused when saved, nothing listed as coming.
  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByText('No upcoming events scheduled.')).toBeVisible()
  await drawer.locator('.react-datepicker__input-container input').fill('Dec 31, 2030 11:30 AM')
  await drawer.getByRole('heading', { name: /^Schedule publish for / }).click()
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText(SCHEDULE_REFUSED)).toBeVisible()
  await expect(page.getByText('Scheduled successfully.')).toHaveCount(0)
  await expect(drawer.getByText('No upcoming events scheduled.')).toBeVisible()

  // The expected errors the browser logs: the refused unpublish (403) and the drawer's refused save.
  const expected = (error: string) => error === 'Failed to load resource: the server responded with a status of 403 (Forbidden)' || error.includes(SCHEDULE_REFUSED)
  expect(consoleErrors.filter(expected)).toHaveLength(2)
  consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected(error)))

  // The visitor's page is still there.
  expect((await request.get('/cancellation-refund-policy')).status()).toBe(200)
})

