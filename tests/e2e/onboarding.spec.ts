/**
 * Onboarding against the real server: the e2e server's API and database, invitation and reset
 * emails through its SMTP peer, Google and Microsoft through its OpenID peers (tests/support/e2e-peers.ts).
 * Client-only cases (offline, no response) are in onboarding-client.spec.ts.
 */
import type { Page } from '@playwright/test'

import { axeViolations, expect, test, watchConsoleErrors } from './fixtures'
import {
  chooseWorkspace,
  finishSetup,
  forgiveHttpErrors,
  PASSWORD,
  signIn,
  signUp,
  STATE_KEY,
  storedState,
  storedToken,
  toast,
} from './support/onboarding'
import { emails, linkIn, setIdentity, waitForEmail } from './support/peers'
import { listWorkspaces, login, md5, recordApiCalls, seedAccount, unique } from './support/server-api'

/** Named workspace hosts are outside the test server: answer them with a stub page. */
async function stubWorkspaceHosts(page: Page) {
  await page.route(/^https:\/\/[a-z0-9-]+\.erpz\.in\//, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>Workspace</title><h1>Workspace host</h1></html>' }),
  )
}

// The OpenID peers serve https with a throwaway certificate the browser can't know.
test.use({ ignoreHTTPSErrors: true })

test.describe('onboarding against the real server', () => {
  test('the full path from sign-up to complete; an invitee joins through the emailed link', async ({ page, browser, request }) => {
    test.setTimeout(120_000)
    const api = recordApiCalls(page)
    const owner = `${unique('ana')}@acme-works.in`
    const workspaceName = unique('acme-works')
    const invitees = [`${unique('meera')}@acme-works.in`, `${unique('ravi')}@acme-works.in`]
    const rival = await seedAccount(request, `${unique('rival')}@plant.in`, PASSWORD, 'workspace')

    // The email captured on the home page pre-fills the form.
    await page.goto('/onboarding/auth')
    await page.evaluate((email) => localStorage.setItem('erpz_onboarding_email', email), owner)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Create your ERPZ account' })).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(owner)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Show password', exact: true }).click()
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text')
    await expect(page.getByRole('button', { name: 'Hide password', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()

    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    await expect(toast(page, 'Your account has been created.')).toBeVisible()
    expect((await api.to('POST', '/workspace/auth/register')).map((r) => r.body)).toEqual([
      // Issue 29: the sign-up carries where it was made from, as a lead form does.
      { email: owner, password: md5(PASSWORD), meta: { sourcePage: '/onboarding/auth' } },
    ])
    expect(JSON.stringify((await api.all()).map((r) => r.body))).not.toContain(PASSWORD)

    // Workspace URL: short names are not checked, a taken one says so, typing fast sends one check.
    await expect(page.getByRole('heading', { name: 'Choose your workspace URL' })).toBeVisible()
    await expect(page.getByText('14% complete')).toBeVisible()
    const input = page.getByRole('textbox', { name: 'Workspace URL' })
    const next = page.getByRole('button', { name: 'Next: Select Industry' })
    await input.fill('ab')
    await page.waitForTimeout(700) // longer than the 500 ms debounce: no check may follow
    await expect(page.getByTestId('workspace-checking')).toHaveCount(0)
    await expect(next).toBeDisabled()
    expect(await api.to('POST', '/workspace/domain')).toHaveLength(0)

    await input.fill(` ${rival.workspace!.name.toUpperCase()} `)
    await expect(input).toHaveValue(rival.workspace!.name)
    await expect(page.getByText('This workspace URL is already taken. Please choose another.')).toBeVisible()
    await expect(next).toBeDisabled()
    await page.getByRole('button', { name: 'Clear workspace URL' }).click()
    await expect(input).toHaveValue('')
    await expect(input).toBeFocused()

    await input.fill('-acme')
    await expect(page.getByText('The workspace URL cannot start or end with a hyphen.')).toBeVisible()
    await input.fill('')

    const checksBefore = (await api.to('POST', '/workspace/domain')).length
    await input.pressSequentially(workspaceName, { delay: 40 })
    await expect(page.getByTestId('workspace-available')).toBeVisible()
    await expect(page.getByText(`${workspaceName}.erpz.in is available.`)).toBeVisible()
    const checks = (await api.to('POST', '/workspace/domain')).slice(checksBefore)
    expect(checks.map((c) => c.body)).toEqual([{ name: workspaceName }])
    expect(checks[0]!.authorization).toBe(`Bearer ${await storedToken(page)}`)
    await next.click()

    await expect(page).toHaveURL(/\/onboarding\/industry$/)
    expect((await api.to('POST', '/workspace/api/v1/workspace/create')).map((r) => r.body)).toEqual([{ name: workspaceName }])

    // Industry: 27 ids plus the "Other Industry" card, one radio group, keyboard selectable.
    await expect(page.getByRole('radio')).toHaveCount(28)
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

    await expect(page).toHaveURL(/\/onboarding\/role$/)
    await expect(page.getByRole('radio')).toHaveCount(4)
    await expect(page.getByRole('radio', { name: /Owner.*you own or run the business/i })).toBeVisible()
    await page.getByRole('radio', { name: /Operations Manager/ }).click()
    await page.getByRole('button', { name: 'Next: Progress Dashboard' }).click()

    // Progress: the checklist, then two invitees (an invalid row is refused, a blank one dropped).
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
    await page.getByLabel('Team member 2 email').fill(invitees[1]!)
    await page.getByRole('button', { name: 'Add another email' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await page.getByLabel('Team member 1 email').fill(invitees[0]!)
    await page.getByRole('button', { name: 'Remove team member 3' }).click()
    await page.getByRole('button', { name: 'Add another email' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expect(page.getByRole('heading', { name: 'Create your first workflow' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Textile production workflow' })).toBeVisible()
    const stages = page.getByRole('list', { name: 'Workflow stages' })
    await expect(stages.getByText('Production', { exact: true })).toBeVisible()
    await expect(stages.getByText('Quality Check', { exact: true })).toBeVisible()
    await expect(stages.getByText('Packaging', { exact: true })).toBeVisible()
    await expect(page.getByText('71% complete')).toBeVisible()
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('heading', { name: 'Operations control room' })).toBeVisible()
    const mailBefore = (await emails()).length
    await page.getByRole('button', { name: 'Complete Setup' }).click()

    await expect(page).toHaveURL(/\/onboarding\/complete$/)
    await expect(page.getByRole('heading', { name: 'Your ERPZ workspace is ready!' })).toBeVisible()
    await expect(page.getByText(`https://${workspaceName}.erpz.in`)).toBeVisible()
    await expect(page.getByText(owner)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Start Exploring' })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: 'Schedule Onboarding Call' })).toHaveAttribute(
      'href',
      `/demo-booking/onboarding-call?email=${encodeURIComponent(owner)}`,
    )

    // What was sent, and what the server stored: the workspace with its company.
    const [workspace, ...others] = await listWorkspaces(request, await storedToken(page))
    expect(others).toEqual([])
    expect(workspace).toMatchObject({ name: workspaceName, company: { name: workspaceName, industryType: 'TEXTILE' } })
    const companyId = typeof workspace!.company === 'object' ? workspace!.company?.id : undefined
    expect((await api.to('POST', '/workspace/api/v1/company/create')).map((r) => r.body)).toEqual([
      { name: workspaceName, industryType: 'TEXTILE', workspace: workspace!.id },
    ])
    expect((await api.to('PUT', `/workspace/api/v1/workspace/update/${workspace!.id}`)).map((r) => r.body)).toEqual([{ company: companyId }])
    expect((await api.to('POST', '/workspace/api/v1/workspace_invitations/addBulk')).map((r) => r.body)).toEqual([
      { data: invitees.map((email) => ({ email })) },
    ])
    expect(await storedState(page)).toEqual({
      workspaceUrl: workspaceName,
      workspaceId: workspace!.id,
      industry: 'TEXTILE',
      role: 'operations',
      team: invitees,
      user: { email: owner, authenticated: true },
      completedSteps: { authentication: true, workspaceUrl: true, industry: true, role: true, team: true, workflow: true, dashboard: true },
    })

    // Each invitee gets an email whose link opens the sign-up with the invitation.
    const [meeraMail, raviMail] = await Promise.all(invitees.map((email) => waitForEmail(email, mailBefore)))
    expect(meeraMail!.subject).toBe(`You're invited to join ${workspaceName}.erpz.in on ERPZ`)
    expect(raviMail!.subject).toBe(meeraMail!.subject)
    const link = linkIn(meeraMail!, '/onboarding/auth')
    expect(new URL(link).origin).toBe(new URL(page.url()).origin)

    // The invitee, in a browser of their own, follows the link and signs up.
    const inviteeContext = await browser.newContext()
    const invitee = await inviteeContext.newPage()
    const inviteeErrors = watchConsoleErrors(invitee)
    await invitee.goto(link)
    await expect(invitee.getByText('You have been invited to a workspace — sign up or sign in to join it.')).toBeVisible()
    await invitee.getByLabel('Email').fill(invitees[0]!)
    await invitee.getByLabel('Password', { exact: true }).fill('Meera-password-1')
    await invitee.getByLabel('Confirm password', { exact: true }).fill('Meera-password-1')
    await invitee.getByRole('button', { name: 'Create Account' }).click()
    // The workspace is set up already, so the invitee lands on its completion screen.
    await expect(invitee).toHaveURL(/\/onboarding\/complete$/)
    await expect(invitee.getByText(`https://${workspaceName}.erpz.in`)).toBeVisible()
    await expect(invitee.getByText(invitees[0]!)).toBeVisible()
    const joined = await listWorkspaces(request, await storedToken(invitee))
    expect(joined.map((w) => ({ id: w.id, owner: w.owner }))).toEqual([{ id: workspace!.id, owner: workspace!.owner }])
    await inviteeContext.close()
    expect(inviteeErrors, 'console errors of the invitee').toEqual([])

    // The onboarding call: our scheduler's second meeting type, with the account's email filled in.
    await page.getByRole('link', { name: 'Schedule Onboarding Call' }).click()
    await expect(page).toHaveURL(/\/demo-booking\/onboarding-call\?email=/)
    await expect(page.getByRole('heading', { level: 1, name: 'Schedule Your Onboarding Call' })).toBeVisible()
    await page.getByRole('list', { name: /^Free times on / }).getByRole('button').first().click()
    await expect(page.getByLabel('Work email')).toHaveValue(owner)
    await expect(page.getByLabel('Company name')).toHaveCount(0)
  })

  test('an invitee joins through Google with the emailed link', async ({ page, request }) => {
    await stubWorkspaceHosts(page)
    const owner = await seedAccount(request, `${unique('owner')}@plant.in`, PASSWORD, 'company')
    const invitee = `${unique('ravi')}@plant.in`
    const before = (await emails()).length
    const sent = await request.post('/workspace/api/v1/workspace_invitations/addBulk', {
      data: { data: [{ email: invitee }] },
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(sent.status()).toBe(201)
    const link = linkIn(await waitForEmail(invitee, before), '/onboarding/auth')
    const code = new URL(link).searchParams.get('id')!

    await page.goto(link)
    await expect(page.getByText('You have been invited to a workspace — sign up or sign in to join it.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Sign up with Google' })).toHaveAttribute('href', `/workspace/auth/login/google?id=${code}`)
    await expect(page.getByRole('link', { name: 'Sign up with Microsoft' })).toHaveAttribute('href', `/workspace/auth/login/microsoft?id=${code}`)
    expect(await page.evaluate(() => localStorage.getItem('invitation_code'))).toBe(code)
    await setIdentity('google', { sub: unique('google'), email: invitee, email_verified: true })
    await page.getByRole('link', { name: 'Sign up with Google' }).click()
    // Signed in as a member of the workspace, so the callback sends the browser to its host.
    await expect(page).toHaveURL(`https://${owner.workspace!.name}.erpz.in/`)

    const stored = await page.context().storageState()
    const local = stored.origins.find((o) => o.origin === new URL(link).origin)!.localStorage
    expect(local.find((item) => item.name === 'invitation_code')?.value ?? '').toBe('')
    const token = local.find((item) => item.name === 'erpz_onboarding_token')!.value
    const joined = await listWorkspaces(request, token)
    expect(joined.map((w) => w.id)).toEqual([owner.workspace!.id])
  })

  const routing = [
    { state: 'none', lands: /\/onboarding\/workspace-url$/, heading: 'Choose your workspace URL' },
    { state: 'workspace', lands: /\/onboarding\/industry$/, heading: 'Select your industry' },
    { state: 'company', lands: /\/onboarding\/complete$/, heading: 'Your ERPZ workspace is ready!' },
  ] as const
  for (const { state, lands, heading } of routing) {
    test(`sign-in routes an account with ${state === 'none' ? 'no workspace' : state === 'workspace' ? 'a workspace but no company' : 'a company'}`, async ({ page, request }) => {
      const account = await seedAccount(request, `${unique(state)}@plant.in`, PASSWORD, state)
      const api = recordApiCalls(page)
      await signIn(page, account.email)
      await expect(page).toHaveURL(lands)
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
      await expect(toast(page, 'Signed in successfully.')).toBeVisible()
      expect((await api.to('POST', '/workspace/auth/login')).map((r) => r.body)).toEqual([{ username: account.email, password: md5(PASSWORD) }])
      if (state === 'company') {
        await expect(page.getByText(`https://${account.workspace!.name}.erpz.in`)).toBeVisible()
        await expect(page.getByText(account.email)).toBeVisible()
      }
      if (state === 'workspace') {
        // The saved workspace name is the account's own: available without a check.
        await page.goto('/onboarding/workspace-url')
        await expect(page.getByRole('textbox', { name: 'Workspace URL' })).toHaveValue(account.workspace!.name)
        await expect(page.getByRole('button', { name: 'Next: Select Industry' })).toBeEnabled()
        expect(await api.to('POST', '/workspace/domain')).toHaveLength(0)
      }
    })
  }

  test('Skip for Now sends no invitations; the "Other Industry" company is stored', async ({ page, request }) => {
    const api = recordApiCalls(page)
    const name = unique('solo-plant')
    await signUp(page, `${unique('solo')}@plant.in`)
    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    await chooseWorkspace(page, name)
    await finishSetup(page, 'Other Industry', /Owner/)
    expect(await api.to('POST', '/workspace/api/v1/workspace_invitations/addBulk')).toHaveLength(0)
    const [workspace] = await listWorkspaces(request, await storedToken(page))
    expect(workspace).toMatchObject({ name, company: { name, industryType: 'other' } })
  })

  test('validation messages are exact; a wrong password and a registered email show the API message', async ({ page, request, consoleErrors }) => {
    const known = await seedAccount(request, `${unique('known')}@plant.in`, PASSWORD)
    const api = recordApiCalls(page)
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
    expect(await api.to('POST', '/workspace/auth/register')).toHaveLength(0)

    await page.getByLabel('Email').fill(known.email)
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(toast(page, 'An account with this email already exists. Please sign in instead.')).toBeVisible()
    await expect(toast(page, 'Error')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\/auth$/)

    await page.getByRole('tab', { name: 'Sign In' }).click()
    await expect(page.getByText('If you have already completed onboarding, then please sign in from your workspace url.')).toBeVisible()
    await page.getByLabel('Email').fill(known.email)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page.getByText('Please enter your password')).toBeVisible()
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(toast(page, 'Invalid email or password')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    forgiveHttpErrors(consoleErrors, 409)
    forgiveHttpErrors(consoleErrors, 401)
  })

  test('forgot password: the emailed link sets a new password; the new one signs in, the old one fails', async ({ page, request, consoleErrors }) => {
    const account = await seedAccount(request, `${unique('forgot')}@plant.in`, PASSWORD, 'workspace')
    const newPassword = 'Brand-new-pass-2026'
    await page.goto('/onboarding/auth?tab=signin')
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    await expect(page.getByLabel('Email')).toBeFocused()

    const before = (await emails()).length
    await page.getByLabel('Email').fill(account.email.toUpperCase())
    await page.getByRole('button', { name: 'Forgot password?' }).click()
    await expect(page.getByText(`If an account exists for ${account.email}, we have sent it a link`, { exact: false })).toBeVisible()
    const mail = await waitForEmail(account.email, before)
    expect(mail.subject).toBe('Reset your ERPZ password')
    const link = linkIn(mail, '/onboarding/reset-password')

    await page.goto(link)
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill(newPassword)
    await page.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}x`)
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page.getByText('Passwords do not match')).toBeVisible()
    await page.getByLabel('Confirm password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(toast(page, 'Your password has been reset. Please sign in with the new password.')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\/auth\?tab=signin$/)
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true')

    // Sign in with the new password, as the message asks.
    await page.getByLabel('Email').fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Sign In', exact: true }).click()
    await expect(page).toHaveURL(/\/onboarding\/industry$/)
    await expect(toast(page, 'Signed in successfully.')).toBeVisible()
    expect((await storedState(page)).user).toEqual({ email: account.email, authenticated: true })

    // The old password no longer works; the link works only once.
    await signIn(page, account.email, PASSWORD)
    await expect(toast(page, 'Invalid email or password')).toBeVisible()
    await expect(page).toHaveURL(/\/onboarding\/auth\?tab=signin$/)
    expect((await login(request, account.email, PASSWORD)).http).toBe(401)
    await page.goto(link)
    await page.getByLabel('New password', { exact: true }).fill('Another-pass-2026')
    await page.getByLabel('Confirm password', { exact: true }).fill('Another-pass-2026')
    await page.getByRole('button', { name: 'Set New Password' }).click()
    await expect(page.getByText('This password reset link is invalid or has expired. Please request a new one.')).toBeVisible()
    expect((await login(request, account.email, newPassword)).http).toBe(200)

    await page.goto('/onboarding/reset-password')
    await expect(page.getByText(/This reset link is incomplete/)).toBeVisible()
    forgiveHttpErrors(consoleErrors, 401)
    forgiveHttpErrors(consoleErrors, 400)
  })

  test('every screen but auth redirects to auth when signed out; unknown sub-paths too', async ({ page }) => {
    await page.goto('/onboarding')
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    // Live Help opens the chat with the team (issue 47), no longer a mailto.
    await expect(page.getByRole('button', { name: 'Live Help' })).toHaveAttribute('aria-haspopup', 'dialog')
    for (const path of ['workspace-url', 'industry', 'role', 'progress', 'complete', 'no-such-step', 'a/b']) {
      await page.goto(`/onboarding/${path}`)
      await expect(page, path).toHaveURL(/\/onboarding\/auth$/)
      await expect(page.getByRole('heading', { name: 'Create your ERPZ account' })).toBeVisible()
    }
    // A stored state without authentication does not open the flow either.
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify({ workspaceUrl: 'x' })), STATE_KEY)
    await page.goto('/onboarding/progress')
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
  })

  test('a reload mid-flow keeps the progress', async ({ page }) => {
    const name = unique('reload-plant')
    await signUp(page, `${unique('reload')}@plant.in`)
    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    await chooseWorkspace(page, name)
    await page.getByRole('radio', { name: 'Electronics' }).click()
    await page.getByRole('button', { name: 'Next: Select Role' }).click()
    await expect(page).toHaveURL(/\/onboarding\/role$/)
    await page.reload()
    await expect(page.getByRole('heading', { name: 'What is your role?' })).toBeVisible()
    await expect(page.getByText('43% complete')).toBeVisible()
    await page.getByRole('link', { name: 'Back' }).click()
    await expect(page.getByRole('radio', { name: 'Electronics' })).toBeChecked()
    await page.goto('/onboarding/workspace-url')
    await expect(page.getByRole('textbox', { name: 'Workspace URL' })).toHaveValue(name)
    await expect(page.getByRole('button', { name: 'Next: Select Industry' })).toBeEnabled()
  })

  test('Google sign-in of a new person lands signed in on the workspace URL screen', async ({ page, request }) => {
    const email = `${unique('g-user')}@gmail.test`
    await setIdentity('google', { sub: unique('google'), email, email_verified: true })
    await page.goto('/onboarding/auth')
    await page.getByRole('link', { name: 'Sign up with Google' }).click()
    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    await expect(page.getByRole('heading', { name: 'Choose your workspace URL' })).toBeVisible()
    expect((await storedState(page)).user).toEqual({ email, authenticated: true })
    // The session is real: the API accepts the token and the flow goes on.
    const name = unique('g-plant')
    await chooseWorkspace(page, name)
    expect((await listWorkspaces(request, await storedToken(page))).map((w) => w.name)).toEqual([name])
  })

  test('Google sign-in of an account with a workspace goes to its host', async ({ page, request }) => {
    await stubWorkspaceHosts(page)
    const account = await seedAccount(request, `${unique('g-owner')}@plant.in`, PASSWORD, 'company')
    // A verified Google address is linked to the existing email account.
    await setIdentity('google', { sub: unique('google'), email: account.email, email_verified: true })
    await page.goto('/onboarding/auth?tab=signin')
    await page.getByRole('link', { name: 'Sign in with Google' }).click()
    await expect(page).toHaveURL(`https://${account.workspace!.name}.erpz.in/`)
    await expect(page.getByRole('heading', { name: 'Workspace host' })).toBeVisible()
  })

  test('Microsoft sign-in of a new person lands signed in on the workspace URL screen', async ({ page }) => {
    const email = `${unique('m-user')}@outlook.test`
    await setIdentity('microsoft', { sub: unique('ms'), tid: 'tenant-1', oid: unique('oid'), email, email_verified: true })
    await page.goto('/onboarding/auth')
    await page.getByRole('link', { name: 'Sign up with Microsoft' }).click()
    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    expect((await storedState(page)).user).toEqual({ email, authenticated: true })
  })

  test('a Google sign-in the server refuses shows the Failed toast and returns to auth', async ({ page, consoleErrors }) => {
    // The provider signs an ID token for another client: the server must refuse it.
    await setIdentity('google', { sub: unique('google'), email: `${unique('g-forged')}@gmail.test`, email_verified: true }, { aud: 'another-client' })
    await page.goto('/onboarding/auth')
    await page.getByRole('link', { name: 'Sign up with Google' }).click()
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    await expect(toast(page, 'Failed')).toBeVisible()
    await expect(toast(page, 'Google Authentication Failed')).toBeVisible()
    expect(await storedToken(page)).toBe('')

    // A callback without the browser's login cookie (a forged or replayed link) fails the same way.
    await page.goto('/auth/google/callback?code=forged&state=forged')
    await expect(page).toHaveURL(/\/onboarding\/auth$/)
    await expect(toast(page, 'Google Authentication Failed')).toBeVisible()
    forgiveHttpErrors(consoleErrors, 400)
  })

  test('every onboarding screen has no accessibility violations', async ({ page, request }) => {
    // Seven screens, each checked by axe: about 37 s on a quiet 2-core machine, over 60 s under the full suite.
    test.setTimeout(120_000)
    const rival = await seedAccount(request, `${unique('axe-rival')}@plant.in`, PASSWORD, 'workspace')
    await page.goto('/onboarding/auth')
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible()
    expect(await axeViolations(page), 'auth sign-up').toEqual([])
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect(page.getByText('Please enter a valid email address')).toBeVisible()
    expect(await axeViolations(page), 'auth sign-up with errors').toEqual([])
    await page.getByRole('tab', { name: 'Sign In' }).click()
    await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeVisible()
    expect(await axeViolations(page), 'auth sign-in').toEqual([])

    await page.goto('/onboarding/reset-password?token=t')
    await expect(page.getByRole('button', { name: 'Set New Password' })).toBeVisible()
    expect(await axeViolations(page), 'reset-password').toEqual([])

    await signUp(page, `${unique('axe')}@plant.in`)
    await expect(page).toHaveURL(/\/onboarding\/workspace-url$/)
    await page.getByRole('textbox', { name: 'Workspace URL' }).fill(rival.workspace!.name)
    await expect(page.getByText('This workspace URL is already taken. Please choose another.')).toBeVisible()
    expect(await axeViolations(page), 'workspace-url taken').toEqual([])
    await page.getByRole('textbox', { name: 'Workspace URL' }).fill(unique('axe-plant'))
    await expect(page.getByTestId('workspace-available')).toBeVisible()
    expect(await axeViolations(page), 'workspace-url available').toEqual([])
    await page.getByRole('button', { name: 'Next: Select Industry' }).click()
    await page.getByRole('radio', { name: 'Pharmaceutical' }).click()
    expect(await axeViolations(page), 'industry').toEqual([])
    await page.getByRole('button', { name: 'Next: Select Role' }).click()
    await page.getByRole('radio', { name: /IT Admin/ }).click()
    expect(await axeViolations(page), 'role').toEqual([])
    await page.getByRole('button', { name: 'Next: Progress Dashboard' }).click()
    await page.getByRole('button', { name: 'Add another email' }).click()
    expect(await axeViolations(page), 'progress team').toEqual([])
    await page.getByRole('button', { name: 'Skip for Now' }).click()
    await expect(page.getByRole('heading', { name: 'Create your first workflow' })).toBeVisible()
    expect(await axeViolations(page), 'progress workflow').toEqual([])
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page.getByRole('button', { name: 'Complete Setup' })).toBeVisible()
    expect(await axeViolations(page), 'progress dashboard').toEqual([])
    await page.getByRole('button', { name: 'Complete Setup' }).click()
    await expect(page.getByRole('heading', { name: 'Your ERPZ workspace is ready!' })).toBeVisible()
    expect(await axeViolations(page), 'complete').toEqual([])
  })
})
