/**
 * One live workspace per account, decided by the database (decision 082), and control characters
 * in workspace API input (decision 081), through the route handlers on each dialect.
 */
import { afterAll, describe, expect, it } from 'vitest'

import { call, freshIp, md5 } from '../support/workspace-api'

const { getPayload } = await import('payload')
const { default: config } = await import('@/payload.config')
const { env } = await import('@/env')
const { migrateDatabase, closePayload } = await import('@/server/platform/db/prepare')
const register = await import('@/app/workspace/auth/register/route')
const create = await import('@/app/workspace/api/v1/workspace/create/route')
const company = await import('@/app/workspace/api/v1/company/create/route')
const { WORKSPACE_MESSAGES } = await import('@/server/workspaces/workspaces')

const payload = await getPayload({ config })
await migrateDatabase(payload)
afterAll(() => closePayload(payload))

let counter = 0
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++counter}`

async function signUp() {
  const res = await call(register.POST, {
    body: { email: `${unique('owner')}@example.com`, password: md5('a good password') },
    ip: freshIp(),
  })
  return res.body.data?.token as string
}

describe(`one workspace per account on ${env.dialect}`, () => {
  it('lets exactly one of 10 simultaneous creates from one account win; the rest get the 409', async () => {
    const token = await signUp()
    const names = Array.from({ length: 10 }, (_, i) => `race-${Date.now().toString(36)}-${i}`)
    const answers = await Promise.all(names.map((name) => call(create.POST, { token, body: { name }, ip: freshIp() })))
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409, 409, 409])
    for (const lost of answers.filter((a) => a.status === 409)) expect(lost.body.message).toBe(WORKSPACE_MESSAGES.ownsAnother)
    const winner = answers.find((a) => a.status === 201)!
    const owned = await payload.find({ collection: 'workspaces', where: { name: { in: names } }, depth: 0, overrideAccess: true })
    expect(owned.docs.map((w) => w.name)).toEqual([winner.body.data.name])
    expect(owned.docs[0]?.activeOwner).toBe(Number(owned.docs[0]?.owner))
  })

  it('frees the slot when the workspace is deleted, and the database refuses a second live one', async () => {
    const token = await signUp()
    const first = await call(create.POST, { token, body: { name: unique('first') }, ip: freshIp() })
    expect(first.status).toBe(201)
    const doc = await payload.findByID({ collection: 'workspaces', id: first.body.data.id, depth: 0, overrideAccess: true })
    // Straight to the database, as a second instance racing past the application check would.
    await expect(
      payload.create({ collection: 'workspaces', data: { name: unique('second'), owner: Number(doc.owner), members: [], isDeleted: false }, overrideAccess: true }),
    ).rejects.toThrow()
    await payload.update({ collection: 'workspaces', id: doc.id, data: { isDeleted: true }, overrideAccess: true })
    const again = await call(create.POST, { token, body: { name: unique('again') }, ip: freshIp() })
    expect(again.status).toBe(201)
  })

  it('stores a company name without the NUL a client sent, instead of failing with 500', async () => {
    const token = await signUp()
    const workspace = await call(create.POST, { token, body: { name: unique('nul') }, ip: freshIp() })
    const res = await call(company.POST, {
      token,
      body: { name: 'Acme\u0000 Forge', industryType: 'other', workspace: String(workspace.body.data.id) },
      ip: freshIp(),
    })
    expect(res.status).toBeLessThan(300)
    const stored = await payload.find({ collection: 'companies', where: { workspace: { equals: workspace.body.data.id } }, depth: 0, overrideAccess: true })
    expect(stored.docs.map((c) => c.name)).toEqual(['Acme Forge'])
  })
})
