/**
 * Google and Microsoft sign-in against standard OpenID providers (issue 33, decision 154): a
 * production server, a real browser pressing the site's buttons, and an OpenID-certified
 * provider (oidc-provider) in each slot, over https. RFC 9207 makes the provider send `iss` with
 * its answer; the site's callback page must hand the whole answer to the server, which checks it.
 *
 * Three servers, so that each slot meets each provider behaviour once:
 *   Google announced + Microsoft none, Google unannounced + Microsoft announced, Google none +
 *   Microsoft unannounced ('unannounced' sends `iss` without announcing it, as Google does today).
 * On each: a sign-up and a sign-in with both slots. Then the refusals: an `iss` naming another
 * issuer (mix-up), a missing `iss` from a provider that announced it, and a press of Cancel,
 * each recorded as a failed social sign-in with its cause, the login cookie cleared and the
 * person shown the Failed toast on the sign-in page.
 */
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import https from 'node:https'
import os from 'node:os'
import path from 'node:path'

import { createClient, type Client } from '@libsql/client'
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/free-port'
import { freshDatabase, startAppServer, type AppServer } from '../support/app-server'
import { startStandardProvider, type IssBehaviour, type StandardIdentity, type StandardProvider } from '../support/oidc-standard'
import { selfSignedCertificate } from '../support/tls'
import { testBrowserLaunchOptions } from '../../scripts/lib/test-browser'

type Slot = 'google' | 'microsoft'
const LABEL: Record<Slot, string> = { google: 'Google', microsoft: 'Microsoft' }
const TOKEN_KEY = 'erpz_onboarding_token'

const tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-oidc-std-'))
const tls = selfSignedCertificate(tlsDir)
let browser: Browser
const cleanup: Array<() => Promise<void>> = []

beforeAll(async () => {
  browser = await chromium.launch(testBrowserLaunchOptions())
  cleanup.push(() => browser.close())
})

afterAll(async () => {
  for (const step of cleanup.reverse()) await step().catch(() => undefined)
  fs.rmSync(tlsDir, { recursive: true, force: true })
})

type Site = {
  /** The browser's origin: the server's own default public address, so the build is reused. */
  origin: string
  app: AppServer
  db: Client
  providers: Record<Slot, StandardProvider>
}

/** A production server whose Google and Microsoft slots are standard providers behaving as given. */
async function site(behaviour: Record<Slot, IssBehaviour>): Promise<Site> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const secrets = { google: randomBytes(16).toString('hex'), microsoft: randomBytes(16).toString('hex') }
  const providers = {} as Record<Slot, StandardProvider>
  for (const slot of ['google', 'microsoft'] as const) {
    providers[slot] = await startStandardProvider({
      tls,
      iss: behaviour[slot],
      clients: [{ clientId: `erpz-${slot}`, clientSecret: secrets[slot], redirectUri: `${origin}/auth/${slot}/callback` }],
    })
    cleanup.push(providers[slot].stop)
  }
  const database = await freshDatabase('sqlite', 'erpz_oidc_std')
  cleanup.push(database.drop)
  const app = await startAppServer(database, {
    port,
    env: {
      GOOGLE_ISSUER: providers.google.issuer,
      GOOGLE_CLIENT_ID: 'erpz-google',
      GOOGLE_CLIENT_SECRET: secrets.google,
      MICROSOFT_ISSUER: providers.microsoft.issuer,
      MICROSOFT_CLIENT_ID: 'erpz-microsoft',
      MICROSOFT_CLIENT_SECRET: secrets.microsoft,
      // The server trusts the providers' throwaway certificate, and only that one in addition.
      NODE_EXTRA_CA_CERTS: tls.certFile,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    },
  })
  cleanup.push(() => app.kill())
  const db = createClient({ url: database.url })
  cleanup.push(async () => db.close())
  return { origin, app, db, providers }
}

type Outcome = {
  page: Page
  /** The provider's answer as it reached the browser (the callback page's address). */
  answer: URLSearchParams
  /** What the callback page sent the server, and the server's reply. */
  forwarded: URLSearchParams
  status: number
  setCookie: string
  /** The login cookie, if the browser still holds it. */
  loginCookie: string | undefined
}

/** A person presses "Sign up/in with {provider}" in a fresh browser and comes back to the site. */
async function pressSocialButton(s: Site, slot: Slot, tab: 'up' | 'in'): Promise<Outcome> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true })
  cleanup.push(() => context.close())
  const page = await context.newPage()
  const back = page.waitForRequest((request) => request.isNavigationRequest() && new URL(request.url()).pathname === `/auth/${slot}/callback`)
  const reply = page.waitForResponse((response) => new URL(response.url()).pathname === `/workspace/auth/${slot}/callback`)
  await page.goto(`${s.origin}/onboarding/auth${tab === 'in' ? '?tab=signin' : ''}`)
  await page.getByRole('link', { name: `Sign ${tab} with ${LABEL[slot]}` }).click()
  const answer = new URL((await back).url()).searchParams
  const response = await reply
  await page.waitForURL(/\/onboarding\/(workspace-url|auth)$/)
  const cookies = await context.cookies()
  return {
    page,
    answer,
    forwarded: new URL(response.url()).searchParams,
    status: response.status(),
    setCookie: (await response.allHeaders())['set-cookie'] ?? '',
    loginCookie: cookies.find((cookie) => cookie.name === `erpz_oidc_${slot}`)?.value,
  }
}

/** The provider's discovery document, read with its throwaway certificate as the only trusted one. */
function discoveryOf(provider: StandardProvider): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    https
      .get(`${provider.issuer}/.well-known/openid-configuration`, { ca: fs.readFileSync(tls.certFile) }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve(JSON.parse(body) as Record<string, unknown>))
      })
      .on('error', reject)
  })
}

const count = async (db: Client, sql: string, args: Array<string | number> = []) =>
  Number((await db.execute({ sql, args })).rows[0]![0])

const events = async (db: Client, type: string) =>
  (await db.execute({ sql: 'SELECT detail FROM auth_events WHERE type = ? ORDER BY id', args: [type] })).rows.map((row) => String(row.detail))

/** Each value of the answer reached the server as it came, and nothing was added but the app's own invitation code. */
function expectForwardedWhole(outcome: Outcome) {
  for (const name of ['code', 'state', 'iss', 'error', 'error_description']) {
    expect(outcome.forwarded.getAll(name), name).toEqual(outcome.answer.getAll(name))
  }
  expect([...outcome.forwarded.keys()].every((name) => outcome.answer.has(name))).toBe(true)
}

/** The refusal a person sees, and the cookie gone: the Failed toast on the sign-in page, no token. */
async function expectRefused(outcome: Outcome, slot: Slot) {
  expect(outcome.status).toBe(400)
  expect(outcome.setCookie).toMatch(new RegExp(`^erpz_oidc_${slot}=; Path=/workspace/auth; HttpOnly; SameSite=Lax; Max-Age=0`))
  expect(outcome.loginCookie).toBeUndefined()
  expect(new URL(outcome.page.url()).pathname).toBe('/onboarding/auth')
  const notifications = outcome.page.getByRole('region', { name: /notifications/i })
  await notifications.getByText('Failed', { exact: true }).waitFor()
  await notifications.getByText(`${LABEL[slot]} Authentication Failed`, { exact: true }).waitFor()
  expect(await outcome.page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_KEY)).toBe('')
}

const SERVERS: Array<Record<Slot, IssBehaviour>> = [
  { google: 'announced', microsoft: 'none' },
  { google: 'unannounced', microsoft: 'announced' },
  { google: 'none', microsoft: 'unannounced' },
]

const who = (slot: Slot, name: string): StandardIdentity =>
  slot === 'google'
    ? { sub: `g-${name}`, email: `${name}@gmail.test`, email_verified: true }
    : { sub: `ms-pairwise-${name}`, tid: 'tenant-std', oid: `oid-${name}`, email: `${name}@outlook.test`, email_verified: true }

const identityKey = (s: Site, slot: Slot, identity: StandardIdentity) =>
  slot === 'google' ? `google:${s.providers.google.issuer}:${identity.sub}` : `microsoft:tenant-std:${identity.oid as string}`

describe.each(SERVERS)('sign-up and sign-in with Google $google and Microsoft $microsoft', (behaviour) => {
  let s: Site
  beforeAll(async () => {
    s = await site(behaviour)
  })

  it.each(['google', 'microsoft'] as const)('%s: a new person signs up, then signs in again to the same account', async (slot) => {
    const provider = s.providers[slot]
    // The provider behaves as its slot says: its discovery document and its answers.
    const discovery = await discoveryOf(provider)
    expect(discovery.authorization_response_iss_parameter_supported).toBe(behaviour[slot] === 'announced' ? true : undefined)

    const person = who(slot, `${behaviour[slot]}-${slot}`)
    provider.setIdentity(person)
    const accountsBefore = await count(s.db, 'SELECT count(*) FROM accounts')

    const signUp = await pressSocialButton(s, slot, 'up')
    expect(signUp.answer.getAll('iss')).toEqual(behaviour[slot] === 'none' ? [] : [provider.issuer])
    expect(signUp.answer.get('code')).toBeTruthy()
    expectForwardedWhole(signUp)
    expect(signUp.status).toBe(200)
    expect(new URL(signUp.page.url()).pathname).toBe('/onboarding/workspace-url')
    expect(await signUp.page.evaluate((key) => localStorage.getItem(key) ?? '', TOKEN_KEY)).not.toBe('')
    expect(signUp.loginCookie).toBeUndefined()
    expect(await count(s.db, 'SELECT count(*) FROM accounts')).toBe(accountsBefore + 1)
    expect(await count(s.db, 'SELECT count(*) FROM account_identities WHERE key = ?', [identityKey(s, slot, person)])).toBe(1)
    expect(await count(s.db, 'SELECT count(*) FROM accounts WHERE email = ?', [person.email as string])).toBe(1)

    const signIn = await pressSocialButton(s, slot, 'in')
    expectForwardedWhole(signIn)
    expect(signIn.status).toBe(200)
    expect(new URL(signIn.page.url()).pathname).toBe('/onboarding/workspace-url')
    expect(await count(s.db, 'SELECT count(*) FROM accounts')).toBe(accountsBefore + 1)
    expect((await events(s.db, 'social_login')).filter((detail) => detail === slot).length).toBe(2)
    expect(await events(s.db, 'social_failed')).toEqual([])
  })

  it.each(['google', 'microsoft'] as const)('%s: an answer whose iss names another issuer is refused (mix-up)', async (slot) => {
    const other = s.providers[slot === 'google' ? 'microsoft' : 'google']
    s.providers[slot].setIdentity(who(slot, `mixup-${behaviour[slot]}-${slot}`))
    s.providers[slot].rewriteNextIss(other.issuer)
    const accounts = await count(s.db, 'SELECT count(*) FROM accounts')
    const outcome = await pressSocialButton(s, slot, 'up')
    expect(outcome.answer.get('iss')).toBe(other.issuer)
    expectForwardedWhole(outcome)
    await expectRefused(outcome, slot)
    expect((await events(s.db, 'social_failed')).at(-1)).toBe(`${slot}: invalid response encountered: unexpected "iss" (issuer) response parameter value`)
    expect(await count(s.db, 'SELECT count(*) FROM accounts')).toBe(accounts)
  })
})

describe('refusals and a cancel, recorded', () => {
  let s: Site
  beforeAll(async () => {
    s = await site({ google: 'unannounced', microsoft: 'announced' })
  })

  it('a provider that announced iss and leaves it out is refused', async () => {
    s.providers.microsoft.setIdentity(who('microsoft', 'no-iss'))
    s.providers.microsoft.rewriteNextIss(null)
    const accounts = await count(s.db, 'SELECT count(*) FROM accounts')
    const outcome = await pressSocialButton(s, 'microsoft', 'up')
    expect(outcome.answer.has('iss')).toBe(false)
    expect(outcome.answer.get('code')).toBeTruthy()
    await expectRefused(outcome, 'microsoft')
    expect((await events(s.db, 'social_failed')).at(-1)).toBe('microsoft: invalid response encountered: response parameter "iss" (issuer) missing')
    expect(await count(s.db, 'SELECT count(*) FROM accounts')).toBe(accounts)
  })

  it.each(['google', 'microsoft'] as const)('%s: a press of Cancel at the provider is recorded with its error code and clears the login cookie', async (slot) => {
    s.providers[slot].cancelNext()
    const accounts = await count(s.db, 'SELECT count(*) FROM accounts')
    const outcome = await pressSocialButton(s, slot, 'in')
    expect(outcome.answer.get('error')).toBe('access_denied')
    expect(outcome.answer.get('error_description')).toBe('End-User aborted interaction')
    expect(outcome.answer.get('iss')).toBe(s.providers[slot].issuer)
    expectForwardedWhole(outcome)
    await expectRefused(outcome, slot)
    expect((await events(s.db, 'social_failed')).at(-1)).toBe(`${slot}: provider answered access_denied`)
    expect(await count(s.db, 'SELECT count(*) FROM accounts')).toBe(accounts)
  })

  it('the API says a cancelled sign-in was cancelled; a repeated iss is refused as the answer arrived', async () => {
    // Through real HTTP, without the page: a login cookie and the provider's answer as sent.
    const start = await fetch(`${s.origin}/workspace/auth/login/google`, { redirect: 'manual' })
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0]!
    const state = new URL(start.headers.get('location') ?? '').searchParams.get('state')!
    const cancelled = await fetch(
      `${s.origin}/workspace/auth/google/callback?error=access_denied&state=${encodeURIComponent(state)}&iss=${encodeURIComponent(s.providers.google.issuer)}`,
      { headers: { cookie } },
    )
    expect(cancelled.status).toBe(400)
    expect(((await cancelled.json()) as { message: string }).message).toBe('Google sign-in was cancelled.')
    expect(cancelled.headers.get('set-cookie')).toMatch(/^erpz_oidc_google=; .*Max-Age=0/)

    const again = await fetch(`${s.origin}/workspace/auth/login/google`, { redirect: 'manual' })
    const cookie2 = (again.headers.get('set-cookie') ?? '').split(';')[0]!
    const state2 = new URL(again.headers.get('location') ?? '').searchParams.get('state')!
    const iss = encodeURIComponent(s.providers.google.issuer)
    const twice = await fetch(`${s.origin}/workspace/auth/google/callback?code=x&state=${encodeURIComponent(state2)}&iss=${iss}&iss=${iss}`, {
      headers: { cookie: cookie2 },
    })
    expect(twice.status).toBe(400)
    expect(((await twice.json()) as { message: string }).message).toBe('Google sign-in failed. Please try again.')
    expect((await events(s.db, 'social_failed')).slice(-2)).toEqual([
      'google: provider answered access_denied',
      'google: invalid response encountered: "iss" parameter must be provided only once',
    ])
  })
})
