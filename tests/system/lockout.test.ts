/**
 * Strangers cannot lock an owner out (issue 30, decision 151): against a production server started
 * as `npm start` starts it, through real HTTP from several loopback source addresses, for the CMS
 * sign-in (Payload's `/api/users/login`) and the workspace sign-in. Runs on every dialect in DIALECTS.
 *
 * The per-client budget of auth requests per minute is raised here, so every one of an attacker's
 * attempts reaches the sign-in limits under test (security.test.ts covers that budget at its default).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, type AppServer, type Database, DIALECTS, freshDatabase, startAppServer } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { type HttpResult, postJson } from '../support/http-client'
import { startSmtp } from '../support/smtp'
import { REDIS, redisAnswers } from '../support/redis'

const md5 = (value: string) => crypto.createHash('md5').update(value).digest('hex')

const LOCKED = 'Too many failed sign-in attempts. Please try again in 15 minutes.'
const SLOWED = 'Too many sign-in attempts for this email address right now. Please try again in a few seconds, or reset your password.'

/** The message of either API's error answer: `{ message }` (workspace) or `{ errors: [{ message }] }` (Payload). */
const messageOf = (res: HttpResult) => {
  const body = res.json() as { message?: string; errors?: { message: string }[] }
  return body.errors?.[0]?.message ?? body.message
}

for (const dialect of DIALECTS) {
  describe(`no lock-out by strangers (${dialect})`, () => {
    let database: Database
    let server: AppServer
    let smtp: Awaited<ReturnType<typeof startSmtp>>

    const url = (pathname: string) => `${server.url}${pathname}`
    const cmsLogin = (email: string, password: string, from: string) => postJson(url('/api/users/login'), { email, password }, { from })
    const login = (username: string, password: string, from: string) =>
      postJson(url('/workspace/auth/login'), { username, password: md5(password) }, { from })

    beforeAll(async () => {
      smtp = await startSmtp()
      database = await freshDatabase(dialect, 'erpz_lockout')
      server = await startAppServer(database, { env: { SMTP_URL: smtp.url, AUTH_RATE_LIMIT_PER_MINUTE: '1000' } })
    })

    afterAll(async () => {
      await server?.stop()
      await database?.drop()
      await smtp?.close()
    })

    it('Payload keeps no per-user lock: its columns are gone from the users table', async () => {
      const columns = await queryRows<{ name: string }>(
        database,
        dialect === 'sqlite'
          ? "SELECT name FROM pragma_table_info('users')"
          : "SELECT column_name AS name FROM information_schema.columns WHERE table_name = 'users' AND table_schema = current_schema()",
      )
      const names = columns.map((c) => c.name)
      expect(names).toContain('hash')
      expect(names).not.toContain('login_attempts')
      expect(names).not.toContain('lock_until')
    })

    it('the issue\'s replay: 10 wrong passwords for the admin from anywhere, then the admin signs in', async () => {
      for (let i = 0; i < 10; i++) {
        const res = await cmsLogin(ADMIN.email, 'x', '127.0.20.2')
        expect(res.status).toBe(i < 5 ? 401 : 429)
      }
      const owner = await cmsLogin(ADMIN.email, ADMIN.password, '127.0.20.3')
      expect(owner.status, owner.text).toBe(200)
      expect((owner.json() as { token?: string }).token).toBeTruthy()
    })

    it('an anonymous client failing 50 CMS sign-ins for the admin: the admin gets in every time, the attacker is refused', async () => {
      const attacker = '127.0.21.2'
      const owner = '127.0.21.3'
      const answers: { status: number; message?: string }[] = []
      for (let i = 0; i < 50; i++) {
        const res = await cmsLogin(ADMIN.email, `guess ${i}`, attacker)
        answers.push({ status: res.status, message: messageOf(res) })
        if (res.status === 429) expect(Number(res.headers['retry-after'])).toBeGreaterThan(14 * 60)
        if (i % 5 === 4) {
          const mine = await cmsLogin(ADMIN.email, ADMIN.password, owner)
          expect(mine.status, `owner after ${i + 1} attempts: ${mine.text}`).toBe(200)
        }
      }
      expect(answers.slice(0, 5).map((a) => a.status)).toEqual(Array(5).fill(401))
      expect(answers.slice(5)).toEqual(Array(45).fill({ status: 429, message: LOCKED }))
      // The attacker's client stays refused even with the right password; the owner's works.
      expect((await cmsLogin(ADMIN.email, ADMIN.password, attacker)).status).toBe(429)
      expect((await cmsLogin(ADMIN.email, ADMIN.password, owner)).status).toBe(200)
    })

    it('an anonymous client failing 50 sign-ins for a customer: the customer gets in every time, the attacker is refused', async () => {
      const customer = `customer-${dialect}@example.com`
      const registered = await postJson(url('/workspace/auth/register'), { email: customer, password: md5('customer password') }, { from: '127.0.22.9' })
      expect(registered.status, registered.text).toBe(201)
      const attacker = '127.0.22.2'
      const owner = '127.0.22.3'
      const answers: { status: number; message?: string }[] = []
      for (let i = 0; i < 50; i++) {
        const res = await login(customer, `guess ${i}`, attacker)
        answers.push({ status: res.status, message: messageOf(res) })
        if (i % 5 === 4) {
          const mine = await login(customer, 'customer password', owner)
          expect(mine.status, `owner after ${i + 1} attempts: ${mine.text}`).toBe(200)
        }
      }
      expect(answers.slice(0, 5)).toEqual(Array(5).fill({ status: 401, message: 'Invalid email or password' }))
      expect(answers.slice(5)).toEqual(Array(45).fill({ status: 429, message: LOCKED }))
      expect((await login(customer, 'customer password', attacker)).status).toBe(429)
      // Another customer's address is not affected for the attacker either: the lock is per address and client.
      expect((await login(`someone-else-${dialect}@example.com`, 'x', attacker)).status).toBe(401)
    })

    it('a distributed attack on the customer slows down unknown clients only; the owner\'s client and the reset link still get in', async () => {
      const customer = `distributed-${dialect}@example.com`
      const password = 'first password'
      expect((await postJson(url('/workspace/auth/register'), { email: customer, password: md5(password) }, { from: '127.0.23.250' })).status).toBe(201)
      const laptop = '127.0.23.251'
      expect((await login(customer, password, laptop)).status).toBe(200)

      // 20 attackers × 5 wrong passwords: each locks only itself, the address has seen 100 failures.
      for (let a = 1; a <= 20; a++) {
        const attempts = await Promise.all(Array.from({ length: 5 }, (_, i) => login(customer, `guess ${a}.${i}`, `127.0.23.${a}`)))
        expect(attempts.map((r) => r.status)).toEqual(Array(5).fill(401))
      }
      // Clients the address does not know now get one attempt per address per 10 s between them:
      // the first one in the window is answered, the next (even the owner on a new phone) waits.
      const phone = '127.0.23.200'
      const fresh = [
        await login(customer, 'guess fresh', '127.0.23.100'),
        await login(customer, 'guess fresh', '127.0.23.101'),
        await login(customer, password, phone),
      ]
      expect(fresh.map((r) => r.status)).toEqual([401, 429, 429])
      for (const slowed of fresh.slice(1)) {
        expect(messageOf(slowed)).toBe(SLOWED)
        expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0)
        expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(10)
      }

      // The owner's own client is never slowed.
      for (let i = 0; i < 3; i++) expect((await login(customer, password, laptop)).status).toBe(200)

      // From the new phone, during the attack: the emailed reset link works and that phone gets in.
      const since = smtp.messages.length
      expect((await postJson(url('/workspace/auth/forgot-password'), { email: customer }, { from: phone })).status).toBe(200)
      const mail = await smtp.waitFor(customer, since, 30_000)
      const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1]
      expect(token).toBeTruthy()
      const reset = await postJson(url('/workspace/auth/reset-password'), { token, password: md5('second password') }, { method: 'PUT', from: phone })
      expect(reset.status, reset.text).toBe(200)
      for (let i = 0; i < 3; i++) expect((await login(customer, 'second password', phone)).status).toBe(200)
      // The attack goes on: another fresh client is still slowed or answered, never let in with a guess.
      expect([401, 429]).toContain((await login(customer, 'guess later', '127.0.23.102')).status)
    })

    it('the admin\'s emailed reset link gets the admin in while a client hammers the address', async () => {
      const attacker = '127.0.24.2'
      for (let i = 0; i < 8; i++) await cmsLogin(ADMIN.email, `guess ${i}`, attacker)
      const owner = '127.0.24.3'
      const since = smtp.messages.length
      const forgot = await postJson(url('/api/users/forgot-password'), { email: ADMIN.email }, { from: owner })
      expect(forgot.status, forgot.text).toBe(200)
      const mail = await smtp.waitFor(ADMIN.email, since, 30_000)
      const token = /\/admin\/reset\/([\w-]+)/.exec(mail.text)?.[1]
      expect(token).toBeTruthy()
      const reset = await postJson(url('/api/users/reset-password'), { token, password: 'new admin password 1' }, { from: owner })
      expect(reset.status, reset.text).toBe(200)
      // Payload signs the owner in with the reset.
      const session = (reset.json() as { token?: string }).token
      expect(session).toBeTruthy()
      const me = await fetch(url('/api/users/me'), { headers: { authorization: `JWT ${session}` } })
      expect(((await me.json()) as { user?: { email?: string } }).user?.email).toBe(ADMIN.email)
      expect((await cmsLogin(ADMIN.email, 'new admin password 1', owner)).status).toBe(200)
      expect((await cmsLogin(ADMIN.email, 'new admin password 1', attacker)).status).toBe(429)
    })
  })
}

const sharedMissing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL is not set',
  !(await redisAnswers()) && `Redis does not answer at ${REDIS.host}:${REDIS.port}`,
].filter(Boolean)
if (sharedMissing.length > 0) console.warn(`lockout on two instances: skipped, ${sharedMissing.join('; ')}`)

describe.runIf(sharedMissing.length === 0)('no lock-out by strangers, two instances sharing Redis (postgres)', () => {
  let database: Database
  let a: AppServer
  let b: AppServer

  beforeAll(async () => {
    database = await freshDatabase('postgres', 'erpz_lockout_shared', { empty: true })
    const settings = {
      REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`,
      // This run's own keys in a Redis other runs share.
      REDIS_KEY_PREFIX: `erpz-test-${crypto.randomBytes(4).toString('hex')}`,
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    }
    const dataDir = (name: string) => {
      const dir = path.join(database.dataDir, name)
      fs.mkdirSync(dir, { recursive: true })
      return dir
    }
    a = await startAppServer(database, { env: { ...settings, ERPZ_DATA_DIR: dataDir('a') } })
    b = await startAppServer(database, { env: { ...settings, ERPZ_DATA_DIR: dataDir('b') } })
  })

  afterAll(async () => {
    await a?.stop()
    await b?.stop()
    await database?.drop()
  })

  it('a client locked out of an address on one instance is locked out on the other; the owner gets in on both', async () => {
    const customer = 'shared-customer@example.com'
    expect((await postJson(`${a.url}/workspace/auth/register`, { email: customer, password: md5('customer password') }, { from: '127.0.25.9' })).status).toBe(201)
    const attacker = '127.0.25.2'
    const owner = '127.0.25.3'
    for (let i = 0; i < 5; i++) {
      expect((await postJson(`${a.url}/workspace/auth/login`, { username: customer, password: md5(`guess ${i}`) }, { from: attacker })).status).toBe(401)
      expect((await postJson(`${a.url}/api/users/login`, { email: ADMIN.email, password: `guess ${i}` }, { from: attacker })).status).toBe(401)
    }
    const workspace = await postJson(`${b.url}/workspace/auth/login`, { username: customer, password: md5('customer password') }, { from: attacker })
    expect(workspace.status).toBe(429)
    expect(messageOf(workspace)).toBe(LOCKED)
    const cms = await postJson(`${b.url}/api/users/login`, { email: ADMIN.email, password: ADMIN.password }, { from: attacker })
    expect(cms.status).toBe(429)
    expect(messageOf(cms)).toBe(LOCKED)
    for (const server of [a, b]) {
      expect((await postJson(`${server.url}/workspace/auth/login`, { username: customer, password: md5('customer password') }, { from: owner })).status).toBe(200)
      expect((await postJson(`${server.url}/api/users/login`, { email: ADMIN.email, password: ADMIN.password }, { from: owner })).status).toBe(200)
    }
  })
})
