import fs from 'node:fs'

import { expect, humanPause, test } from './fixtures'
import { emails, waitForEmail } from './support/peers'
import { adminToken } from './support/cms'

const RECRUITER = { email: 'recruiter@e2e.test', password: 'recruiter-password-123' }

/** A real (small) PDF: one page with a line of text. */
function pdf(): Buffer {
  const objects = [
    '<</Type/Catalog/Pages 2 0 R>>',
    '<</Type/Pages/Kids[3 0 R]/Count 1>>',
    '<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>',
    null,
    '<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>',
  ]
  const text = 'BT /F1 18 Tf 24 72 Td (Priya Sharma - CV) Tj ET'
  objects[3] = `<</Length ${text.length}>>stream\n${text}\nendstream`
  let body = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((object, i) => {
    offsets.push(body.length)
    body += `${i + 1} 0 obj${object}endobj\n`
  })
  const xref = body.length
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(body, 'latin1')
}

test.describe('careers', () => {
  // A whole hire in one test: the form, two mails, the CMS as a recruiter.
  test.describe.configure({ timeout: 120_000 })

  test('a visitor filters, applies with a PDF; both mails arrive; a recruiter sees it on the home panel and the board, downloads the same file under the candidate\'s name, moves it through two stages and sends the interview invite, each in the history', async ({ page, browser }) => {
    const cv = pdf()
    await page.goto('/careers')
    await expect(page.getByTestId('career-role')).toHaveCount(3)
    await page.getByLabel('Department').selectOption('Design')
    await page.getByRole('button', { name: 'Filter roles' }).click()
    await expect(page).toHaveURL(/department=Design/)
    await expect(page.getByTestId('career-role')).toHaveCount(1)
    await expect(page.getByTestId('career-role').getByRole('heading', { level: 3 })).toHaveText('Product Designer')

    await page.getByRole('link', { name: 'Apply for Product Designer' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Product Designer' })).toBeVisible()
    await page.getByLabel('Full name').fill('Priya Sharma')
    await page.getByLabel('Email').fill('priya.sharma@example.com')
    await page.getByLabel('LinkedIn or portfolio URL (optional)').fill('https://priya.example.com/portfolio')
    await page.getByLabel(/^CV/).setInputFiles({ name: 'priya-sharma-cv.pdf', mimeType: 'application/pdf', buffer: cv })
    await page.getByLabel('Cover note').fill('I design dense, data-heavy tools and have spent weeks on shop floors watching how people use them.')
    await page.getByLabel(/I agree that ERPZ processes my application/).check()
    const since = (await emails()).length
    await humanPause(page)
    await page.getByRole('button', { name: 'Send application' }).click()
    await expect(page.getByTestId('apply-confirmation')).toContainText('Thank you, your application has been received.')

    const contactMail = await waitForEmail('careers@erpz.in', since)
    expect(contactMail.subject).toBe('New application: Product Designer')
    const applicantMail = await waitForEmail('priya.sharma@example.com', since)
    expect(applicantMail.subject).toBe('We received your application: Product Designer')
    expect(applicantMail.text).toMatch(/\/careers\/withdraw\?a=\d+&s=[\w-]+/)

    // A recruiter (made by the admin) signs in to the CMS.
    const token = await adminToken(page.request)
    const made = await page.request.post('/api/users', { data: { ...RECRUITER, name: 'Rita Recruiter', roles: ['recruiter'] }, headers: { authorization: `JWT ${token}` } })
    expect([201, 400]).toContain(made.status()) // 400: made by an earlier attempt of this test
    const context = await browser.newContext({ acceptDownloads: true })
    const hr = await context.newPage()
    const hrLogin = await hr.request.post('/api/users/login', { data: RECRUITER })
    expect(hrLogin.status()).toBe(200)
    // REST reads outside the admin's pages carry the token (Payload honours the cookie only from the admin's origin).
    const hrToken = ((await hrLogin.json()) as { token: string }).token
    // The recruiter's home: the applications per open role, the new ones a link to that role's list.
    await hr.goto('/admin')
    const perRole = hr.getByRole('region', { name: 'Applications per open role' })
    const designer = perRole.getByRole('row', { name: /^Product Designer / })
    await expect(designer.getByRole('cell').first()).toHaveText(/^[1-9]\d*$/)
    await designer.getByRole('cell').first().getByRole('link').click()
    // The role's pipeline as a board, a column per stage.
    const board = hr.getByRole('region', { name: 'Pipeline for this role' })
    const newColumn = board.getByRole('region', { name: /^New \(\d+\)$/ })
    await expect(newColumn.getByRole('link', { name: 'Priya Sharma' })).toBeVisible()
    await expect(board.getByRole('region', { name: 'Interview (0)' })).toBeVisible()
    await hr.setViewportSize({ width: 1280, height: 900 })
    await board.screenshot({ path: 'docs/screenshots/careers-board-1280.png' })
    await newColumn.getByRole('link', { name: 'Priya Sharma' }).click()
    await expect(hr.getByRole('heading', { name: 'Priya Sharma' })).toBeVisible()

    // The CV as the recruiter gets it: the very bytes sent, named after the candidate and the role.
    const fileLink = hr.locator('a[href*="/api/cvs/file/"]').first()
    await expect(fileLink).toBeVisible()
    const [download] = await Promise.all([hr.waitForEvent('download'), fileLink.click()])
    expect(download.suggestedFilename()).toBe('Priya-Sharma-Product-Designer.pdf')
    expect(fs.readFileSync((await download.path())!).equals(cv)).toBe(true)

    // Two moves, each recorded with who and when.
    for (const stage of ['Screening', 'Interview']) {
      await hr.locator('#field-status').click()
      await hr.getByRole('option', { name: stage, exact: true }).click()
      await hr.getByRole('button', { name: 'Save' }).click()
      await expect(hr.getByText(/updated successfully/i).first()).toBeVisible()
      await hr.reload()
    }
    const history = hr.getByRole('region', { name: 'History' })
    const moves = history.getByRole('row').filter({ has: hr.getByRole('cell', { name: 'Stage changed', exact: true }) })
    await expect(moves).toHaveCount(2)
    await expect(moves.nth(0)).toContainText('Screening → Interview')
    await expect(moves.nth(1)).toContainText('New → Screening')
    for (const move of [moves.nth(0), moves.nth(1)]) {
      await expect(move.getByRole('cell').nth(1)).toHaveText('Rita Recruiter')
      await expect(move.getByRole('cell').first()).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC$/)
    }

    // The interview invite, from the CMS's text, read before it goes, sent through the outbox.
    const mailer = hr.getByRole('region', { name: 'Email the candidate' })
    await mailer.getByLabel('Email', { exact: true }).selectOption({ label: 'Interview invite' })
    await expect(mailer.getByRole('group', { name: 'Preview' })).toContainText('Subject: Interview for Product Designer at ERPZ')
    await expect(mailer.getByRole('group', { name: 'Preview' })).toContainText('Hello Priya Sharma,')
    const beforeInvite = (await emails()).length
    await mailer.getByRole('button', { name: 'Send email' }).click()
    await expect(mailer.getByRole('status')).toHaveText('Interview invite queued for priya.sharma@example.com. It shows in the history once sent.')
    const invite = await waitForEmail('priya.sharma@example.com', beforeInvite)
    expect(invite.subject).toBe('Interview for Product Designer at ERPZ')
    expect(invite.text).toContain('We would like to meet you.')
    await expect(async () => {
      await hr.reload()
      await expect(history.getByRole('row').filter({ hasText: 'Email sent' })).toContainText('Interview invite sent to priya.sharma@example.com', { timeout: 3_000 })
    }).toPass({ timeout: 30_000 })
    await expect(history.getByRole('row').filter({ hasText: 'Email sent' }).getByRole('cell').nth(1)).toHaveText('Rita Recruiter')
    const stored = await hr.request.get('/api/job-applications?where[email][equals]=priya.sharma%40example.com&depth=0', { headers: { authorization: `JWT ${hrToken}` } })
    expect(((await stored.json()) as { docs: { status: string }[] }).docs[0]!.status).toBe('interview')

    for (const width of [375, 1280]) {
      await hr.setViewportSize({ width, height: 900 })
      await hr.reload()
      await expect(hr.getByRole('heading', { name: 'Priya Sharma' })).toBeVisible()
      await hr.screenshot({ path: `docs/screenshots/careers-recruiter-${width}.png`, fullPage: true })
    }
    await hr.goto('/admin/collections/job-applications')
    await expect(hr.getByRole('link', { name: 'Priya Sharma' }).first()).toBeVisible()
    await hr.screenshot({ path: 'docs/screenshots/careers-recruiter-list-1280.png' })
    await context.close()
  })

  test('screenshots of the careers list and a role page with its form at 375 and 1280 px', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/careers')
      await expect(page.getByTestId('career-role').first()).toBeVisible()
      await page.locator('#roles').screenshot({ path: `docs/screenshots/careers-list-${width}.png` })
      await page.goto('/careers/senior-full-stack-engineer')
      await expect(page.getByRole('button', { name: 'Send application' })).toBeVisible()
      await page.screenshot({ path: `docs/screenshots/careers-role-${width}.png`, fullPage: true })
    }
  })
})
