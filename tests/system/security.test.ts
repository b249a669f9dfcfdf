/**
 * The security promises, tried as an attacker would: against a production server started the way
 * `npm start` starts it, through real HTTP from several loopback source addresses, asserting what
 * was answered and what was stored (issue 13). Runs on every dialect in DIALECTS. The promises of
 * equal answers in equal time are in security-timing.test.ts, which runs alone (decision 205).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, type Database, DIALECTS, freshDatabase, startAppServer } from '../support/app-server'
import { countRows, queryRows } from '../support/db-query'
import { httpRequest, httpsGet, postJson } from '../support/http-client'
import { type Envelope, loopbackClients, workspaceAuth } from '../support/loopback-clients'
import { startOidcProvider } from '../support/oidc'
import { startSmtp } from '../support/smtp'
import { selfSignedCertificate } from '../support/tls'
import { md5 } from '../support/workspace-api'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A fresh loopback source address per call: each is a different client to the server. */
const nextClient = loopbackClients()

for (const dialect of DIALECTS) {
  describe(`security against a production server (${dialect})`, () => {
    let database: Database
    let server: AppServer
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    let google: Awaited<ReturnType<typeof startOidcProvider>>
    let tlsDir: string
    let certFile: string

    const url = (pathname: string) => `${server.url}${pathname}`
    const { register, login } = workspaceAuth(() => server.url, nextClient)
    const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
    const formTokens = async (n: number) => {
      const tokens: string[] = []
      for (let i = 0; i < n; i++) tokens.push(((await (await fetch(url('/leads/token'))).json()) as { token: string }).token)
      await sleep(2_100) // the forms' minimum fill time
      return tokens
    }
    const contact = (n: number, formToken: string) => ({
      name: `Security Test ${n}`,
      email: `security.${dialect}.${n}@example.com`,
      company: 'Acme Forge',
      message: 'Please get in touch about planning.',
      website: '',
      formToken,
    })

    beforeAll(async () => {
      tlsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-sec-tls-'))
      const tls = selfSignedCertificate(tlsDir)
      certFile = tls.certFile
      smtp = await startSmtp()
      google = await startOidcProvider(tls)
      database = await freshDatabase(dialect, 'erpz_sec')
      server = await startAppServer(database, {
        env: {
          SMTP_URL: smtp.url,
          GOOGLE_ISSUER: google.issuer,
          GOOGLE_CLIENT_ID: 'security-google-client',
          GOOGLE_CLIENT_SECRET: crypto.randomBytes(16).toString('hex'),
          NODE_EXTRA_CA_CERTS: tls.certFile,
        },
      })
    })

    afterAll(async () => {
      await server?.stop()
      await database?.drop()
      await smtp?.close()
      await google?.stop()
      fs.rmSync(tlsDir, { recursive: true, force: true })
    })

    it('a client cannot choose who it is: forged forwarding headers buy nothing, another socket is unaffected', async () => {
      const tokens = await formTokens(13)
      const attacker = '127.0.0.2'
      const statuses: number[] = []
      for (let i = 0; i < 12; i++) {
        const forged = `198.51.100.${i}`
        const res = await postJson(url('/leads/contact'), contact(i, tokens[i]!), {
          from: attacker,
          headers: { 'x-forwarded-for': forged, 'x-real-ip': forged, forwarded: `for=${forged}`, 'x-erpz-client-address': forged },
        })
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
      expect(statuses.slice(10)).toEqual([429, 429])
      const other = await postJson(url('/leads/contact'), contact(99, tokens[12]!), { from: '127.0.0.3' })
      expect(other.status).toBe(200)
      expect(await countRows(database, 'erpz_demo_requests', "email LIKE ?", [`security.${dialect}.%`])).toBe(11)
    })

    it('a form token stores one lead: a replay gets the same answer and stores nothing', async () => {
      const [token] = await formTokens(1)
      const answers = []
      for (let i = 0; i < 5; i++) {
        const res = await postJson(url('/leads/contact'), { ...contact(200, token!), message: `Replay number ${i} of one token.` }, { from: nextClient() })
        answers.push([res.status, res.json()])
      }
      expect(answers).toEqual(Array(5).fill([200, { ok: true }]))
      expect(await countRows(database, 'erpz_demo_requests', 'email = ?', [`security.${dialect}.200@example.com`])).toBe(1)
    })

    it('auth requests are limited per socket address, whatever headers rotate', async () => {
      const attacker = '127.0.0.4'
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        const res = await postJson(
          url('/workspace/auth/login'),
          { username: `nobody${i}@example.com`, password: md5('x') },
          { from: attacker, headers: { 'x-forwarded-for': `203.0.113.${i}` } },
        )
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
      expect(statuses[10]).toBe(429)
      expect((await login('nobody@example.com', 'x', '127.0.0.5')).status).toBe(401)
    })

    it('CMS sign-in through Payload\'s REST API is limited per socket address too', async () => {
      const attacker = '127.0.0.6'
      const statuses: number[] = []
      for (let i = 0; i < 11; i++) {
        const res = await postJson(
          url('/api/users/login'),
          // A new address each time: five wrong passwords for one address lock this client out of it first.
          { email: `cms-nobody${i}@system.test`, password: `guess ${i}` },
          { from: attacker, headers: { 'x-forwarded-for': `203.0.113.${i}` } },
        )
        statuses.push(res.status)
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
      expect(statuses[10]).toBe(429)
      expect((await postJson(url('/api/users/login'), { email: 'nobody@system.test', password: 'x' }, { from: '127.0.0.7' })).status).toBe(401)
    })

    it('the API refuses bodies that are not JSON, so another site cannot post a plain form to it', async () => {
      const email = `plain-form-${dialect}@example.com`
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        const res = await httpRequest(url('/workspace/auth/register'), {
          method: 'POST',
          from: nextClient(),
          headers: { 'content-type': type },
          body: JSON.stringify({ email, password: md5('password one') }),
        })
        expect(res.status, type).toBe(415)
        expect((res.json() as Envelope).status).toBe('UNSUPPORTED_MEDIA_TYPE')
        const lead = await httpRequest(url('/leads/contact'), { method: 'POST', from: nextClient(), headers: { 'content-type': type }, body: '{}' })
        expect(lead.status, type).toBe(415)
      }
      expect(await countRows(database, 'accounts', 'email = ?', [email])).toBe(0)
    })

    it('a sign-up in someone else\'s name is worth nothing once they sign in with Google (no pre-hijack)', async () => {
      const victim = `victim-${dialect}@example.com`
      const attackerToken = await register(victim, 'attacker password')
      expect((await login(victim, 'attacker password')).status).toBe(200)

      google.setIdentity({ sub: `google-${dialect}-victim`, email: victim, email_verified: true })
      const from = nextClient()
      const start = await httpRequest(url('/workspace/auth/login/google'), { from })
      expect(start.status).toBe(302)
      const cookie = String(start.headers['set-cookie']).split(';')[0]!
      const authorize = await httpsGet(String(start.headers.location), fs.readFileSync(certFile))
      const back = new URL(String(authorize.headers.location))
      const callback = await httpRequest(url(`/workspace/auth/google/callback${back.search}`), { from, headers: { cookie } })
      expect(callback.status, callback.text).toBe(200)
      const victimToken = ((callback.json() as Envelope).data as { token: string }).token

      // The attacker's password and token are dead; the victim's session works.
      expect((await login(victim, 'attacker password')).status).toBe(401)
      const list = (token: string) => postJson(url('/workspace/api/v1/workspace/list'), {}, { from: nextClient(), headers: bearer(token) })
      expect((await list(attackerToken)).status).toBe(401)
      expect((await list(victimToken)).status).toBe(200)

      const [account] = await queryRows<{ id: number; password_hash: string | null; email_verified: number | boolean }>(
        database,
        'SELECT id, password_hash, email_verified FROM accounts WHERE email = ?',
        [victim],
      )
      expect(account?.password_hash).toBeNull()
      expect(Boolean(account?.email_verified)).toBe(true)
      expect(await countRows(database, 'auth_events', "type = 'account_claimed' AND account_id = ?", [account!.id])).toBe(1)
    })

    it('a stolen token cannot guess the current password: change-password failures lock per account', async () => {
      const token = await register(`change-${dialect}@example.com`)
      const change = (oldPassword: string) =>
        postJson(
          url('/workspace/api/v1/account/change-password'),
          { oldPassword: md5(oldPassword), newPassword: md5('new password 1') },
          { method: 'PUT', from: nextClient(), headers: bearer(token) },
        )
      const statuses = []
      for (let i = 0; i < 7; i++) statuses.push((await change(`guess ${i}`)).status)
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429])
      // Even the right password waits now.
      expect((await change('correct horse')).status).toBe(429)
      expect((await login(`change-${dialect}@example.com`, 'correct horse')).status).toBe(200)
    })

    it('invitation mail is budgeted per account and per recipient per day', async () => {
      const token = await register(`inviter-${dialect}@example.com`)
      const headers = bearer(token)
      const created = await postJson(url('/workspace/api/v1/workspace/create'), { name: `sec${dialect}${Date.now() % 100000}` }, { from: nextClient(), headers })
      expect(created.status, created.text).toBe(201)
      const addBulk = (emails: string[]) =>
        postJson(url('/workspace/api/v1/workspace_invitations/addBulk'), { data: emails.map((email) => ({ email })) }, { from: nextClient(), headers })

      const first = await addBulk([`invitee-${dialect}@example.com`])
      expect(first.status, first.text).toBe(201)
      const invitationId = ((first.json() as Envelope).data as { invited: { id: string }[] }).invited[0]!.id
      const resends = []
      for (let i = 0; i < 6; i++) {
        const resend = await postJson(url('/workspace/api/v1/email/send'), { template: 'invitation', invitationId }, { from: nextClient(), headers })
        resends.push(resend.status)
      }
      // Five emails a day reach one address: the invitation and four resends.
      expect(resends).toEqual([200, 200, 200, 200, 429, 429])
      await sleep(500)
      expect(smtp.messages.filter((m) => m.to.includes(`invitee-${dialect}@example.com`))).toHaveLength(5)

      const many = Array.from({ length: 50 }, (_, i) => `bulk${i}-${dialect}@example.com`)
      const bulk = await addBulk(many)
      expect(bulk.status).toBe(429)
      expect((bulk.json() as Envelope).message).toBe('Too many invitations sent today. Please try again tomorrow.')
      expect(await countRows(database, 'workspace_invitations', 'email LIKE ?', [`bulk%-${dialect}@example.com`])).toBe(0)
    })
  })
}

describe('a server without SMTP (sqlite)', () => {
  let database: Database
  let server: AppServer

  beforeAll(async () => {
    database = await freshDatabase('sqlite', 'erpz_nosmtp')
    server = await startAppServer(database, { env: { LOG_LEVEL: 'info' } })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('logs emails with their links masked, and keeps its database file private', async () => {
    const email = 'nosmtp@example.com'
    const registered = await postJson(`${server.url}/workspace/auth/register`, { email, password: md5('correct horse') }, { from: nextClient() })
    expect(registered.status).toBe(201)
    expect((await postJson(`${server.url}/workspace/auth/forgot-password`, { email }, { from: nextClient() })).status).toBe(200)
    const deadline = Date.now() + 20_000
    while (!server.output().includes('reset-password?token=') && Date.now() < deadline) await sleep(100)
    const output = server.output()
    expect(output).toContain('reset-password?token=…')
    expect(output).not.toMatch(/token=[A-Za-z0-9_-]{8,}/)
    const [token] = await queryRows(database, 'SELECT COUNT(*) AS n FROM password_reset_tokens')
    expect(Number(token?.n)).toBe(1)
    expect(fs.statSync(database.url.slice('file:'.length)).mode & 0o777).toBe(0o600)
  })
})
