/**
 * Page copy is the marketer's (issue 45, decision 200): as an editor (not an admin), change a module
 * card on the home page and a label of the careers page's open-roles list in /admin, publish, and a
 * visitor sees both. The pages are put back as they were afterwards (specs in one worker share the
 * database).
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'
import { adminToken, signInToAdmin } from './support/cms'

const run = Date.now().toString(36)
const EDITOR = { email: `copy.editor.${run}@e2e.test`, password: 'copy-editor-password-123' }

type Block = { blockType: string } & Record<string, unknown>
type PageDoc = { id: number; layout: Block[] }

async function readPage(request: APIRequestContext, token: string, path: string): Promise<PageDoc> {
  const found = await request.get(`/api/pages?where[path][equals]=${encodeURIComponent(path)}&depth=0&draft=true`, { headers: { Authorization: `JWT ${token}` } })
  expect(found.status(), await found.text()).toBe(200)
  const doc = ((await found.json()) as { docs: PageDoc[] }).docs[0]
  if (!doc) throw new Error(`no page at ${path}`)
  return doc
}

/** The public HTML of a page, fetched as a visitor, once it contains `text` (publishing revalidates by tag). */
async function expectServed(request: APIRequestContext, path: string, text: string) {
  await expect.poll(async () => (await request.get(path)).text(), { timeout: 15_000 }).toContain(text)
}

const signInAsEditor = (page: Page) => signInToAdmin(page, EDITOR)

async function publish(page: Page) {
  await page.getByRole('button', { name: /^Publish/ }).first().click()
  await expect(page.getByText(/published successfully|Updated successfully/i).first()).toBeVisible({ timeout: 20_000 })
}

test.describe('page copy in the CMS, as an editor', () => {
  test.describe.configure({ mode: 'serial' })

  let token = ''
  const originals: PageDoc[] = []

  test.beforeAll(async ({ request }) => {
    token = await adminToken(request)
    const created = await request.post('/api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { ...EDITOR, name: 'Copy Editor', roles: ['editor'] },
    })
    expect(created.status(), await created.text()).toBe(201)
    originals.push(await readPage(request, token, '/'), await readPage(request, token, '/careers'))
  })

  test.afterAll(async ({ request }) => {
    for (const original of originals) {
      const restored = await request.patch(`/api/pages/${original.id}?overrideLock=true`, {
        headers: { Authorization: `JWT ${token}` },
        data: { layout: original.layout, _status: 'published' },
      })
      expect(restored.status(), await restored.text()).toBe(200)
    }
  })

  test('a home module card, edited and published in /admin, shows on /', async ({ page, request }) => {
    test.setTimeout(120_000)
    const home = originals[0]!
    const index = home.layout.findIndex((block) => block.blockType === 'moduleCards')
    expect(index, 'the seeded home page has module cards').toBeGreaterThanOrEqual(0)

    await signInAsEditor(page)
    await page.goto(`/admin/collections/pages/${home.id}`)
    // The card rows open collapsed under their numbers: the editor opens them all.
    await page.locator(`#field-layout__${index}__cards`).getByRole('button', { name: 'Show All' }).click()
    const name = page.locator(`#field-layout__${index}__cards__0__title`)
    const summary = page.locator(`#field-layout__${index}__cards__0__text`)
    await expect(name).toHaveValue('Plan')
    await expect(summary).toHaveValue('Production planning, load balancing and work orders with machine-level scheduling.')
    const changed = { name: `Schedule ${run}`, summary: `Shift plans every line can keep, ${run}.` }
    await name.fill(changed.name)
    await summary.fill(changed.summary)
    await publish(page)

    await expectServed(request, '/', changed.summary)
    await page.goto('/')
    const card = page.getByRole('link', { name: new RegExp(`^${changed.name}\\b`) })
    await expect(card).toHaveAttribute('href', '/solutions/production-planning')
    await expect(card).toContainText(changed.summary)
    await expect(page.getByRole('link', { name: /^Procure\b/ })).toBeVisible()
  })

  test('a careers list label, edited and published in /admin, shows on /careers', async ({ page, request }) => {
    test.setTimeout(120_000)
    const careers = originals[1]!
    const index = careers.layout.findIndex((block) => block.blockType === 'openRoles')
    expect(index, 'the seeded careers page lists the open roles').toBeGreaterThanOrEqual(0)

    await signInAsEditor(page)
    await page.goto(`/admin/collections/pages/${careers.id}`)
    // The admin renders a group's fields once they scroll into view.
    await page.getByRole('heading', { name: 'Labels', exact: true }).scrollIntoViewIfNeeded()
    const submit = page.locator(`#field-layout__${index}__labels__submit`)
    await expect(submit).toHaveValue('Filter roles')
    const changed = `Find roles ${run}`
    await submit.fill(changed)
    await publish(page)

    await expectServed(request, '/careers', changed)
    await page.goto('/careers')
    await expect(page.getByRole('button', { name: changed })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Filter roles' })).toHaveCount(0)
  })
})
