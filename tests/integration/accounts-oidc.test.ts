/**
 * Google and Microsoft sign-in against local OpenID providers (oauth2-mock-server on 127.0.0.1):
 * the redirect, the site callback's API call, and the attacks that must not create an account.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { CLIENT_ADDRESS_HEADER } from '@/server/platform/http/client-ip'

import { startOidcProvider } from '../support/oidc'
import { startSmtp } from '../support/smtp'
import { call, type EnvelopeBody, freshIp, md5 } from '../support/workspace-api'

const smtp = await startSmtp()
const google = await startOidcProvider()
const microsoft = await startOidcProvider()
process.env.SMTP_URL = smtp.url
process.env.PUBLIC_URL = 'http://localhost:3999'
process.env.GOOGLE_ISSUER = google.issuer
process.env.GOOGLE_CLIENT_ID = 'google-client'
process.env.GOOGLE_CLIENT_SECRET = 'google-secret'
process.env.MICROSOFT_ISSUER = microsoft.issuer
process.env.MICROSOFT_CLIENT_ID = 'microsoft-client'
process.env.MICROSOFT_CLIENT_SECRET = 'microsoft-secret'

const { getPayload } = await import('payload')
const { default: config } = await import('@/payload.config')
const { migrateDatabase, closePayload } = await import('@/server/platform/db/prepare')
const { env } = await import('@/env')
const loginRoute = await import('@/app/workspace/auth/login/[provider]/route')
const callbackRoute = await import('@/app/workspace/auth/[provider]/callback/route')
const register = await import('@/app/workspace/auth/register/route')
const create = await import('@/app/workspace/api/v1/workspace/create/route')
const addBulk = await import('@/app/workspace/api/v1/workspace_invitations/addBulk/route')

const payload = await getPayload({ config })
await migrateDatabase(payload)

afterAll(async () => {
  await closePayload(payload)
  await google.stop()
  await microsoft.stop()
  await smtp.close()
})

type Provider = 'google' | 'microsoft'

/** The browser's part: our redirect, the provider's redirect back, and the callback page's call. */
async function begin(provider: Provider, query = '') {
  const res = await loginRoute.GET(new Request(`http://localhost:3999/workspace/auth/login/${provider}${query}`), {
    params: Promise.resolve({ provider }),
  })
  expect(res.status).toBe(302)
  const location = new URL(res.headers.get('location')!)
  const setCookie = res.headers.get('set-cookie')!
  expect(setCookie).toMatch(/HttpOnly/)
  expect(setCookie).toMatch(/SameSite=Lax/)
  expect(setCookie).toMatch(/Max-Age=600/)
  expect(location.searchParams.get('code_challenge_method')).toBe('S256')
  expect(location.searchParams.get('state')).toBeTruthy()
  expect(location.searchParams.get('nonce')).toBeTruthy()
  expect(location.searchParams.get('redirect_uri')).toBe(`http://localhost:3999/auth/${provider}/callback`)
  const cookie = setCookie.split(';')[0]!
  const authorize = await fetch(location, { redirect: 'manual' })
  const back = new URL(authorize.headers.get('location')!)
  expect(back.pathname).toBe(`/auth/${provider}/callback`)
  return { cookie, code: back.searchParams.get('code')!, state: back.searchParams.get('state')! }
}

async function finish(provider: Provider, flow: { cookie?: string; code: string; state: string }, extra = '') {
  const url = `http://localhost:3999/workspace/auth/${provider}/callback?code=${encodeURIComponent(flow.code)}&state=${encodeURIComponent(flow.state)}${extra}`
  // Each sign-in from its own client: the callback counts against the per-client auth budget.
  const headers: Record<string, string> = { [CLIENT_ADDRESS_HEADER]: freshIp(), ...(flow.cookie ? { cookie: flow.cookie } : {}) }
  const res = await callbackRoute.GET(new Request(url, { headers }), {
    params: Promise.resolve({ provider }),
  })
  return { status: res.status, body: (await res.json()) as EnvelopeBody, setCookie: res.headers.get('set-cookie') }
}

const countAccounts = async () => (await payload.count({ collection: 'accounts' })).totalDocs

describe(`Google sign-in (${env.dialect})`, () => {
  it('creates an account keyed on issuer and subject, and signs the same person in again', async () => {
    google.setIdentity({ sub: 'g-100', email: 'G.User@Example.com', email_verified: true })
    const first = await finish('google', await begin('google'))
    expect(first.status).toBe(200)
    expect(first.body.status).toBe('SUCCESS')
    expect(first.body.data).toMatchObject({ workspaceName: null, email: 'g.user@example.com', signedUp: true })
    expect(first.body.data.token).toBeTruthy()
    expect(first.setCookie).toMatch(/Max-Age=0/)
    const identity = await payload.find({ collection: 'account-identities', where: { key: { equals: `google:${google.issuer}:g-100` } } })
    expect(identity.totalDocs).toBe(1)

    const accounts = await countAccounts()
    const ws = await call(create.POST, { token: first.body.data.token, body: { name: `g-ws-${Date.now()}` } })
    const second = await finish('google', await begin('google'))
    expect(second.status).toBe(200)
    expect(second.body.data.workspaceName).toBe(ws.body.data.name)
    expect(second.body.data.signedUp).toBe(false)
    expect(await countAccounts()).toBe(accounts)
  })

  it('links to an email account only when the provider says the email is verified', async () => {
    const email = `linked-${Date.now()}@example.com`
    await call(register.POST, { body: { email, password: md5('password one') }, ip: freshIp() })
    const [emailAccount] = (await payload.find({ collection: 'accounts', where: { email: { equals: email } } })).docs

    google.setIdentity({ sub: 'g-unverified', email, email_verified: false })
    const unverified = await finish('google', await begin('google'))
    expect(unverified.status).toBe(200)
    const unverifiedLink = (await payload.find({ collection: 'account-identities', where: { key: { equals: `google:${google.issuer}:g-unverified` } }, depth: 0 })).docs[0]!
    expect(unverifiedLink.account).not.toBe(emailAccount!.id)

    google.setIdentity({ sub: 'g-verified', email, email_verified: true })
    const verified = await finish('google', await begin('google'))
    expect(verified.status).toBe(200)
    const verifiedLink = (await payload.find({ collection: 'account-identities', where: { key: { equals: `google:${google.issuer}:g-verified` } }, depth: 0 })).docs[0]!
    expect(verifiedLink.account).toBe(emailAccount!.id)
    // Linked to the account the person already had: a sign-in, not a sign-up.
    expect(unverified.body.data.signedUp).toBe(true)
    expect(verified.body.data.signedUp).toBe(false)
  })

  it('refuses a bad state, a missing cookie, a replayed code and a wrong nonce without creating accounts', async () => {
    google.setIdentity({ sub: 'g-attack', email: 'attack@example.com', email_verified: true })
    const before = await countAccounts()

    const flow = await begin('google')
    const badState = await finish('google', { ...flow, state: 'forged-state' })
    expect(badState.status).toBe(400)
    expect(badState.body.message).toBe('Google sign-in failed. Please try again.')
    const noCookie = await finish('google', { code: flow.code, state: flow.state })
    expect(noCookie.status).toBe(400)
    const forgedCookie = await finish('google', { ...flow, cookie: flow.cookie.replace(/.{6}$/, 'AAAAAA') })
    expect(forgedCookie.status).toBe(400)

    // A cookie from one sign-in can't complete another one's code.
    const other = await begin('google')
    expect((await finish('google', { ...other, cookie: flow.cookie })).status).toBe(400)

    google.setIdentity({ sub: 'g-attack', email: 'attack@example.com', email_verified: true }, { nonce: 'not-the-nonce' })
    const wrongNonce = await finish('google', await begin('google'))
    expect(wrongNonce.status).toBe(400)
    expect(await countAccounts()).toBe(before)

    google.setIdentity({ sub: 'g-replay', email: 'replay@example.com', email_verified: true })
    const good = await begin('google')
    expect((await finish('google', good)).status).toBe(200)
    const replay = await finish('google', good)
    expect(replay.status).toBe(400)
    expect(await countAccounts()).toBe(before + 1)
    const failures = await payload.count({ collection: 'auth-events', where: { type: { equals: 'social_failed' } } })
    expect(failures.totalDocs).toBeGreaterThanOrEqual(6)
  })

  it('accepts an invitation carried through the provider as id', async () => {
    const owner = await call(register.POST, { body: { email: `owner-${Date.now()}@example.com`, password: md5('owner pass 1') }, ip: freshIp() })
    const ws = await call(create.POST, { token: owner.body.data.token, body: { name: `social-${Date.now()}` } })
    const invitee = `social-invitee-${Date.now()}@example.com`
    const before = smtp.messages.length
    await call(addBulk.POST, { token: owner.body.data.token, body: { data: [{ email: invitee }] } })
    const code = /id=([\w-]+)/.exec((await smtp.waitFor(invitee, before)).text)![1]!

    google.setIdentity({ sub: 'g-invitee', email: invitee, email_verified: true })
    const res = await finish('google', await begin('google', `?id=${code}`))
    expect(res.status).toBe(200)
    expect(res.body.data.workspaceName).toBe(ws.body.data.name)

    // The same code sent again by the callback page is refused as spent.
    google.setIdentity({ sub: 'g-invitee', email: invitee, email_verified: true })
    const again = await finish('google', await begin('google'), `&invitation_code=${code}`)
    expect(again.status).toBe(400)
    expect(again.body.message).toBe('This invitation has already been used.')
  })
})

describe('Microsoft sign-in', () => {
  it('keys accounts on tenant and object id, never on the email claim alone', async () => {
    microsoft.setIdentity({ sub: 'pairwise-1', tid: 'tenant-a', oid: 'object-1', email: 'ms@example.com' })
    const first = await finish('microsoft', await begin('microsoft'))
    expect(first.status).toBe(200)
    expect(first.body.data.email).toBeNull() // no verified email: not claimed
    expect((await payload.count({ collection: 'account-identities', where: { key: { equals: 'microsoft:tenant-a:object-1' } } })).totalDocs).toBe(1)

    const accounts = await countAccounts()
    microsoft.setIdentity({ sub: 'pairwise-2', tid: 'tenant-a', oid: 'object-1', email: 'changed@example.com' })
    expect((await finish('microsoft', await begin('microsoft'))).status).toBe(200)
    expect(await countAccounts()).toBe(accounts)

    microsoft.setIdentity({ sub: 'pairwise-1', tid: 'tenant-b', oid: 'object-1', email: 'ms@example.com' })
    expect((await finish('microsoft', await begin('microsoft'))).status).toBe(200)
    expect(await countAccounts()).toBe(accounts + 1)
  })

  it('refuses tokens without tenant and object ids, and a wrong nonce', async () => {
    const before = await countAccounts()
    microsoft.setIdentity({ sub: 'no-tid', email: 'x@example.com' })
    const res = await finish('microsoft', await begin('microsoft'))
    expect(res.status).toBe(400)
    expect(res.body.message).toBe('Microsoft sign-in failed. Please try again.')
    microsoft.setIdentity({ sub: 's', tid: 't', oid: 'o' }, { nonce: 'wrong' })
    expect((await finish('microsoft', await begin('microsoft'))).status).toBe(400)
    expect(await countAccounts()).toBe(before)
  })
})
