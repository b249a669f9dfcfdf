import { spawnSync } from 'node:child_process'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { env } from '@/env'
import { runSeeds } from '@/server/seed'
import { DEFAULT_ADMIN_EMAIL } from '@/server/seed/admin-user'

import { getTestPayload } from '../support/payload'
import { NPM_START_ARGS } from '../../scripts/lib/launcher'

const ROOT = path.resolve(import.meta.dirname, '../..')

describe(`start-up on an empty ${env.dialect} database`, () => {
  it('applies every committed migration and seeds the admin user exactly once', async () => {
    const payload = await getTestPayload()
    const { docs: applied } = await payload.find({ collection: 'payload-migrations', limit: 0 })
    expect(applied.length).toBeGreaterThan(0)

    const quiet = () => {}
    expect(await runSeeds(payload, undefined, quiet)).toMatchObject({ 'admin-user': 1 })
    const users = await payload.find({ collection: 'users', overrideAccess: true })
    expect(users.docs.map((u) => u.email)).toEqual([DEFAULT_ADMIN_EMAIL])
    expect(users.docs[0]?.roles).toEqual(['admin'])

    // A second start seeds nothing.
    expect(await runSeeds(payload, undefined, quiet)).toMatchObject({ 'admin-user': 0 })
    expect((await payload.count({ collection: 'users', overrideAccess: true })).totalDocs).toBe(1)
    // Seeds the whole site twice: 12 s alone, over 60 s beside the production build and the other
    // integration files on a slow 2-core machine (benchmarkIndex about 1,300, stop 54's full run).
  }, 180_000)

  it('lets the seeded admin log in with the printed password', async () => {
    const payload = await getTestPayload()
    const fs = await import('node:fs')
    const credentials = fs.readFileSync(path.join(env.dataDir, 'admin-credentials.txt'), 'utf8')
    const password = /password: (\S+)/.exec(credentials)?.[1]
    expect(password).toBeTruthy()
    const result = await payload.login({ collection: 'users', data: { email: DEFAULT_ADMIN_EMAIL, password: password! } })
    expect(result.token).toBeTruthy()
  })
})

describe('configuration errors', () => {
  it('stops start-up with a message naming the bad variable', () => {
    const result = spawnSync(
      process.execPath,
      NPM_START_ARGS,
      { cwd: ROOT, env: { ...process.env, PORT: 'not-a-port', NODE_ENV: 'production' }, encoding: 'utf8', timeout: 60_000 },
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('Invalid environment variable PORT')
  })
})
