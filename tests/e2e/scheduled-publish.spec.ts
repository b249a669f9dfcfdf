/**
 * Scheduled publishing as an editor does it (decision 155): in /admin, Publish ▸ Schedule Publish,
 * pick Unpublish (or Publish) and a time about a minute ahead, Save, sign out — and with nobody in
 * the admin the production server (its own background loop, nothing run by this test) takes the
 * post off the blog on time, or puts a scheduled draft on it.
 */
import type { APIRequestContext, Page } from '@playwright/test'

import { expect, test } from './fixtures'

const EDITOR = { email: 'scheduling.editor@e2e.test', password: 'scheduling-editor-password' }
const run = Date.now().toString(36)

async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/users/login', { data: { email: 'admin@e2e.test', password: 'e2e-admin-password' } })
  expect(response.ok()).toBe(true)
  return ((await response.json()) as { token: string }).token
}

const textNode = (text: string) => ({ type: 'text', text, format: 0, detail: 0, mode: 'normal', style: '', version: 1 })
const body = (text: string) => ({
  root: {
    type: 'root',
    direction: 'ltr',
    format: '',
    indent: 0,
    version: 1,
    children: [{ type: 'paragraph', children: [textNode(text)], direction: 'ltr', format: '', indent: 0, version: 1, textFormat: 0 }],
  },
})

async function createPost(request: APIRequestContext, token: string, title: string, status: 'draft' | 'published') {
  const response = await request.post(`/api/erpz-blogs${status === 'draft' ? '?draft=true' : ''}`, {
    headers: { Authorization: `JWT ${token}` },
    data: { title, description: 'A post on a schedule.', _status: status, body: body(`${title}: the body.`) },
  })
  expect(response.status(), await response.text()).toBe(201)
  return ((await response.json()) as { doc: { id: number; slug: string } }).doc
}

/** The first whole minute at least `aheadMs` from now: the drawer's time picker is to the minute. */
function minuteAhead(aheadMs: number): Date {
  const at = new Date(Date.now() + aheadMs)
  if (at.getUTCSeconds() || at.getUTCMilliseconds()) at.setUTCMinutes(at.getUTCMinutes() + 1, 0, 0)
  return at
}

/** "Nov 25, 2026 2:47 PM", the picker's display format (the browser runs in UTC). */
function pickerText(at: Date): string {
  const month = at.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })
  const hours = at.getUTCHours()
  const minutes = String(at.getUTCMinutes()).padStart(2, '0')
  return `${month} ${at.getUTCDate()}, ${at.getUTCFullYear()} ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`
}

/** Publish ▸ Schedule Publish on the post's edit view: the drawer. */
async function openScheduleDrawer(page: Page, id: number) {
  await page.goto(`/admin/collections/erpz-blogs/${id}`)
  await page.locator('#action-save-popup button').first().click()
  await page.getByRole('button', { name: 'Schedule Publish' }).click()
  const drawer = page.locator('.schedule-publish')
  await expect(drawer.getByRole('heading', { name: /^Schedule publish for / })).toBeVisible()
  return drawer
}

async function scheduleInDrawer(page: Page, id: number, type: 'Publish' | 'Unpublish', at: Date) {
  const drawer = await openScheduleDrawer(page, id)
  await drawer.locator('.schedule-publish__type').getByText(type, { exact: true }).click()
  await expect(drawer.locator('.schedule-publish__type input[type="radio"]').nth(type === 'Publish' ? 0 : 1)).toBeChecked()
  const time = drawer.locator('.react-datepicker__input-container input')
  await time.fill(pickerText(at))
  // Close the picker by clicking beside it (Escape would close the whole drawer).
  await drawer.getByRole('heading', { name: /^Schedule publish for / }).click()
  await expect(time).toHaveValue(pickerText(at))
  await drawer.locator('#scheduled-publish-save').click()
  await expect(page.getByText('Scheduled successfully.')).toBeVisible()
  return drawer
}

/** Where a post is listed publicly, fetched as a visitor. */
async function publicView(request: APIRequestContext, slug: string) {
  const page = await request.get(`/blog/${slug}`, { maxRedirects: 0 })
  const [list, rss, sitemap] = await Promise.all(['/blog', '/blog/rss.xml', '/sitemap.xml'].map(async (path) => (await request.get(path)).text()))
  return { status: page.status(), inList: list!.includes(slug), inRss: rss!.includes(slug), inSitemap: sitemap!.includes(slug) }
}

test.describe('scheduled publishing', () => {
  test.use({ timezoneId: 'UTC', locale: 'en-US' })

  test('an editor schedules an unpublish and a publish a minute ahead; they happen on time with nobody in the admin', async ({ page, request }) => {
    test.setTimeout(300_000)
    const token = await adminToken(request)
    const created = await request.post('/api/users', {
      headers: { Authorization: `JWT ${token}` },
      data: { ...EDITOR, name: 'Scheduling Editor', roles: ['editor'] },
    })
    expect(created.status(), await created.text()).toBe(201)
    const leaving = await createPost(request, token, `Leaving on schedule ${run}`, 'published')
    const arriving = await createPost(request, token, `Arriving on schedule ${run}`, 'draft')

    // Visitors see the published post (and the caches now hold it); the draft is nowhere.
    expect(await publicView(request, leaving.slug)).toEqual({ status: 200, inList: true, inRss: true, inSitemap: true })
    expect(await publicView(request, arriving.slug)).toMatchObject({ status: 307, inList: false, inRss: false, inSitemap: false })

    await page.goto('/admin/login')
    await page.getByLabel('Email').fill(EDITOR.email)
    await page.getByLabel('Password').fill(EDITOR.password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/admin$/)

    const at = minuteAhead(60_000)
    // The drawer lists what is coming and cancels it: a later unpublish, scheduled then deleted.
    const later = new Date(at.getTime() + 30 * 60_000)
    let drawer = await scheduleInDrawer(page, leaving.id, 'Unpublish', later)
    const rows = drawer.locator('.schedule-publish__upcoming tbody tr')
    await expect(rows).toHaveCount(1)
    await rows.first().locator('.schedule-publish__delete').click()
    await expect(page.getByText('Deleted successfully.')).toBeVisible()
    await expect(drawer.getByText('No upcoming events scheduled.')).toBeVisible()

    drawer = await scheduleInDrawer(page, leaving.id, 'Unpublish', at)
    await expect(rows).toHaveCount(1)
    await expect(rows.first()).toContainText('Unpublish')
    await expect(rows.first()).toContainText(`${at.getUTCHours() % 12 || 12}:${String(at.getUTCMinutes()).padStart(2, '0')}`)
    // Reopened, the drawer still lists it (read back from the server).
    drawer = await openScheduleDrawer(page, leaving.id)
    await expect(drawer.locator('.schedule-publish__upcoming tbody tr')).toHaveCount(1)

    await scheduleInDrawer(page, arriving.id, 'Publish', at)

    // Sign out: from here on nobody is in the admin and this test only reads public pages.
    await page.goto('/admin/logout')
    await expect(page).toHaveURL(/\/admin\/login/)
    await page.context().clearCookies()

    // Not early: a few seconds before the time both posts are as they were.
    const early = at.getTime() - 5_000 - Date.now()
    if (early > 0) await page.waitForTimeout(early)
    expect(await publicView(request, leaving.slug)).toEqual({ status: 200, inList: true, inRss: true, inSitemap: true })
    expect((await publicView(request, arriving.slug)).status).toBe(307)

    // On time: within the loop's poll interval (2 s) plus a publish, with a margin for this machine.
    const deadline = at.getTime() + 10_000
    let gone = NaN
    let live = NaN
    while (Date.now() < deadline && (Number.isNaN(gone) || Number.isNaN(live))) {
      if (Number.isNaN(gone) && (await request.get(`/blog/${leaving.slug}`, { maxRedirects: 0 })).status() !== 200) gone = Date.now() - at.getTime()
      if (Number.isNaN(live) && (await request.get(`/blog/${arriving.slug}`, { maxRedirects: 0 })).status() === 200) live = Date.now() - at.getTime()
      await page.waitForTimeout(200)
    }
    console.info(`scheduled unpublish seen ${gone} ms after its time, scheduled publish ${live} ms after`)
    expect(gone, 'the unpublished post was still served').not.toBeNaN()
    expect(live, 'the scheduled draft was not published').not.toBeNaN()

    expect(await publicView(request, leaving.slug)).toEqual({ status: 307, inList: false, inRss: false, inSitemap: false })
    expect(await publicView(request, arriving.slug)).toEqual({ status: 200, inList: true, inRss: true, inSitemap: true })
    await page.goto(`/blog/${arriving.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arriving on schedule ${run}`)
    await page.goto(`/blog/${leaving.slug}`)
    await expect(page).toHaveURL(/\/blog$/)
  })
})
