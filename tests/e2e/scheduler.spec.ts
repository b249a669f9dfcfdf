/**
 * The built-in scheduler on /demo-booking (issue 17) against the production server: a visitor in
 * Tokyo books, both invitations arrive at the SMTP peer with an .ics a calendar library reads, the
 * signed link reschedules (same UID, SEQUENCE 1) and cancels (CANCEL, SEQUENCE 2); a slot taken
 * meanwhile is refused with fresh times; the keyboard alone can book; axe finds nothing.
 * The e2e server has no sales user, so its first admin hosts (decision 111).
 */
import ICAL from 'ical.js'
import type { Page } from '@playwright/test'

import { axeViolations, expect, humanPause, test } from './fixtures'
import { forgiveHttpErrors } from './support/onboarding'
import { emails, waitForEmail } from './support/peers'
import { adminToken } from './support/cms'

test.use({ timezoneId: 'Asia/Tokyo' })

const HOST = 'admin@e2e.test'
const TAKEN = 'This time was just taken. Please pick another time.'

/** The first text/calendar part of a raw MIME message, decoded. */
function calendarOf(raw: string): string {
  const at = raw.search(/Content-Type: text\/calendar/i)
  expect(at, 'a text/calendar part').toBeGreaterThan(-1)
  const headerEnd = raw.indexOf('\r\n\r\n', at)
  const headers = raw.slice(at, headerEnd)
  const rest = raw.slice(headerEnd + 4)
  const body = rest.slice(0, rest.search(/\r\n--/))
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase()
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

function invite(raw: string) {
  const calendar = new ICAL.Component(ICAL.parse(calendarOf(raw)))
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!)
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.uid,
    sequence: event.sequence,
    start: event.startDate.toJSDate().toISOString(),
    end: event.endDate.toJSDate().toISOString(),
    attendees: event.attendees.map((a) => String(a.getFirstValue())),
  }
}

const timeIn = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso))

async function fillDetails(page: Page, email: string) {
  // Stop 59's CI once waited here a minute for a form that never showed; the likely cause, the cookie
  // banner coming up under the click, is kept away (fixtures.ts, cookieBanner). Should it happen
  // again, the failure says what the visitor saw instead.
  try {
    await expect(page.getByRole('form', { name: 'Your details' })).toBeVisible({ timeout: 20_000 })
  } catch (error) {
    const seen = await page.locator('main').ariaSnapshot({ timeout: 5_000 }).catch((cause: Error) => `(no snapshot: ${cause.message})`)
    throw new Error(`The details form did not show after a time was chosen. The page at ${page.url()} showed:\n${seen}`, { cause: error })
  }
  await page.getByLabel('Full name').fill('Yuki Tanaka')
  await page.getByLabel('Work email').fill(email)
  await page.getByLabel('Company name').fill('Tanaka Precision')
  await page.getByLabel('What would you like to see?').fill('Production planning for two CNC lines.')
}

async function bookFirstTime(page: Page, email: string): Promise<string> {
  await page.getByRole('list', { name: /^Free times on / }).getByRole('button').first().click()
  await fillDetails(page, email)
  await humanPause(page)
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().includes('/scheduler/book?type=demo') && r.method() === 'POST'),
    page.getByRole('button', { name: 'Confirm booking' }).click(),
  ])
  return (JSON.parse(request.postData()!) as { start: string }).start
}

/** Opens the first offered day that has a free time other than `booked` (the grid's enabled dates, in order). */
async function dayWithAnotherTime(page: Page, booked: string) {
  const times = page.getByRole('list', { name: /^Free times on / })
  const others = times.getByRole('button').filter({ hasNotText: timeIn(booked, 'Asia/Tokyo') })
  if ((await others.count()) > 0) return
  const dates = page.getByRole('grid', { name: 'Choose a date' }).locator('[data-date]:not([aria-disabled="true"])')
  for (let i = 0; i < (await dates.count()); i++) {
    await dates.nth(i).click()
    if ((await others.count()) > 0) return
  }
  throw new Error('no offered day has a second free time')
}

test.describe('built-in scheduler', () => {
  test('a visitor in Tokyo books; both get an .ics invite; the signed link reschedules and cancels', async ({ page }) => {
    const since = (await emails()).length
    await page.goto('/demo-booking')
    await expect(page.getByText('A calendar invite will be sent to your email as soon as you book.')).toBeVisible()
    await expect(page.getByLabel('Times shown in')).toHaveValue('Asia/Tokyo')
    await expect(page.getByRole('grid', { name: 'Choose a date' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    const start = await bookFirstTime(page, 'yuki@example.com')
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeFocused()
    await expect(page.getByText('A calendar invite is on its way to yuki@example.com.')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])

    const visitorMail = await waitForEmail('yuki@example.com', since)
    const hostMail = await waitForEmail(HOST, since)
    const visitorInvite = invite(visitorMail.raw)
    const hostInvite = invite(hostMail.raw)
    const end = new Date(new Date(start).getTime() + 30 * 60_000).toISOString()
    expect(visitorInvite).toMatchObject({ method: 'REQUEST', sequence: 0, start, end })
    expect(visitorInvite.attendees).toEqual(['mailto:yuki@example.com'])
    expect(hostInvite).toMatchObject({ method: 'REQUEST', sequence: 0, start, end, uid: visitorInvite.uid })
    // Each reads the time in their own zone: the visitor Tokyo's, the host (office hours) Los Angeles'.
    expect(visitorMail.text).toContain(`${timeIn(start, 'Asia/Tokyo')} GMT+9`)
    expect(hostMail.text).toContain(timeIn(start, 'America/Los_Angeles'))
    expect(hostMail.text).toContain('Visitor: Yuki Tanaka <yuki@example.com>, Tanaka Precision')

    const link = /http:\/\/127\.0\.0\.1:\d+\/demo-booking\/manage\?token=[\w.-]+/.exec(visitorMail.text)?.[0]
    expect(link, 'the manage link in the visitor email').toBeTruthy()
    const afterBooking = (await emails()).length

    await page.goto(link!)
    await expect(page.getByRole('heading', { name: 'Your meeting' })).toBeVisible()
    await page.getByRole('button', { name: 'Reschedule' }).click()
    const times = page.getByRole('list', { name: /^Free times on / })
    await expect(times.getByRole('button').first()).toBeVisible()
    // The booked time is offered again (it is the visitor's own); move to another one, on a later day
    // when late in the host's office hours the first day has no other.
    await dayWithAnotherTime(page, start)
    await times.getByRole('button').filter({ hasNotText: timeIn(start, 'Asia/Tokyo') }).first().click()
    const [move] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('/scheduler/manage/reschedule')),
      page.getByRole('button', { name: 'Move to this time' }).click(),
    ])
    const newStart = (JSON.parse(move.postData()!) as { start: string }).start
    expect(newStart).not.toBe(start)
    await expect(page.getByText('Your meeting is moved.')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
    const moved = invite((await waitForEmail('yuki@example.com', afterBooking)).raw)
    expect(moved).toMatchObject({ method: 'REQUEST', sequence: 1, uid: visitorInvite.uid, start: newStart })
    expect(invite((await waitForEmail(HOST, afterBooking)).raw)).toMatchObject({ method: 'REQUEST', sequence: 1, uid: visitorInvite.uid })
    const afterMove = (await emails()).length

    await page.getByRole('button', { name: 'Cancel meeting' }).click()
    await expect(page.getByRole('heading', { name: 'Meeting cancelled' })).toBeVisible()
    await expect(page.getByText('Your meeting is cancelled.')).toBeVisible()
    expect(invite((await waitForEmail('yuki@example.com', afterMove)).raw)).toMatchObject({ method: 'CANCEL', sequence: 2, uid: visitorInvite.uid })
    expect(invite((await waitForEmail(HOST, afterMove)).raw)).toMatchObject({ method: 'CANCEL', sequence: 2, uid: visitorInvite.uid })
    await page.screenshot({ path: 'test-results/scheduler-cancelled.png', fullPage: true })
  })

  test('a time taken while the visitor fills in the form is refused with fresh times', async ({ page, consoleErrors }) => {
    await page.goto('/demo-booking')
    const times = page.getByRole('list', { name: /^Free times on / })
    await expect(times.getByRole('button').first()).toBeVisible()
    const slots = (await (await page.request.get('/scheduler/slots?type=demo&tz=Asia%2FTokyo')).json()) as {
      days: Array<{ slots: Array<{ start: string; label: string }> }>
    }
    const first = slots.days[0]!.slots[0]!
    await times.getByRole('button', { name: first.label, exact: true }).click()
    await fillDetails(page, 'second@example.com')

    // Someone else books the same time first (a form token must be 2 s old to count as human).
    const { token } = (await (await page.request.get('/leads/token')).json()) as { token: string }
    await page.waitForTimeout(2_100)
    const other = await page.request.post('/scheduler/book?type=demo', {
      data: {
        fullName: 'First Visitor',
        email: 'first@example.com',
        companyName: 'Early Birds',
        message: 'We booked this one a moment earlier.',
        start: first.start,
        timeZone: 'Asia/Tokyo',
        website: '',
        formToken: token,
      },
    })
    expect(other.status()).toBe(201)

    await page.getByRole('button', { name: 'Confirm booking' }).click()
    await expect(page.getByText(TAKEN)).toHaveAttribute('role', 'alert')
    // The refusal is an HTTP 409, which Chromium logs; it is the expected answer here.
    forgiveHttpErrors(consoleErrors, 409)
    await expect(page.getByRole('button', { name: 'Confirm booking' })).toHaveCount(0)
    await expect(times.getByRole('button', { name: first.label, exact: true })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('the keyboard alone can book', async ({ page }) => {
    await page.goto('/demo-booking')
    await expect(page.getByRole('grid', { name: 'Choose a date' })).toBeVisible()
    // Tab from the top of the page to the date grid (one tab stop).
    for (let i = 0; i < 80; i++) {
      await page.keyboard.press('Tab')
      if (await page.evaluate(() => document.activeElement?.hasAttribute('data-date'))) break
    }
    const focusedDate = () => page.evaluate(() => document.activeElement?.getAttribute('data-date') ?? null)
    const from = await focusedDate()
    expect(from, 'a date in the grid has focus').toBeTruthy()
    // Focus follows each key at once, not on the next painted frame: a busy device (stop 37's CI)
    // took the second key before that frame and moved from the old date. Frames are held here so
    // the test does not depend on the machine's speed.
    await page.evaluate(() => {
      const w = window as Window & { heldFrame?: typeof requestAnimationFrame }
      w.heldFrame = window.requestAnimationFrame
      window.requestAnimationFrame = () => 0
    })
    await page.keyboard.press('ArrowRight')
    const next = await focusedDate()
    expect(next, 'ArrowRight moves to a later date').not.toBe(from)
    expect(next! > from!).toBe(true)
    await page.keyboard.press('ArrowLeft')
    expect(await focusedDate()).toBe(from)
    await page.evaluate(() => {
      const w = window as Window & { heldFrame?: typeof requestAnimationFrame }
      window.requestAnimationFrame = w.heldFrame!
    })
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: /^2\. Times on / })).toBeFocused()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Full name')).toBeFocused()
    await page.keyboard.type('Keiko Mori')
    await page.keyboard.press('Tab')
    await page.keyboard.type('keiko@example.com')
    await page.keyboard.press('Tab')
    await page.keyboard.type('Mori Castings')
    await page.keyboard.press('Tab') // phone (optional)
    await page.keyboard.press('Tab')
    await page.keyboard.type('Quality checks on our die-casting line.')
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeFocused()
    await humanPause(page)
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeFocused()
    await waitForEmail('keiko@example.com')
  })

  test('sales see upcoming bookings by host in /admin and a cancellation there mails a CANCEL to both', async ({ page }) => {
    await page.goto('/demo-booking')
    await humanPause(page)
    await bookFirstTime(page, 'staff-cancel@example.com')
    await expect(page.getByRole('heading', { name: "You're booked!" })).toBeVisible()
    const booked = await waitForEmail('staff-cancel@example.com')
    const uid = invite(booked.raw).uid

    // The host is the e2e admin; signing in through page.request also signs the page in.
    const token = await adminToken(page.request)
    await page.goto('/admin/collections/erpz-bookings')
    await expect(page.getByRole('heading', { name: 'Upcoming meetings by host' })).toBeVisible()
    const entry = page.getByRole('link', { name: /: Yuki Tanaka$/ }).first()
    await expect(entry).toBeVisible()

    const found = await page.request.get('/api/erpz-bookings?where[email][equals]=staff-cancel%40example.com&depth=0', {
      headers: { authorization: `JWT ${token}` },
    })
    const id = ((await found.json()) as { docs: Array<{ id: number }> }).docs[0]!.id
    const since = (await emails()).length
    const cancelled = await page.request.patch(`/api/erpz-bookings/${id}`, { data: { status: 'cancelled' }, headers: { authorization: `JWT ${token}` } })
    expect(cancelled.status()).toBe(200)
    expect(invite((await waitForEmail('staff-cancel@example.com', since)).raw)).toMatchObject({ method: 'CANCEL', sequence: 1, uid })
    expect(invite((await waitForEmail(HOST, since)).raw)).toMatchObject({ method: 'CANCEL', sequence: 1, uid })
  })

  test('screenshots of the scheduler at 375 and 1280 px', async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 1100 })
      await page.goto('/demo-booking')
      await expect(page.getByRole('list', { name: /^Free times on / }).getByRole('button').first()).toBeVisible()
      await page.getByRole('tabpanel').screenshot({ path: `docs/screenshots/scheduler-${width}.png` })
    }
    await page.getByRole('list', { name: /^Free times on / }).getByRole('button').first().click()
    await page.getByRole('tabpanel').screenshot({ path: 'docs/screenshots/scheduler-form-1280.png' })
  })
})
