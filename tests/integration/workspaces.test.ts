/**
 * Workspace names, listing, updates, companies and invitations through the route handlers,
 * with invitation emails received by a local SMTP server.
 */
import fc from 'fast-check'
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
const create = await import('@/app/workspace/api/v1/workspace/create/route')
const list = await import('@/app/workspace/api/v1/workspace/list/route')
const updateNoId = await import('@/app/workspace/api/v1/workspace/update/route')
const update = await import('@/app/workspace/api/v1/workspace/update/[id]/route')
const company = await import('@/app/workspace/api/v1/company/create/route')
const addBulk = await import('@/app/workspace/api/v1/workspace_invitations/addBulk/route')
const emailSend = await import('@/app/workspace/api/v1/email/send/route')
const domain = await import('@/app/workspace/domain/route')
const unknown = await import('@/app/workspace/api/v1/[...path]/route')
const { RESERVED_WORKSPACE_NAMES } = await import('@/lib/validation/workspace-name')
const { signAccountToken } = await import('@/server/auth/jwt')

const payload = await getPayload({ config })
await migrateDatabase(payload)

afterAll(async () => {
  await closePayload(payload)
  await smtp.close()
})

let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

async function signUp(email = `${unique('person')}@example.com`, invitationCode?: string) {
  const res = await call(register.POST, {
    body: { email, password: md5('a good password'), ...(invitationCode ? { invitation_code: invitationCode } : {}) },
    ip: freshIp(),
  })
  return { email, token: res.body.data?.token as string, res }
}

/** An account made directly (no argon2), for tests that need many of them. */
async function quickAccount() {
  const account = await payload.create({ collection: 'accounts', data: { email: `${unique('quick')}@example.com`, tokenVersion: 0, emailVerified: false } })
  return { account, token: await signAccountToken(account.id, 0) }
}

const createWs = (token: string, name: unknown) => call(create.POST, { body: { name }, token })
const checkName = (name: unknown, token?: string) => call(domain.POST, { body: { name }, token })
const VALID = /^(?!-)(?!..--)[a-z0-9-]{3,63}(?<!-)$/

describe(`workspace names (${env.dialect})`, () => {
  it('creates, is retry-safe for the owner, and refuses the name to anyone else', async () => {
    const owner = await signUp()
    const other = await signUp()
    const name = unique('acme')
    const created = await createWs(owner.token, `  ${name.toUpperCase()} `)
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ status: 'SUCCESS', data: { name, company: null } })
    expect(created.body.data.id).toMatch(/^\d+$/)

    const again = await createWs(owner.token, name)
    expect(again.status).toBe(200)
    expect(again.body.data.id).toBe(created.body.data.id)

    const taken = await createWs(other.token, name)
    expect(taken.status).toBe(409)
    expect(taken.body.message).toBe('This workspace URL is already taken. Please choose another.')

    expect((await checkName(name, other.token)).status).toBe(201)
    expect((await checkName(name)).body.data.reason).toBe('taken')
    const mine = await checkName(name, owner.token)
    expect(mine.status).toBe(200)
    expect(mine.body.data).toMatchObject({ available: true, reason: 'yours' })
    const free = await checkName(unique('free'))
    expect(free.status).toBe(200)
    expect(free.body.data.available).toBe(true)
    const reserved = await checkName('Admin')
    expect(reserved.status).toBe(201)
    expect(reserved.body.data).toMatchObject({ available: false, reason: 'reserved' })
    expect((await checkName('-bad-')).body.data.reason).toBe('invalid')
    expect((await checkName('xn--abc')).status).toBe(201)
    expect((await createWs(other.token, 'www')).status).toBe(422)
    expect((await createWs(other.token, 'ab')).body.message).toBe('Workspace URL must be at least 3 characters')
  })

  it('has at least 60 reserved names', () => {
    expect(RESERVED_WORKSPACE_NAMES.size).toBeGreaterThanOrEqual(60)
    for (const name of ['www', 'mail', 'api', 'app', 'admin', 'auth', 'blog', 'docs', 'status', 'support', 'billing', 'autodiscover', 'postmaster', 'abuse']) {
      expect(RESERVED_WORKSPACE_NAMES.has(name)).toBe(true)
    }
  })

  it('gives a name to exactly one of 50 simultaneous claims', async () => {
    const accounts = await Promise.all(Array.from({ length: 50 }, () => quickAccount()))
    const name = unique('race')
    const results = await Promise.all(accounts.map(({ token }) => createWs(token, name)))
    const statuses = results.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(49)
    expect((await payload.count({ collection: 'workspaces', where: { name: { equals: name } } })).totalDocs).toBe(1)
  })

  it('never answers 500 and never accepts an invalid or reserved name (property test)', async () => {
    const { token } = await quickAccount()
    const names = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: fc.constantFrom(...'abcXYZ09-_. \t\nxn'.split('')), maxLength: 70 }),
      fc.constantFrom(...RESERVED_WORKSPACE_NAMES, 'xn--abc', '-abc', 'abc-', 'ab', 'a'.repeat(64), 'ABC', ' ok-name '),
      fc.anything(),
    )
    await fc.assert(
      fc.asyncProperty(names, async (name) => {
        const checked = await checkName(name, token)
        expect(checked.status).not.toBe(500)
        expect([200, 201, 422]).toContain(checked.status)
        if (checked.status === 200) {
          const normal = String(name).trim().toLowerCase()
          expect(normal).toMatch(VALID)
          expect(RESERVED_WORKSPACE_NAMES.has(normal)).toBe(false)
        }
        const res = await createWs(token, name)
        expect(res.status).not.toBe(500)
        if (res.status === 201 || res.status === 200) {
          expect(res.body.data.name).toMatch(VALID)
          expect(RESERVED_WORKSPACE_NAMES.has(res.body.data.name)).toBe(false)
          // Free the owner for the next run (one owned workspace per account).
          await payload.delete({ collection: 'workspaces', where: { name: { equals: res.body.data.name } } })
        } else {
          expect([409, 422]).toContain(res.status)
        }
      }),
      { numRuns: 150 },
    )
  })
})

describe('listing and updating workspaces', () => {
  it('lists only what the caller may see, never deleted records, with paging and counts', async () => {
    const me = await quickAccount()
    const other = await quickAccount()
    const mine = await createWs(me.token, unique('mine'))
    const theirs = await createWs(other.token, unique('theirs'))
    // An invitation-style membership in someone else's workspace, and one deleted workspace.
    await payload.update({ collection: 'workspaces', id: Number(theirs.body.data.id), data: { members: [me.account.id] } })
    const gone = await quickAccount()
    const deleted = await createWs(gone.token, unique('gone'))
    await payload.update({ collection: 'workspaces', id: Number(deleted.body.data.id), data: { isDeleted: true, members: [me.account.id] } })

    const res = await call(list.POST, { token: me.token, body: { query: { isDeleted: false }, options: { sort: { createdAt: -1 } } } })
    expect(res.status).toBe(200)
    expect(res.body.data.data.map((w: { id: string }) => w.id)).toEqual([theirs.body.data.id, mine.body.data.id])
    for (const record of res.body.data.data) {
      expect(record.isDeleted).toBe(false)
      expect(record.createdAt).toBeTruthy()
    }
    expect(res.body.data.paginator).toMatchObject({ itemCount: 2, perPage: 10, currentPage: 1, hasNextPage: false })

    const paged = await call(list.POST, { token: me.token, body: { options: { page: 2, limit: 1, sort: 'createdAt', select: ['name'] } } })
    expect(paged.body.data.data).toEqual([{ id: theirs.body.data.id, name: theirs.body.data.name }])
    const count = await call(list.POST, { token: me.token, body: { query: {}, isCountOnly: true } })
    expect(count.body.data).toEqual({ totalRecords: 2 })
    const filtered = await call(list.POST, { token: me.token, body: { query: { name: mine.body.data.name } } })
    expect(filtered.body.data.data).toHaveLength(1)
    const peek = await call(list.POST, { token: other.token, body: { query: { _id: mine.body.data.id } } })
    expect(peek.body.data.data).toHaveLength(0)
    const badOp = await call(list.POST, { token: me.token, body: { query: { owner: { $where: 'x' } } } })
    expect(badOp.status).toBe(400)
    expect((await call(list.POST, { token: me.token, body: { options: { limit: 'lots' } } })).status).toBe(422)
  })

  it('updates only for the owner; id is mandatory; others get 403 or 404', async () => {
    const owner = await quickAccount()
    const member = await quickAccount()
    const stranger = await quickAccount()
    const ws = await createWs(owner.token, unique('upd'))
    const id = ws.body.data.id as string
    await payload.update({ collection: 'workspaces', id: Number(id), data: { members: [member.account.id] } })

    const noId = await call(updateNoId.PUT, { method: 'PUT', token: owner.token, body: { name: 'x' } })
    expect(noId.status).toBe(400)
    expect(noId.body.message).toBe('id is mandatory')

    const put = (token: string, body: unknown, wsId = id) => call(update.PUT, { method: 'PUT', token, body, params: { id: wsId } })
    expect((await put(stranger.token, { name: unique('steal') })).status).toBe(404)
    expect((await put(member.token, { name: unique('steal') })).status).toBe(403)
    expect((await put(owner.token, { name: unique('x') }, '999999')).status).toBe(404)
    expect((await put(owner.token, { name: unique('x') }, 'abc')).status).toBe(404)

    const renamed = unique('renamed')
    const ok = await put(owner.token, { name: renamed.toUpperCase() })
    expect(ok.status).toBe(200)
    expect(ok.body.data).toEqual({ id, name: renamed, company: null })
    const taken = await createWs(stranger.token, unique('taken'))
    expect((await put(owner.token, { name: taken.body.data.name })).status).toBe(409)
    // Another workspace's company can't be linked.
    const foreign = await call(company.POST, { token: stranger.token, body: { name: 'Other Co', industryType: 'RETAIL', workspace: taken.body.data.id } })
    expect((await put(owner.token, { company: foreign.body.data.id })).status).toBe(400)
  })

  it('creates a company for the owner only, linked to the workspace', async () => {
    const owner = await quickAccount()
    const stranger = await quickAccount()
    const ws = await createWs(owner.token, unique('co'))
    const body = { name: 'Acme Steel', industryType: 'other', workspace: ws.body.data.id }
    expect((await call(company.POST, { token: stranger.token, body })).status).toBe(404)
    const badIndustry = await call(company.POST, { token: owner.token, body: { ...body, industryType: 'SPACE' } })
    expect(badIndustry.status).toBe(422)
    expect(badIndustry.body.data.fieldErrors.industryType).toBeTruthy()
    const res = await call(company.POST, { token: owner.token, body })
    expect(res.status).toBe(201)
    expect(res.body.data).toEqual({ id: expect.stringMatching(/^\d+$/), name: 'Acme Steel', industryType: 'other', workspace: ws.body.data.id })
    const stored = await payload.findByID({ collection: 'workspaces', id: Number(ws.body.data.id), depth: 0 })
    expect(String(stored.company)).toBe(res.body.data.id)
  })

  it('answers unknown API endpoints with a 404 envelope', async () => {
    const res = await call(unknown.POST, { body: {} })
    expect(res.status).toBe(404)
    expect(res.body.status).toBe('NOT_FOUND')
  })
})

describe('invitations', () => {
  it('emails each invitee once and lets them join by signing up with the code', async () => {
    const owner = await signUp()
    const ws = await createWs(owner.token, unique('team'))
    const member = await signUp()
    await payload.update({ collection: 'workspaces', id: Number(ws.body.data.id), data: { members: [(await payload.find({ collection: 'accounts', where: { email: { equals: member.email } } })).docs[0]!.id] } })
    const invitee = `${unique('invitee')}@example.com`
    const before = smtp.messages.length
    const res = await call(addBulk.POST, {
      token: owner.token,
      body: { data: [{ email: invitee }, { email: invitee.toUpperCase() }, { email: member.email }, { email: owner.email }] },
    })
    expect(res.status).toBe(201)
    expect(res.body.data.invited).toHaveLength(1)
    expect(res.body.data.skipped).toEqual(
      expect.arrayContaining([
        { email: invitee, reason: 'duplicate' },
        { email: member.email, reason: 'member' },
        { email: owner.email, reason: 'self' },
      ]),
    )
    const mail = await smtp.waitFor(invitee, before)
    expect(mail.subject).toContain(`${ws.body.data.name}.erpz.in`)
    const code = /http:\/\/localhost:3999\/onboarding\/auth\?id=([\w-]+)/.exec(mail.text)?.[1]
    expect(code).toBeTruthy()
    expect(smtp.messages.slice(before).filter((m) => m.to.includes(invitee))).toHaveLength(1)
    const stored = (await payload.find({ collection: 'workspace-invitations', where: { email: { equals: invitee } } })).docs[0]!
    expect(new Date(stored.expiresAt).getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000)

    // The wrong person can't use it, nor can anyone with a made-up code.
    const wrong = await signUp(undefined, code)
    expect(wrong.res.status).toBe(403)
    expect(wrong.res.body.message).toBe('This invitation was sent to a different email address. Please use that address to sign in.')
    expect((await signUp(undefined, 'made-up-code')).res.body.message).toBe('This invitation link is not valid.')

    const joined = await signUp(invitee, code)
    expect(joined.res.status).toBe(201)
    expect(joined.res.body.data.workspace).toEqual({ name: ws.body.data.name, id: ws.body.data.id, company: null })
    const signedIn = await call(login.POST, { body: { username: invitee, password: md5('a good password') }, ip: freshIp() })
    expect(signedIn.body.data.workspace.id).toBe(ws.body.data.id)

    const spent = await call(login.POST, { body: { username: invitee, password: md5('a good password'), invitation_code: code }, ip: freshIp() })
    expect(spent.status).toBe(400)
    expect(spent.body.message).toBe('This invitation has already been used.')
  })

  it('refuses expired codes, caps a request at 50 and resends only our own template', async () => {
    const owner = await signUp()
    const ws = await createWs(owner.token, unique('cap'))
    const tooMany = Array.from({ length: 51 }, (_, i) => ({ email: `p${i}@example.com` }))
    expect((await call(addBulk.POST, { token: owner.token, body: { data: tooMany } })).status).toBe(422)
    expect((await call(addBulk.POST, { token: owner.token, body: { data: [{ email: 'x@y.z\r\nBcc: a@b.c' }] } })).status).toBe(422)

    const invitee = `${unique('late')}@example.com`
    const before = smtp.messages.length
    const res = await call(addBulk.POST, { token: owner.token, body: { data: [{ email: invitee }] } })
    const code = /id=([\w-]+)/.exec((await smtp.waitFor(invitee, before)).text)![1]!
    const invitationId = res.body.data.invited[0].id as string
    await payload.update({ collection: 'workspace-invitations', id: Number(invitationId), data: { expiresAt: new Date(Date.now() - 1000).toISOString() } })
    const expired = await signUp(invitee, code)
    expect(expired.res.status).toBe(400)
    expect(expired.res.body.message).toBe('This invitation has expired. Please ask for a new one.')

    const stranger = await quickAccount()
    expect((await call(emailSend.POST, { token: stranger.token, body: { template: 'invitation', invitationId } })).status).toBe(404)
    expect((await call(emailSend.POST, { token: owner.token, body: { template: 'anything', to: 'victim@example.com', invitationId } })).status).toBe(422)
    const mid = smtp.messages.length
    const resent = await call(emailSend.POST, { token: owner.token, body: { template: 'invitation', invitationId } })
    expect(resent.status).toBe(200)
    const fresh = /id=([\w-]+)/.exec((await smtp.waitFor(invitee, mid)).text)![1]!
    expect(fresh).not.toBe(code)
    const joined = await signUp(invitee, fresh)
    expect(joined.res.status).toBe(201)
    expect(joined.res.body.data.workspace.id).toBe(ws.body.data.id)
  })
})
