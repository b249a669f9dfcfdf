import type { Page } from '@playwright/test'

import { axeViolations, expect, test } from './fixtures'
import { md5, MockApi } from './support/mock-api'

const STATE_KEY = 'erpz_onboarding_state'
const TOKEN_KEY = 'erpz_onboarding_token'
const PASSWORD = 'Factory-floor-2026'

/** Chromium logs every 4xx answer as a console error; tests that expect one remove exactly those. */
function forgiveHttpErrors(errors: string[], status: number | 'offline') {
  const text = status === 'offline' ? 'net::ERR_INTERNET_DISCONNECTED' : `status of ${status}`
  for (let i = errors.length - 1; i >= 0; i--) {
    if (errors[i]!.includes(text)) errors.splice(i, 1)
  }
}

function toast(page: Page, text: string) {
  return page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true })
}

async function storedState(page: Page) {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STATE_KEY)
}

async function signUp(page: Page, email: string) {
  await page.goto('/onboarding/auth')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
}

async function signIn(page: Page, email: string, password = PASSWORD) {
  await page.goto('/onboarding/auth')
  await page.getByRole('tab', { name: 'Sign In' }).click()
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

async function chooseWorkspace(page: Page, name: string) {
  const input = page.getByRole('textbox', { name: 'Workspace URL' })
  await input.fill(name)
  await expect(page.getByText(`${name}.erpz.in is available.`)).toBeVisible()
  await page.getByRole('button', { name: 'Next: Select Industry' }).click()
  await expect(page).toHaveURL(/\/onboarding\/industry$/)
}

test.describe('onboarding', () => {
  test('the full path: sign-up → workspace URL → industry → role → progress → complete', async ({ page }) => {
    const api = await MockApi.install(page)
    // The email captured on the home page pre-fills the form.
    await page.goto('/onboarding/auth')
    await page.evaluate(() => localStorage.setItem('erpz_onboarding_email', 'ana@acme-works.in'))
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Create your ERPZ account' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue('ana@acme-works.in')

    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Show password', exact: true }).click()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
    await expect(page.getByRole('button', { name: 'Hide password', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()

    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    await expect(toast(page, 'Account created')).toBeVisible()
    const [register] = api.requestsTo('POST', '/workspace/auth/register')
    expect(register!.body).toEqual({ email: 'ana@acme-works.in', password: md5(PASSWORD) })
    expect(JSON.stringify(api.requests.map((r) => r.body))).not.toContain(PASSWORD)

    // Workspace URL: short names are not checked, taken ones say so, typing fast sends one check.
    await expect(page.getByRole('heading', { name: 'Choose your workspace URL' })).toBeVisible()
    await expect(page.getByText('14% complete')).toBeVisible()
    const input = page.getByRole('textbox', { name: 'Workspace URL' })
    const next = page.getByRole('button', { name: 'Next: Select Industry' })
    await input.fill('ab')
    await page.waitForTimeout(700)
    await expect(page.getByTestId('workspace-checking')).toHaveCount(0)
    await expect(next).toBeDisabled()
    expect(api.requestsTo('POST', '/workspace/domain')).toHaveLength(0)

    await input.fill('Taken-Co ')
    await expect(input).toHaveValue('taken-co')
    await expect(page.getByText('This workspace URL is already taken. Please choose another.')).toBeVisible()
    await expect(next).toBeDisabled()
    await page.getByRole('button', { name: 'Clear workspace URL' }).click()
    await expect(input).toHaveValue('')
    await expect(input).toBeFocused()

    await input.fill('-acme')
    await expect(page.getByText('The workspace URL cannot start or end with a hyphen.')).toBeVisible()
    await input.fill('')

    const checksBefore = api.requestsTo('POST', '/workspace/domain').length
    await input.pressSequentially('acme-works', { delay: 60 })
    await expect(page.getByTestId('workspace-checking')).toBeVisible()
    await expect(page.getByTestId('workspace-available')).toBeVisible()
    await expect(page.getByText('acme-works.erpz.in is available.')).toBeVisible()
    await page.waitForTimeout(700)
    const checks = api.requestsTo('POST', '/workspace/domain').slice(checksBefore)
    expect(checks.map((c) => c.body)).toEqual([{ name: 'acme-works' }])
    expect(checks[0]!.authorization).toBe('Bearer jwt.ana@acme-works.in')
    await next.click()

    await expect(page).toHaveURL(/\/onboarding\/industry$/)
    expect(api.requestsTo('POST', '/workspace/api/v1/workspace/create').map((r) => r.body)).toEqual([{ name: 'acme-works' }])

    // Industry: 27 ids plus the "Other Industry" card, one radio group, keyboard selectable.
    await expect(page.getByRole('radio')).toHaveCount(28)
    await expect(page.getByRole('radio', { name: 'Other Industry' })).toBeVisible()
    const roleNext = page.getByRole('button', { name: 'Next: Select Role' })
    await expect(roleNext).toBeDisabled()
    await page.getByRole('radio', { name: 'Technology', exact: true }).focus()
    await page.keyboard.press('Space')
    await expect(page.getByRole('radio', { name: 'Technology', exact: true })).toBeChecked()
    // Held like a real key press: Radix moves focus on a timer and selects while the arrow is down.
    await page.keyboard.down('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Finance' })).toBeFocused()
    await page.keyboard.up('ArrowRight')
    await expect(page.getByRole('radio', { name: 'Finance' })).toBeChecked()
    await page.getByRole('radio', { name: 'Textile' }).click()
    await expect(page.getByRole('radio', { name: 'Finance' })).not.toBeChecked()
    await roleNext.click()

    // Role
    await expect(page).toHaveURL(/\/onboarding\/role$/)
    await expect(page.getByRole('radio')).toHaveCount(4)
    await expect(page.getByRole('radio', { name: /Owner.*you own or run the business/i })).toBeVisible()
    await page.getByRole('radio', { name: /Operations Manager/ }).click()
    await page.getByRole('button', { name: 'Next: Progress Dashboard' }).click()

    // Progress: checklist, team rows, workflow and dashboard previews.
    await expect(page).toHaveURL(/\/onboarding\/progress$/)
    const checklist = page.getByRole('list', { name: 'Onboarding steps' })
    await expect(checklist.getByRole('listitem')).toHaveText([
      /Sign Up \/ Sign In/,
      /Set Workspace URL/,
      /Choose Industry/,
      /Select Role/,
      /Invite Team/,
      /Create First Workflow/,
      /View Dashboard/,
    ])
    await expect(page.getByText('57% complete')).toBeVisible()
    await expect(page.getByRole('button', { name: /Remove team member/ })).toHaveCount(0)
    await page.getByLabel('Team member 1 email').fill('not-an-email')
    await page.getByRole('button', { name: 'Add another email' }).click()
    await expect(page.getByLabel('Team member 2 email')).toBeFocused()
    await page.getByLabel('Team member 2 email').fill('ravi@acme-works.in')
    await page.getByRole('button', { name: 'Add another email' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await page.getByLabel('Team member 1 email').fill('meera@acme-works.in')
    await page.getByRole('button', { name: 'Remove team member 3' }).click()
    await page.getByRole('button', { name: 'Add another email' }).click()
    await page.getByRole('button', { name: 'Continue' }).click() // the blank third row is dropped

    await expect(page.getByRole('heading', { name: 'Create your first workflow' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Textile production workflow' })).toBeVisible()
    const stages = page.getByRole('list', { name: 'Workflow stages' })
    await expect(stages.getByText('Production', { exact: true })).toBeVisible()
    await expect(stages.getByText('Quality Check', { exact: true })).toBeVisible()
    await expect(stages.getByText('Packaging', { exact: true })).toBeVisible()
    await expect(page.getByText('71% complete')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page.getByRole('heading', { name: 'Operations control room' })).toBeVisible()
    await page.getByRole('button', { name: 'Complete Setup' }).click()

    await expect(page).toHaveURL(/\/onboarding\/complete$/)
    await expect(page.getByRole('heading', { name: 'Your ERPZ workspace is ready!' })).toBeVisible()
    await expect(page.getByText('https://acme-works.erpz.in')).toBeVisible()
    await expect(page.getByText('ana@acme-works.in')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Schedule Onboarding Call' })).toHaveAttribute('href', '/demo-booking')

    const workspaceId = api.accounts.get('ana@acme-works.in')!.workspace!.id
    const [company] = api.requestsTo('POST', '/workspace/api/v1/company/create')
    expect(company!.body).toEqual({ name: 'acme-works', industryType: 'TEXTILE', workspace: workspaceId })
    const companyId = api.accounts.get('ana@acme-works.in')!.workspace!.company
    expect(api.requestsTo('PUT', `/workspace/api/v1/workspace/update/${workspaceId}`).map((r) => r.body)).toEqual([
      { company: companyId },
    ])
    expect(api.requestsTo('POST', '/workspace/api/v1/workspace_invitations/addBulk').map((r) => r.body)).toEqual([
      { data: [{ email: 'meera@acme-works.in' }, { email: 'ravi@acme-works.in' }] },
    ])
    expect(await storedState(page)).toEqual({
      workspaceUrl: 'acme-works',
      workspaceId,
      industry: 'TEXTILE',
      role: 'operations',
      team: ['meera@acme-works.in', 'ravi@acme-works.in'],
      user: { email: 'ana@acme-works.in', authenticated: true },
      completedSteps: {
        authentication: true,
        workspaceUrl: true,
        industry: true,
        role: true,
        team: true,
        workflow: true,
        dashboard: true,
      },
    })
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe('jwt.ana@acme-works.in')

    await page.getByRole('link', { name: 'Schedule Onboarding Call' }).click()
    await expect(page).toHaveURL(/\/demo-booking$/)
  })

  test('Skip for Now sends no invitations', async ({ page }) => {
    const api = await MockApi.install(page)
    await signUp(page, 'solo@plant.in')
    await chooseWorkspace(page, 'solo-plant')
    await page.getByRole('radio', { name: 'Other Industry' }).click()
    await page.getByRole('button', { name: 'Next: Select Role' }).click()
    await page.getByRole('radio', { name: /Owner/ }).click()
    await page.getByRole('button', { name: 'Next: Progress Dashboard' }).click()
    await page.getByRole('button', { name: 'Skip for Now' }).click()
    await expect(page.getByRole('heading', { name: 'Your first production workflow' })).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Leadership overview' })).toBeVisible()
    await page.getByRole('button', { name: 'Complete Setup' }).click()
    await expect(page).toHaveURL(/\/onboarding\/complete$/)
    expect(api.requestsTo('POST', '/workspace/api/v1/company/create')[0]!.body).toMatchObject({ industryType: 'other' })
    expect(api.requestsTo('POST', '/workspace/api/v1/workspace_invitations/addBulk')).toHaveLength(0)
  })

  const routing = [
    { state: 'none', lands: /\/onboarding\/workspace-url$/, heading: 'Choose your workspace URL' },
    { state: 'workspace', lands: /\/onboarding\/industry$/, heading: 'Select your industry' },
    { state: 'company', lands: /\/onboarding\/complete$/, heading: 'Your ERPZ workspace is ready!' },
  ] as const
  for (const { state, lands, heading } of routing) {
    test(`sign-in routes an account with ${state === 'none' ? 'no workspace' : state === 'workspace' ? 'a workspace but no company' : 'a company'}`, async ({ page }) => {
      const api = await MockApi.install(page)
      const account = api.addAccount(`${state}@plant.in`, PASSWORD, state)
      await signIn(page, account.email)
      await expect(page).toHaveURL(lands)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expect(toast(page, 'Signed in')).toBeVisible()
      expect(api.requestsTo('POST', '/workspace/auth/login')[0]!.body).toEqual({ username: account.email, password: md5(PASSWORD) })
      if (state === 'company') await expect(page.getByText(`https://${account.workspace!.name}.erpz.in`)).toBeVisible()
      if (state === 'workspace') {
        // The saved workspace name counts as available without a check.
        await page.goto('/onboarding/workspace-url')
        await expect(page.getByRole('textbox', { name: 'Workspace URL' })).toHaveValue(account.workspace!.name)
        await expect(page.getByRole('button', { name: 'Next: Select Industry' })).toBeEnabled()
        expect(api.requestsTo('POST', '/workspace/domain')).toHaveLength(0)
      }
    })
  }

  test('a wrong password shows the API message; validation messages are exact', async ({ page, consoleErrors }) => {
    const api = await MockApi.install(page)
    api.addAccount('known@plant.in', PASSWORD)
    await page.goto('/onboarding/auth')
    await page.getByLabel('Email').fill('nope')
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByLabel('Confirm password', { exact: true }).fill('shorter')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByText('Password must be at least 8 characters')).toHaveCount(2)
    await page.getByLabel('Password', { exact: true }).fill('longenough1')
    await page.getByLabel('Confirm password', { exact: true }).fill('longenough2')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await expect(page.getByLabel('Confirm password', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(api.requestsTo('POST', '/workspace/auth/register')).toHaveLength(0)

    await page.getByRole('tab', { name: 'Sign In' }).click()
    await expect(page.getByText('If you have already completed onboarding, then please sign in from your workspace url.')).toBeVisible()
    await page.getByLabel('Email').fill('known@plant.in')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByText('Please enter your password')).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(toast(page, 'Invalid email or password')).toBeVisible()
    await expect(toast(page, 'Error')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    forgiveHttpErrors(consoleErrors, 401)
  })

  test('signing up with a registered email shows the API message', async ({ page, consoleErrors }) => {
    const api = await MockApi.install(page)
    api.addAccount('known@plant.in', PASSWORD)
    await page.goto('/onboarding/auth')
    await page.getByLabel('Email').fill('known@plant.in')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(toast(page, 'An account with this email already exists. Please sign in.')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    forgiveHttpErrors(consoleErrors, 409)
  })

  test('Forgot password? sends the reset email for the entered address; the link sets a new password', async ({ page, consoleErrors }) => {
    const api = await MockApi.install(page)
    await page.goto('/onboarding/auth?tab=signin')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByLabel('Email')).toBeFocused()
    expect(api.requestsTo('POST', '/workspace/auth/forgot-password')).toHaveLength(0)
    await page.getByLabel('Email').fill('Known@Plant.in')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByText(/If an account exists for known@plant\.in, we have sent it a link/)).toBeVisible()
    expect(api.requestsTo('POST', '/workspace/auth/forgot-password').map((r) => r.body)).toEqual([{ email: 'known@plant.in' }])

    await page.goto('/onboarding/reset-password?token=expired-token')
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
    await page.getByLabel('Confirm password', { exact: true }).fill('brand-new-pasS')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await page.getByLabel('Confirm password', { exact: true }).fill('brand-new-pass')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page.getByText('This reset link has expired or was already used')).toBeVisible()
    forgiveHttpErrors(consoleErrors, 400)

    await page.goto('/onboarding/reset-password?token=valid-reset-token')
    await page.getByLabel('New password', { exact: true }).fill('brand-new-pass')
    await page.getByLabel('Confirm password', { exact: true }).fill('brand-new-pass')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page).toHaveURL(/\/onboarding\/auth\?tab=signin$/)
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')
    expect(api.requestsTo('PUT', '/workspace/auth/reset-password').at(-1)!.body).toEqual({
      token: 'valid-reset-token',
      password: md5('brand-new-pass'),
    })

    await page.goto('/onboarding/reset-password')
    await expect(page.getByText(/This reset link is incomplete/)).toBeVisible()
  })

  test('every screen but auth redirects to auth when signed out; unknown sub-paths too', async ({ page }) => {
    await MockApi.install(page)
    await page.goto('/onboarding')
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    await expect(page.getByRole('link', { name: 'Live Help' })).toHaveAttribute('href', /^mailto:support@erpz\.in\?subject=/)
    for (const path of ['workspace-url', 'industry', 'role', 'progress', 'complete', 'no-such-step', 'a/b']) {
      await page.goto(`/onboarding/${path}`)
      await expect(page, path).toHaveURL(/\/onboarding\/auth$/)
      await expect(page.getByRole('heading', { name: 'Create your ERPZ account' })).toBeVisible()
    }
    // A stored state without authentication does not open the flow either.
    await page.evaluate(
      ([key]) => localStorage.setItem(key!, JSON.stringify({ workspaceUrl: 'x' })),
      [STATE_KEY],
    )
    await page.goto('/onboarding/progress')
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
  })

  test('a reload mid-flow keeps the progress', async ({ page }) => {
    await MockApi.install(page)
    await signUp(page, 'reload@plant.in')
    await chooseWorkspace(page, 'reload-plant')
    await page.getByRole('radio', { name: 'Electronics' }).click()
    await page.getByRole('button', { name: 'Next: Select Role' }).click()
    await expect(page).toHaveURL(/\/onboarding\/role$/)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'What is your role?' })).toBeVisible()
    await expect(page.getByText('43% complete')).toBeVisible()
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page.getByRole('radio', { name: 'Electronics' })).toBeChecked()
    await page.goto('/onboarding/workspace-url')
    await expect(page.getByRole('textbox', { name: 'Workspace URL' })).toHaveValue('reload-plant')
  })

  test('social buttons carry the invitation id, which the callback sends and clears', async ({ page }) => {
    const api = await MockApi.install(page)
    await page.goto('/onboarding/auth?id=INV42')
    await expect(page.getByText('You have been invited to a workspace')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', '/workspace/auth/login/google?id=INV42')
    await expect(page.getByRole('link', { name: 'Sign up with Microsoft' })).toHaveAttribute('href', '/workspace/auth/login/microsoft?id=INV42')
    expect(await page.evaluate(() => localStorage.getItem('invitation_code'))).toBe('INV42')
    await page.getByRole('link', { name: 'Sign up with Google' }).click()
    // The mock provider returns to the callback page; no workspace yet → workspace-url, signed in.
    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    const [callback] = api.requestsTo('GET', '/workspace/auth/google/callback')
    expect(Object.fromEntries(callback!.query)).toEqual({ code: 'mock-code', state: 'mock-state', invitation_code: 'INV42' })
    expect(await page.evaluate(() => localStorage.getItem('invitation_code'))).toBeNull()
    expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBe('jwt.social@example.com')
  })

  test('a social sign-in with a named workspace goes to its host', async ({ page }) => {
    const api = await MockApi.install(page)
    api.social = { ok: true, workspaceName: 'acme' }
    await page.goto('/auth/microsoft/callback?code=abc&state=xyz')
    await expect(page).toHaveURL('https://acme.erpz.in/')
  })

  test('a failed callback shows the Failed toast and returns to auth', async ({ page, consoleErrors }) => {
    const api = await MockApi.install(page)
    api.social = { ok: false, message: 'Invalid state' }
    await page.goto('/auth/google/callback?code=bad&state=forged')
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    await expect(toast(page, 'Failed')).toBeVisible()
    await expect(toast(page, 'Google Authentication Failed')).toBeVisible()
    forgiveHttpErrors(consoleErrors, 401)
  })

  test('offline, a request shows "No internet connection" and is not sent', async ({ page, context, consoleErrors }) => {
    const api = await MockApi.install(page)
    await page.goto('/onboarding/auth')
    await page.getByLabel('Email').fill('offline@plant.in')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
    await context.setOffline(true)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(toast(page, 'Network Error')).toBeVisible()
    await expect(toast(page, 'No internet connection')).toBeVisible()
    expect(api.requestsTo('POST', '/workspace/auth/register')).toHaveLength(0)
    await context.setOffline(false)
    // Next.js route prefetches fail while offline; the browser reports those, not our code.
    forgiveHttpErrors(consoleErrors, 'offline')
  })

  test('every onboarding screen has no accessibility violations', async ({ page }) => {
    await MockApi.install(page)
    await page.goto('/onboarding/auth')
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
    expect(await axeViolations(page), 'auth sign-up').toEqual([])
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    expect(await axeViolations(page), 'auth sign-up with errors').toEqual([])
    await page.getByRole('tab', { name: 'Sign In' }).click()
    expect(await axeViolations(page), 'auth sign-in').toEqual([])

    await page.goto('/onboarding/reset-password?token=t')
    await expect(page.getByRole('button', { name: 'Set New Password' })).toBeVisible()
    expect(await axeViolations(page), 'reset-password').toEqual([])

    await signUp(page, 'axe@plant.in')
    await page.getByRole('textbox', { name: 'Workspace URL' }).fill('taken-co')
    await expect(page.getByRole('button', { name: 'Clear workspace URL' })).toBeVisible()
    expect(await axeViolations(page), 'workspace-url taken').toEqual([])
    await chooseWorkspace(page, 'axe-plant')
    await page.getByRole('radio', { name: 'Pharmaceutical' }).click()
    expect(await axeViolations(page), 'industry').toEqual([])
    await page.getByRole('button', { name: 'Next: Select Role' }).click()
    await page.getByRole('radio', { name: /IT Admin/ }).click()
    expect(await axeViolations(page), 'role').toEqual([])
    await page.getByRole('button', { name: 'Next: Progress Dashboard' }).click()
    await page.getByRole('button', { name: 'Add another email' }).click()
    expect(await axeViolations(page), 'progress team').toEqual([])
    await page.getByRole('button', { name: 'Skip for Now' }).click()
    expect(await axeViolations(page), 'progress workflow').toEqual([])
    await page.getByRole('button', { name: 'Continue' }).click()
    expect(await axeViolations(page), 'progress dashboard').toEqual([])
    await page.getByRole('button', { name: 'Complete Setup' }).click()
    await expect(page.getByRole('heading', { name: 'Your ERPZ workspace is ready!' })).toBeVisible()
    expect(await axeViolations(page), 'complete').toEqual([])
  })

  test('the callback page has no accessibility violations while it works', async ({ page }) => {
    // Hold the API answer so the loading state can be checked.
    await page.route('**/workspace/auth/google/callback**', () => undefined)
    await page.goto('/auth/google/callback?code=slow')
    await expect(page.getByRole('progressbar', { name: 'Signing you in with Google' })).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })
})
