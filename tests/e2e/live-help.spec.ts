/**
 * Live Help (issue 47, decision 211) in two browsers: a visitor on /onboarding/workspace-url opens
 * the chat from the header, a support agent (signed in as `support`, not admin) claims and answers
 * in the /admin inbox, both see every message in order, and the visitor's reload keeps the whole
 * conversation. Outside office hours a visitor leaves a message with an email: the lead is stored,
 * its webhook (verified with the official Standard Webhooks library) carries the transcript and
 * the visit's attribution, and the sales alert arrives at the SMTP peer.
 */
import path from 'node:path'

import type { APIRequestContext, Page } from '@playwright/test'
import { Webhook } from 'standardwebhooks'

import { axeViolations, expect, test, watchConsoleErrors } from './fixtures'
import { adminToken, signInToAdmin } from './support/cms'
import { signUp } from './support/onboarding'
import { emails, waitForEmail, webhooks, webhookSecret } from './support/peers'

// This file tests the cookie banner, or shows it on a second page of the same visitor.
test.use({ cookieBanner: 'undecided' })

const run = Date.now().toString(36)
const SUPPORT = { email: `support.${run}@e2e.test`, password: 'live-help-support-password', name: 'Sonia Support' }
const SHOTS = path.resolve(import.meta.dirname, '../../docs/screenshots')

async function setStaffing(request: APIRequestContext, staffing: 'hours' | 'always' | 'never') {
  const token = await adminToken(request)
  const saved = await request.post('/api/globals/site-settings', { headers: { Authorization: `JWT ${token}` }, data: { liveHelp: { staffing } } })
  expect(saved.status(), await saved.text()).toBe(200)
}

/** The visitor's panel: opened from the header's Live Help button. */
async function openPanel(page: Page) {
  await page.getByRole('button', { name: 'Live Help' }).click()
  const panel = page.getByRole('dialog', { name: 'Live Help' })
  await expect(panel).toBeVisible()
  return panel
}

test.describe('Live Help', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async ({ request }) => {
    const admin = await adminToken(request)
    const created = await request.post('/api/users', { headers: { Authorization: `JWT ${admin}` }, data: { ...SUPPORT, roles: ['support'] } })
    expect(created.status(), await created.text()).toBe(201)
    await setStaffing(request, 'always')
  })
  test.afterAll(async ({ request }) => {
    await setStaffing(request, 'hours')
    // Whatever a test left, the other specs on this server see the site as seeded: no launcher.
    const token = await adminToken(request)
    await request.post('/api/globals/site-settings', { headers: { Authorization: `JWT ${token}` }, data: { liveHelp: { launcher: false, hiddenOn: '' } } })
  })

  test('a visitor on the workspace step and a support agent in /admin talk; a reload keeps the conversation', async ({ page, browser }) => {
    await page.setViewportSize({ width: 1280, height: 860 })
    await signUp(page, `chat.${run}@plant.in`)
    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    const panel = await openPanel(page)
    const message = panel.getByRole('textbox', { name: 'Your message' })
    // Focus moved into the panel.
    await expect(panel.locator(':focus')).toHaveCount(1)
    await panel.getByRole('textbox', { name: /Name/ }).fill('Priya Plant')
    await message.fill('Hello! Is acme-forge a good workspace name?')
    await message.press('Enter')
    const log = panel.getByRole('log', { name: 'Messages' })
    await expect(log).toContainText('Hello! Is acme-forge a good workspace name?')
    expect(await axeViolations(page)).toEqual([])

    // The agent: a support user's own browser, signed in to the admin.
    const agentContext = await browser.newContext({ viewport: { width: 1280, height: 860 } })
    const agent = await agentContext.newPage()
    const agentErrors = watchConsoleErrors(agent)
    await signInToAdmin(agent, SUPPORT)
    // The support agent keeps a canned reply in the CMS, as their role does, in the admin's own form.
    await agent.goto('/admin/collections/live-help-replies/create')
    await agent.getByLabel('Title').fill('Workspace name is free')
    await agent.getByLabel('Reply').fill('Hi Priya, acme-forge is free and a good choice.')
    await agent.getByRole('button', { name: 'Save' }).click()
    await expect(agent).toHaveURL(/\/admin\/collections\/live-help-replies\/\d+/)
    // The support role's menu lists the inbox.
    await expect(agent.locator('#nav-live-help-conversations')).toHaveAttribute('href', '/admin/collections/live-help-conversations')
    await agent.goto('/admin/collections/live-help-conversations')
    await expect(agent.getByRole('heading', { name: 'Live Help', level: 1 })).toBeVisible()
    await agent.getByRole('button', { name: /Priya Plant/ }).click()
    await expect(agent.getByRole('log', { name: 'Messages' })).toContainText('Hello! Is acme-forge a good workspace name?')
    await expect(agent.getByRole('complementary', { name: 'Visitor' })).toContainText('/onboarding/workspace-url')
    await agent.getByRole('button', { name: 'Claim' }).click()
    const reply = agent.getByRole('textbox', { name: 'Reply' })
    await agent.getByRole('combobox', { name: 'Canned reply' }).selectOption({ label: 'Workspace name is free' })
    await expect(reply).toHaveValue('Hi Priya, acme-forge is free and a good choice.')
    await reply.press('End')
    await reply.pressSequentially(' ')
    await expect(panel.getByText('Agent is typing…')).toBeVisible()
    await agent.getByRole('button', { name: 'Send reply' }).click()
    await expect(log).toContainText('Hi Priya, acme-forge is free and a good choice.')
    await expect(log).toContainText('Sonia')

    await message.fill('Thanks, taking it!')
    await message.press('Enter')
    await expect(agent.getByRole('log', { name: 'Messages' })).toContainText('Thanks, taking it!')
    await agent.screenshot({ path: path.join(SHOTS, 'live-help-inbox-1280.png'), fullPage: true })
    await page.screenshot({ path: path.join(SHOTS, 'live-help-panel-1280.png') })

    const expected = ['Hello! Is acme-forge a good workspace name?', 'Hi Priya, acme-forge is free and a good choice.', 'Thanks, taking it!']
    const bodies = async (where: Page, scope = where.getByRole('log', { name: 'Messages' })) =>
      (await scope.locator('li').allInnerTexts()).map((text) => expected.find((body) => text.includes(body))).filter(Boolean)
    expect(await bodies(page)).toEqual(expected)
    expect(await bodies(agent)).toEqual(expected)

    // Escape closes the panel and focus is back on Live Help; a reload keeps the whole conversation.
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('button', { name: 'Live Help' })).toBeFocused()
    await page.reload()
    const again = await openPanel(page)
    await expect(again.getByRole('log', { name: 'Messages' })).toContainText('Thanks, taking it!')
    expect(await bodies(page)).toEqual(expected)
    // It keeps talking after the reload.
    await agent.getByRole('textbox', { name: 'Reply' }).fill('Welcome aboard!')
    await agent.getByRole('button', { name: 'Send reply' }).click()
    await expect(again.getByRole('log', { name: 'Messages' })).toContainText('Welcome aboard!')

    await page.setViewportSize({ width: 375, height: 760 })
    await page.screenshot({ path: path.join(SHOTS, 'live-help-panel-375.png') })
    expect(await axeViolations(page)).toEqual([])
    expect(agentErrors, 'console errors in the agent’s browser').toEqual([])
    await agentContext.close()
  })

  test('marketing turns the launcher on for the marketing pages, with its label, and off for a page it lists', async ({ page, request }) => {
    const token = await adminToken(request)
    const saved = await request.post('/api/globals/site-settings', {
      headers: { Authorization: `JWT ${token}` },
      data: { liveHelp: { launcher: true, launcherLabel: 'Ask an expert', hiddenOn: '/pricing\n/blog/*' } },
    })
    expect(saved.status(), await saved.text()).toBe(200)
    const launcher = page.getByRole('button', { name: 'Ask an expert' })
    // The launcher renders in the browser after hydration, from a chunk of its own (the marketing
    // pages' first load carries none of its code): a page has settled once the network is idle.
    const launchersOn = async (pathname: string) => {
      await page.goto(pathname)
      await page.waitForLoadState('networkidle')
      return launcher.count()
    }
    await expect.poll(() => launchersOn('/'), { timeout: 30_000 }).toBe(1)
    await launcher.click()
    const panel = page.getByRole('dialog', { name: 'Live Help' })
    await expect(panel).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(launcher).toBeFocused()
    expect(await launchersOn('/pricing')).toBe(0)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    // The launcher's chunk cannot be fetched (offline, a deploy in between): the page stays whole and
    // works, without the launcher. The chunk is known by its code (the button's launcher variant).
    const cut = await page.context().newPage()
    const cutErrors = watchConsoleErrors(cut)
    let refused = 0
    await cut.route('**/_next/static/chunks/*.js', async (route) => {
      const response = await route.fetch()
      if (!(await response.text()).includes('variant:"launcher"')) return route.fulfill({ response })
      refused += 1
      return route.abort('internetdisconnected')
    })
    await cut.goto('/')
    await cut.waitForLoadState('networkidle')
    expect(refused, 'the launcher asked for its chunk (the loader tries again)').toBeGreaterThan(0)
    await expect(cut.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(cut.getByRole('button', { name: 'Ask an expert' })).toHaveCount(0)
    // Still hydrated and working: the cookie banner answers its button.
    const banner = cut.getByTestId('cookie-banner')
    await banner.getByRole('button', { name: 'Accept All' }).click()
    await expect(banner).toBeHidden()
    // Chromium reports each refused script as a failed load; nothing else may be an error.
    expect(cutErrors.filter((error) => !error.startsWith('Failed to load resource'))).toEqual([])
    await cut.close()
    const off = await request.post('/api/globals/site-settings', { headers: { Authorization: `JWT ${token}` }, data: { liveHelp: { launcher: false } } })
    expect(off.status()).toBe(200)
    await expect.poll(() => launchersOn('/'), { timeout: 30_000 }).toBe(0)
  })

  test('outside office hours a message with an email becomes a lead: stored, delivered with its transcript, sales told', async ({ page, request }) => {
    await setStaffing(request, 'never')
    await page.setViewportSize({ width: 375, height: 760 })
    await page.goto('/onboarding/auth?utm_source=linkedin&utm_campaign=live-help-e2e')
    const panel = await openPanel(page)
    await expect(panel).toContainText('Our team is offline right now.')
    const message = panel.getByRole('textbox', { name: 'Your message' })
    await message.fill('Please send me pricing for 60 users.')
    await panel.getByRole('button', { name: 'Send message' }).click()
    await expect(panel.getByText('Leave your email so we can reply: our team is offline right now.')).toBeVisible()
    await page.screenshot({ path: path.join(SHOTS, 'live-help-offline-375.png') })
    expect(await axeViolations(page)).toEqual([])

    const since = (await emails()).length
    const email = `offline.${run}@example.com`
    await panel.getByRole('textbox', { name: /Email/ }).fill(email)
    await panel.getByRole('button', { name: 'Send message' }).click()
    await expect(panel.getByRole('log', { name: 'Messages' })).toContainText('Thanks. We have your message and will reply by email.')

    // The lead, stored by the leads' own pipeline.
    const token = await adminToken(request)
    const found = await request.get(`/api/erpz-demo-requests?where[email][equals]=${encodeURIComponent(email)}&depth=0`, { headers: { Authorization: `JWT ${token}` } })
    const docs = ((await found.json()) as { docs: { message: string }[] }).docs
    expect(docs).toHaveLength(1)
    expect(docs[0]!.message).toContain('Visitor: Please send me pricing for 60 users.')

    // Its webhook, verified with the official Standard Webhooks library, with the transcript and attribution.
    let delivery: Awaited<ReturnType<typeof webhooks>>[number] | undefined
    await expect
      .poll(async () => {
        delivery = (await webhooks()).find((hit) => (hit.data as { data?: { email?: string } }).data?.email === email)
        return Boolean(delivery)
      }, { timeout: 30_000 })
      .toBe(true)
    const secret = await webhookSecret()
    const verified = new Webhook(Buffer.from(secret).toString('base64')).verify(delivery!.body, {
      'webhook-id': delivery!.id,
      'webhook-timestamp': String(delivery!.timestamp),
      'webhook-signature': delivery!.signature,
    }) as { data: { message: string }; attribution: { utm: { source: string | null; campaign: string | null } } }
    expect(verified.data.message).toContain('Visitor: Please send me pricing for 60 users.')
    expect(verified.attribution.utm).toMatchObject({ source: 'linkedin', campaign: 'live-help-e2e' })

    // The sales alert at the SMTP peer.
    const alert = await waitForEmail('sales@e2e.test', since)
    expect(alert.text).toContain(email)
    await setStaffing(request, 'always')
  })
})
