/**
 * Several instances starting together on one PostgreSQL database: one migrates and seeds while
 * the others wait, and an instance given other secrets is refused (docs/decisions/101, 102).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { freshDatabase, startAppServer, type AppServer } from '../support/app-server'
import { queryRows } from '../support/db-query'

const postgres = Boolean(process.env.TEST_DATABASE_URL)
if (!postgres) console.warn('scale-out-start: skipped, TEST_DATABASE_URL does not name a PostgreSQL server')

describe.runIf(postgres)('instances starting together on PostgreSQL', () => {
  const cleanup: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step()
  })

  it('migrate and seed once; the others wait for it', async () => {
    const database = await freshDatabase('postgres', 'erpz_together', { empty: true })
    cleanup.push(database.drop)
    const servers: AppServer[] = await Promise.all([1, 2, 3].map(() => startAppServer(database)))
    for (const server of servers) cleanup.push(() => server.kill())

    const outputs = servers.map((server) => server.output())
    expect(outputs.filter((output) => output.includes('Another instance is preparing the database')).length).toBeGreaterThan(0)
    for (const server of servers) expect((await fetch(`${server.url}/readyz`)).status).toBe(200)

    const migrations = await queryRows<{ name: string; times: string }>(
      database,
      'select name, count(*) as times from payload_migrations group by name',
    )
    expect(migrations.length).toBeGreaterThan(0)
    expect(migrations.filter((row) => Number(row.times) !== 1)).toEqual([])
    const users = await queryRows<{ email: string }>(database, 'select email from users')
    expect(users).toEqual([{ email: 'admin@system.test' }])
    const posts = await queryRows<{ slug: string; times: string }>(
      database,
      'select slug, count(*) as times from erpz_blogs group by slug',
    )
    expect(posts.length).toBeGreaterThan(0)
    expect(posts.filter((row) => Number(row.times) !== 1)).toEqual([])
  })

  it('refuses to start an instance whose secrets differ from the others’', async () => {
    const database = await freshDatabase('postgres', 'erpz_secrets', { empty: true })
    cleanup.push(database.drop)
    const first = await startAppServer(database)
    cleanup.push(() => first.kill())

    const other = startAppServer(database, { env: { JWT_SECRET: 'another-jwt-secret-0123456789abcdef0123456789' } })
    await expect(other).rejects.toThrow(
      /JWT_SECRET differs from the value the other instances of this database were started with/,
    )
    // Same secrets: welcome.
    const second = await startAppServer(database)
    cleanup.push(() => second.kill())
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200)
  })
})
