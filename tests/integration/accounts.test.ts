/**
 * Sign-up, sign-in, tokens, brute-force limits and the password reset flow, through the route
 * handlers, with a local SMTP server receiving the emails.
 */
import { base64url, SignJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'

import { startSmtp } from '../support/smtp'
import { call, freshIp, md5 } from '../support/workspace-api'

const smtp = await startSmtp()
process.env.SMTP_URL = smtp.url
process.env.PUBLIC_URL = 'http://localhost:3999'

const { getPayload } = await import('payload')
const { default: config } = await import('@/payload.config')
const { env } = await import('@/env')
const { migrateDatabase, closePayload } = await import('@/server/platform/db/prepare')
const register = await import('@/app/workspace/auth/register/route')
const login = await import('@/app/workspace/auth/login/route')
const logout = await import('@/app/workspace/auth/logout/route')
const forgot = await import('@/app/workspace/auth/forgot-password/route')
const reset = await import('@/app/workspace/auth/reset-password/route')
const socialLogin = await import('@/app/workspace/auth/login/[provider]/route')
const changePassword = await import('@/app/workspace/api/v1/account/change-password/route')
const list = await import('@/app/workspace/api/v1/workspace/list/route')
const createWorkspace = await import('@/app/workspace/api/v1/workspace/create/route')
const createCompany = await import('@/app/workspace/api/v1/company/create/route')
const { hashToken } = await import('@/server/accounts/tokens')

const { startOutboxWorker } = await import('@/server/platform/outbox')
const { OUTBOX_KINDS } = await import('@/server/worker')

const payload = await getPayload({ config })
await migrateDatabase(payload)
// Forgot-password mail goes out through the outbox, delivered by the app's own worker as in a server.
const worker = startOutboxWorker(payload, { kinds: OUTBOX_KINDS, concurrency: 2, leaseMs: 15_000, maxIdleMs: 50 })

afterAll(async () => {
  await worker.stop()
  await closePayload(payload)
  await smtp.close()
})

const UNAUTHORIZED = 'The admin does not have permission please try to login again.'
let emailCounter = 0
const newEmail = () => `user${++emailCounter}-${Date.now()}@example.com`

async function signUp(email = newEmail(), password = 'correct horse') {
  const res = await call(register.POST, { body: { email, password: md5(password) }, ip: freshIp() })
  expect(res.status).toBe(201)
  return { email, password, token: res.body.data.token as string }
}

const loginAs = (username: string, password: string, ip = freshIp()) =>
  call(login.POST, { body: { username, password: md5(password) }, ip })

const listWith = (token: string) => call(list.POST, { body: {}, token })

describe(`sign-up and sign-in (${env.dialect})`, () => {
  it('registers, signs in, uses the token and revokes it on logout', async () => {
    const email = newEmail()
    const res = await call(register.POST, { body: { email: email.toUpperCase(), password: md5('secret-pass') }, ip: freshIp() })
    expect(res.status).toBe(201)
    expect(res.body.status).toBe('SUCCESS')
    expect(res.body.data.email).toBe(email)
    expect(res.body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)

    const stored = await payload.find({ collection: 'accounts', where: { email: { equals: email } } })
    expect(stored.docs[0]?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(stored.docs[0]?.passwordHash).not.toContain(md5('secret-pass'))
    expect(stored.docs[0]?.isDeleted).toBe(false)
    expect(stored.docs[0]?.createdAt).toBeTruthy()

    const again = await call(register.POST, { body: { email, password: md5('other-pass') }, ip: freshIp() })
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ status: 'CONFLICT', message: 'An account with this email already exists. Please sign in instead.', data: null })

    const signedIn = await loginAs(email, 'secret-pass')
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.data.workspace).toBeNull()
    const token = signedIn.body.data.token as string
    expect((await listWith(token)).status).toBe(200)

    expect((await call(logout.POST, { token })).status).toBe(200)
    const after = await listWith(token)
    expect(after.status).toBe(401)
    expect(after.body).toEqual({ status: 'UNAUTHORIZED', message: UNAUTHORIZED, data: null })
    // The registration token was issued with the same version and is revoked too.
    expect((await listWith(res.body.data.token)).status).toBe(401)
  })

  it('returns the workspace for sign-in routing: none, without company, with company', async () => {
    const { email, password, token } = await signUp()
    expect((await loginAs(email, password)).body.data.workspace).toBeNull()

    const name = `route-${Date.now()}`
    const created = await call(createWorkspace.POST, { body: { name }, token })
    expect(created.status).toBe(201)
    const withoutCompany = await loginAs(email, password)
    expect(withoutCompany.body.data.workspace).toEqual({ name, id: created.body.data.id, company: null })

    const company = await call(createCompany.POST, {
      body: { name: 'Acme Works', industryType: 'MANUFACTURING', workspace: created.body.data.id },
      token,
    })
    expect(company.status).toBe(201)
    const withCompany = await loginAs(email, password)
    expect(withCompany.body.data.workspace).toEqual({ name, id: created.body.data.id, company: company.body.data.id })
  })

  it('answers an unknown email and a wrong password identically', async () => {
    const { email } = await signUp()
    const timed = async (username: string) => {
      const start = performance.now()
      const res = await loginAs(username, 'wrong password')
      return { res, ms: performance.now() - start }
    }
    // Interleaved, after a warm-up pair, so a burst of load on this shared machine (the other
    // test files run alongside) lands on both kinds alike instead of on one group of three.
    await timed(email)
    await timed(newEmail())
    const wrong: Array<Awaited<ReturnType<typeof timed>>> = []
    const unknown: Array<Awaited<ReturnType<typeof timed>>> = []
    for (let i = 0; i < 7; i++) {
      wrong.push(await timed(email))
      unknown.push(await timed(newEmail()))
    }
    for (const { res } of [...wrong, ...unknown]) {
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ status: 'UNAUTHORIZED', message: 'Invalid email or password', data: null })
      expect([...res.headers.keys()].sort()).toEqual([...wrong[0]!.res.headers.keys()].sort())
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
    const ratio = median(wrong.map((t) => t.ms)) / median(unknown.map((t) => t.ms))
    // Both paths run one argon2id verification; allow for a busy shared machine.
    expect(ratio).toBeGreaterThan(0.33)
    expect(ratio).toBeLessThan(3)
  })

  it('locks a client out of an address for 15 minutes after 5 failures, whether or not it has an account; the owner elsewhere still gets in', async () => {
    const { email, password } = await signUp()
    const unknown = newEmail()
    const attackerA = freshIp()
    const attackerB = freshIp()
    for (let i = 0; i < 5; i++) {
      expect((await loginAs(email, 'nope', attackerA)).status).toBe(401)
      expect((await loginAs(unknown, 'nope', attackerB)).status).toBe(401)
    }
    const locked = await loginAs(email, password, attackerA)
    const lockedUnknown = await loginAs(unknown, 'nope', attackerB)
    for (const res of [locked, lockedUnknown]) {
      expect(res.status).toBe(429)
      expect(res.body.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.')
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(14 * 60)
    }
    // The locked answer tells nothing about which of the two addresses has an account. Each lockout
    // began at its own fifth failure, a moment apart, so the seconds left may differ by one.
    const withoutWait = (body: { data?: { retryAfter?: number } }) => ({ ...body, data: { ...body.data, retryAfter: undefined } })
    expect(withoutWait(lockedUnknown.body)).toEqual(withoutWait(locked.body))
    expect(Math.abs(lockedUnknown.body.data.retryAfter - locked.body.data.retryAfter)).toBeLessThanOrEqual(1)
    for (const address of [email, unknown]) {
      const events = await payload.count({ collection: 'auth-events', where: { and: [{ email: { equals: address } }, { type: { equals: 'locked' } }] } })
      expect(events.totalDocs).toBe(1)
    }
    // The owner, from another client, is not locked out by the stranger.
    expect((await loginAs(email, password)).status).toBe(200)
  })

  it('rate limits auth POSTs per client with 429 and Retry-After, not dodged by headers or body fields', async () => {
    const ip = freshIp()
    const statuses: number[] = []
    for (let i = 0; i < 10; i++) {
      const res = await call(login.POST, {
        ip,
        body: { username: newEmail(), password: md5('x'), extra: i, ip: `1.2.3.${i}` },
        headers: { 'x-forwarded-for': `203.0.113.${i}`, 'x-real-ip': `198.51.100.${i}` },
      })
      statuses.push(res.status)
    }
    expect(statuses.every((s) => s === 401)).toBe(true)
    const limited = await call(login.POST, {
      ip,
      body: { username: newEmail(), password: md5('x'), random: 'field' },
      headers: { 'x-forwarded-for': '192.0.2.99' },
    })
    expect(limited.status).toBe(429)
    expect(limited.body.status).toBe('TOO_MANY_REQUESTS')
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    // Registration shares the same budget; another client is unaffected.
    expect((await call(register.POST, { ip, body: { email: newEmail(), password: md5('x') } })).status).toBe(429)
    expect((await call(register.POST, { ip: freshIp(), body: { email: newEmail(), password: md5('x') } })).status).toBe(201)
  })
})

describe('password reset', () => {
  it('works end to end through the received email, once, and revokes old tokens', async () => {
    const { email, password, token: oldToken } = await signUp()
    const before = smtp.messages.length
    const res = await call(forgot.POST, { body: { email }, ip: freshIp() })
    expect(res.status).toBe(200)
    const message = await smtp.waitFor(email, before)
    expect(message.subject).toContain('Reset your ERPZ password')
    const link = /http:\/\/localhost:3999\/onboarding\/reset-password\?token=([\w-]+)/.exec(message.text)
    expect(link).not.toBeNull()
    const resetToken = link![1]!
    expect(resetToken.length).toBeGreaterThanOrEqual(22) // ≥ 128 bits in base64url
    // Only the hash is stored.
    const stored = await payload.find({ collection: 'password-reset-tokens', where: { tokenHash: { equals: hashToken(resetToken) } } })
    expect(stored.totalDocs).toBe(1)

    const done = await call(reset.PUT, { method: 'PUT', body: { token: resetToken, password: md5('brand new pass') }, ip: freshIp() })
    expect(done.status).toBe(200)
    expect(done.body.message).toBe('Your password has been reset. Please sign in with the new password.')

    expect((await loginAs(email, password)).status).toBe(401)
    expect((await loginAs(email, 'brand new pass')).status).toBe(200)
    expect((await listWith(oldToken)).status).toBe(401)

    const reused = await call(reset.PUT, { method: 'PUT', body: { token: resetToken, password: md5('third pass') }, ip: freshIp() })
    expect(reused.status).toBe(400)
    expect(reused.body.message).toBe('This password reset link is invalid or has expired. Please request a new one.')
  })

  it('refuses an expired token and invalidates earlier tokens after a reset', async () => {
    const { email } = await signUp()
    const [account] = (await payload.find({ collection: 'accounts', where: { email: { equals: email } } })).docs
    await payload.create({
      collection: 'password-reset-tokens',
      data: { tokenHash: hashToken('expired-token-value'), account: account!.id, expiresAt: new Date(Date.now() - 1000).toISOString() },
    })
    const expired = await call(reset.PUT, { method: 'PUT', body: { token: 'expired-token-value', password: md5('whatever1') }, ip: freshIp() })
    expect(expired.status).toBe(400)

    const before = smtp.messages.length
    await call(forgot.POST, { body: { email }, ip: freshIp() })
    const first = /token=([\w-]+)/.exec((await smtp.waitFor(email, before)).text)![1]!
    const mid = smtp.messages.length
    await call(forgot.POST, { body: { email }, ip: freshIp() })
    const second = /token=([\w-]+)/.exec((await smtp.waitFor(email, mid)).text)![1]!
    expect(second).not.toBe(first)
    expect((await call(reset.PUT, { method: 'PUT', body: { token: second, password: md5('newer pass') }, ip: freshIp() })).status).toBe(200)
    expect((await call(reset.PUT, { method: 'PUT', body: { token: first, password: md5('older pass') }, ip: freshIp() })).status).toBe(400)
  })

  it('answers the same for an unknown email and sends nothing', async () => {
    const email = newEmail()
    const before = smtp.messages.length
    const res = await call(forgot.POST, { body: { email }, ip: freshIp() })
    expect(res.status).toBe(200)
    expect(res.body.message).toBe('If an account exists for this email, we have sent a link to reset the password.')
    await new Promise((r) => setTimeout(r, 300))
    expect(smtp.messages.slice(before).some((m) => m.to.includes(email))).toBe(false)
  })

  it('changes the password with the old one and revokes other tokens', async () => {
    const { email, password, token } = await signUp()
    const wrong = await call(changePassword.PUT, { method: 'PUT', token, body: { oldPassword: md5('bad'), newPassword: md5('next pass 1') } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('The current password is incorrect.')
    const ok = await call(changePassword.PUT, { method: 'PUT', token, body: { oldPassword: md5(password), newPassword: md5('next pass 1') } })
    expect(ok.status).toBe(200)
    expect((await listWith(token)).status).toBe(401)
    expect((await listWith(ok.body.data.token)).status).toBe(200)
    expect((await loginAs(email, 'next pass 1')).status).toBe(200)
  })
})

describe('bearer tokens', () => {
  it('refuses alg none, wrong audience or issuer, expired, tampered and foreign-key tokens', async () => {
    const { email } = await signUp()
    const [account] = (await payload.find({ collection: 'accounts', where: { email: { equals: email } } })).docs
    const key = new TextEncoder().encode(env.JWT_SECRET)
    const sign = (claims: { aud?: string; iss?: string; exp?: number | string }, secret = key) =>
      new SignJWT({ ver: account!.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(account!.id))
        .setIssuer(claims.iss ?? 'erpz-accounts')
        .setAudience(claims.aud ?? 'erpz-workspace-api')
        .setIssuedAt()
        .setExpirationTime(claims.exp ?? '1h')
        .sign(secret)

    const valid = await sign({})
    expect((await listWith(valid)).status).toBe(200)

    const [, body] = valid.split('.')
    const none = `${base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }))}.${body}.`
    const tampered = valid.slice(0, -4) + (valid.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    const otherBody = base64url.encode(JSON.stringify({ ...JSON.parse(new TextDecoder().decode(base64url.decode(body!))), sub: '999999' }))
    const swapped = valid.replace(body!, otherBody)
    const bad = [
      none,
      await sign({ aud: 'someone-else' }),
      await sign({ iss: 'https://evil.example' }),
      await sign({ exp: Math.floor(Date.now() / 1000) - 60 }),
      await sign({}, new TextEncoder().encode('x'.repeat(64))),
      tampered,
      swapped,
      'not-a-jwt',
    ]
    for (const token of bad) {
      const res = await listWith(token)
      expect(res.status).toBe(401)
      expect(res.body.message).toBe(UNAUTHORIZED)
    }
    expect((await call(list.POST, { body: {} })).status).toBe(401)
  })
})

describe('malformed input', () => {
  it('answers 400 with a message for bodies that are not JSON objects, never 500', async () => {
    const bodies = ['{', 'null', '[1,2]', '"text"', '', '{"email": "a@b.c", "password": }']
    for (const rawBody of bodies) {
      const res = await call(register.POST, { rawBody, ip: freshIp() })
      expect(res.status).toBe(400)
      expect(res.body.status).toBe('BAD_REQUEST')
      expect(res.body.message.length).toBeGreaterThan(5)
    }
    const huge = await call(register.POST, { rawBody: JSON.stringify({ email: 'a'.repeat(100_000) }), ip: freshIp() })
    expect(huge.status).toBe(413)
  })

  it('answers 422 with field errors and the SPEC messages for invalid fields', async () => {
    const res = await call(register.POST, { body: { email: 'not-an-email', password: 'plain text password' }, ip: freshIp() })
    expect(res.status).toBe(422)
    expect(res.body.status).toBe('VALIDATION_ERROR')
    expect(res.body.message).toBe('Please enter a valid email address')
    expect(res.body.data.fieldErrors.email).toEqual(['Please enter a valid email address'])
    expect(res.body.data.fieldErrors.password[0]).toContain('32 hexadecimal')
    const types = await call(login.POST, { body: { username: 5, password: ['x'] }, ip: freshIp() })
    expect(types.status).toBe(422)
  })

  it('explains that social sign-in is not configured', async () => {
    const res = await socialLogin.GET(new Request('http://localhost:3999/workspace/auth/login/google'), {
      params: Promise.resolve({ provider: 'google' }),
    })
    expect(res.status).toBe(503)
    const body = (await res.json()) as { message: string }
    expect(body.message).toBe('Google sign-in is not configured on this server. Please sign up or sign in with your email address.')
    const html = await socialLogin.GET(
      new Request('http://localhost:3999/workspace/auth/login/microsoft', { headers: { accept: 'text/html' } }),
      { params: Promise.resolve({ provider: 'microsoft' }) },
    )
    // A browser is sent to the site's page, which explains it with the site's layout (and a 503).
    expect(html.status).toBe(303)
    expect(html.headers.get('location')).toBe('/onboarding/auth/unavailable?provider=microsoft')
  })
})
