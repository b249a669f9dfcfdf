/**
 * Google and Microsoft sign-in as a visitor meets it on a production server (issue 17): the
 * sign-in page offers only the providers this server has configured, and a provider that cannot
 * be used sends the browser to a page of the site (its layout, a way back) answering 503.
 * The browser tests run with both providers configured; these servers have none, and one.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { freshDatabase, startAppServer, type AppServer } from '../support/app-server'

const HTML = { accept: 'text/html,application/xhtml+xml' }

/** What a browser gets for a sign-in button's link: the API's redirect, then the page it names. */
async function followSignIn(server: AppServer, provider: string) {
  const first = await fetch(`${server.url}/workspace/auth/login/${provider}`, { headers: HTML, redirect: 'manual' })
  expect(first.status).toBe(303)
  const location = first.headers.get('location') ?? ''
  expect(location).toBe(`/onboarding/auth/unavailable?provider=${provider}`)
  const page = await fetch(new URL(location, server.url), { headers: HTML })
  return { status: page.status, type: page.headers.get('content-type') ?? '', html: await page.text() }
}

/** The site's own page: its stylesheet, the onboarding header (logo, Live Help), a link back. */
function expectSitePage(html: string, message: string) {
  expect(html).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/)
  expect(html).toContain('alt="ERPZ home"')
  expect(html).toContain('Live Help')
  expect(html).toMatch(/<h1[^>]*>Sign-in unavailable<\/h1>/)
  expect(html).toContain(message)
  expect(html).toMatch(/<a[^>]+href="\/onboarding\/auth"[^>]*>Back to sign in<\/a>/)
  expect(html).toContain('<title>Sign-in unavailable | ERPZ Onboarding</title>')
}

/** The social buttons' texts (React separates adjacent text in server HTML with `<!-- -->`). */
const buttons = (html: string) =>
  [...html.replaceAll('<!-- -->', '').matchAll(/>(Sign (?:up|in) with (?:Google|Microsoft))</g)].map((m) => m[1])

describe('social sign-in follows the server configuration', () => {
  const cleanup: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step()
  })

  async function server(env: Record<string, string>) {
    const database = await freshDatabase('sqlite', 'erpz_social')
    cleanup.push(database.drop)
    const started = await startAppServer(database, { env })
    cleanup.push(() => started.kill())
    return started
  }

  it('with no provider configured: no buttons, no divider, and a styled 503 page for the API link', async () => {
    const app = await server({})
    const auth = await fetch(`${app.url}/onboarding/auth`, { headers: HTML })
    expect(auth.status).toBe(200)
    const html = await auth.text()
    expect(html).toContain('Create Account')
    expect(buttons(html)).toEqual([])
    expect(html).not.toContain('or continue with email')
    expect(html).not.toContain('/workspace/auth/login/')

    for (const [provider, label] of [
      ['google', 'Google'],
      ['microsoft', 'Microsoft'],
    ]) {
      const page = await followSignIn(app, provider!)
      expect(page.status).toBe(503)
      expect(page.type).toContain('text/html')
      expectSitePage(page.html, `${label} sign-in is not configured on this server. Please sign up or sign in with your email address.`)
    }
    // An API client still gets the JSON envelope; an unknown provider is not a page.
    const api = await fetch(`${app.url}/workspace/auth/login/google`, { headers: { accept: 'application/json' } })
    expect(api.status).toBe(503)
    expect(((await api.json()) as { message: string }).message).toBe(
      'Google sign-in is not configured on this server. Please sign up or sign in with your email address.',
    )
    expect((await fetch(`${app.url}/onboarding/auth/unavailable?provider=github`, { headers: HTML })).status).toBe(404)
  })

  it('with only Google configured: only Google buttons; Google unreachable and Microsoft unset get the styled page', async () => {
    // Nothing listens on port 9: the configured provider cannot be reached (a misconfigured issuer).
    const app = await server({ GOOGLE_CLIENT_ID: 'erpz-system-test', GOOGLE_CLIENT_SECRET: 'not-a-real-secret', GOOGLE_ISSUER: 'https://127.0.0.1:9/' })
    const html = await (await fetch(`${app.url}/onboarding/auth`, { headers: HTML })).text()
    expect(buttons(html)).toEqual(['Sign up with Google'])
    expect(html).toContain('href="/workspace/auth/login/google"')
    expect(html).not.toContain('Microsoft')
    expect(html).not.toContain('not-a-real-secret')
    const signIn = await (await fetch(`${app.url}/onboarding/auth?tab=signin`, { headers: HTML })).text()
    expect(buttons(signIn)).toEqual(['Sign in with Google'])

    const google = await followSignIn(app, 'google')
    expect(google.status).toBe(503)
    expectSitePage(google.html, 'Google sign-in is unavailable right now. Please try again later.')
    const microsoft = await followSignIn(app, 'microsoft')
    expect(microsoft.status).toBe(503)
    expectSitePage(microsoft.html, 'Microsoft sign-in is not configured on this server. Please sign up or sign in with your email address.')
  })
})
