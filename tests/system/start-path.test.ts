/**
 * What `npm start` runs (decision 187): the compiled server with plain Node, no TypeScript loader in
 * any of its processes, and the outbox worker started by the server itself through a route that
 * nobody else can call; the server's memory settings (decision 188); and a database this code
 * already prepared, which a start serves without migrating and seeding again (decision 209).
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, type Database, DIALECTS, freshDatabase, startAppServer } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { httpRequest } from '../support/http-client'

const commandLine = (pid: number) => fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean)

describe('the production start path', () => {
  let database: Database
  let server: AppServer

  beforeAll(async () => {
    database = await freshDatabase('sqlite', 'erpz_start')
    server = await startAppServer(database, { env: { LOG_LEVEL: 'info' } })
  })
  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('runs the supervisor and the server as compiled JavaScript with plain Node', () => {
    const match = /Server process (\d+) \(supervised by npm start, pid (\d+)\)/.exec(server.output())
    expect(match, server.output()).not.toBeNull()
    const [serve, supervisor] = [Number(match![1]), Number(match![2])]
    expect(commandLine(supervisor).slice(1)).toEqual([expect.stringMatching(/scripts\/start\.mjs$/)])
    expect(commandLine(serve).slice(1)).toEqual([
      '--max-old-space-size=384',
      '--max-semi-space-size=8',
      expect.stringMatching(/dist\/server\/serve\.mjs$/),
      'start',
      String(server.port),
    ])
    // glibc reads it at the process's start: it has to be in the server's own environment (decision 188).
    expect(fs.readFileSync(`/proc/${serve}/environ`, 'utf8').split('\0')).toContain('MALLOC_ARENA_MAX=2')
    for (const pid of [supervisor, serve]) {
      expect(commandLine(pid).join(' ')).not.toMatch(/tsx|register\.mjs|--import/)
    }
  })

  it('answers 404 to anyone but the server itself at the worker start route', async () => {
    const attempts: Record<string, string>[] = [{}, { 'x-erpz-worker-start': '' }, { 'x-erpz-worker-start': 'guess' }]
    for (const headers of attempts) {
      expect((await httpRequest(`${server.url}/outbox-worker`, { method: 'POST', headers })).status).toBe(404)
    }
    expect((await httpRequest(`${server.url}/outbox-worker`)).status).toBe(404)
    // The worker did start: the server asked once, at start-up, and was answered 204.
    const starts = server.output().split('\n').filter((line) => line.includes('"path":"/outbox-worker"'))
    expect(starts.filter((line) => line.includes('"method":"POST"') && line.includes('"status":204'))).toHaveLength(1)
  })
})

const ALREADY = '▸ The database is migrated and seeded for this code already'

/** The sources a database was prepared for, as the prepare child recorded them. */
async function preparedSources(database: Database): Promise<string | undefined> {
  const [row] = await queryRows<{ data: unknown }>(database, "select data from payload_kv where key = 'erpz:prepared'")
  const data = typeof row?.data === 'string' ? JSON.parse(row.data) : row?.data
  return (data as { sources?: string } | undefined)?.sources
}

describe.each(DIALECTS)('a start on a database this code prepared (%s)', (dialect) => {
  const databases: Database[] = []
  afterAll(async () => {
    for (const database of databases) await database.drop()
  })

  /** Starts and stops a server on `database`, returning what it printed. */
  async function startOnce(database: Database): Promise<string> {
    const server = await startAppServer(database)
    try {
      expect((await httpRequest(`${server.url}/healthz`)).status).toBe(200)
      return server.output()
    } finally {
      await server.stop()
    }
  }

  it('serves it without running the prepare child, and still says where to sign in', async () => {
    // The run's template: prepared by a start of this code, then copied.
    const database = await freshDatabase(dialect, 'erpz_prepared')
    databases.push(database)
    expect(await preparedSources(database)).toMatch(/^[0-9a-f]{64}$/)
    const output = await startOnce(database)
    expect(output).toContain(ALREADY)
    expect(output).toMatch(/▸ CMS admin login: http:\/\/\S+\/admin/)
    expect(output).not.toMatch(/Seeded|seeded \d|CMS admin created/)
  })

  it('prepares it again for other code (a migration or seed it has not seen), and records the new code', async () => {
    const database = await freshDatabase(dialect, 'erpz_prepared')
    databases.push(database)
    const current = await preparedSources(database)
    await queryRows(database, `update payload_kv set data = ? where key = 'erpz:prepared'`, [JSON.stringify({ sources: 'an-older-build' })])
    const output = await startOnce(database)
    expect(output).not.toContain(ALREADY)
    expect(await preparedSources(database)).toBe(current)
  })

  it('seeds an admin again when every user was deleted', async () => {
    const database = await freshDatabase(dialect, 'erpz_prepared')
    databases.push(database)
    await queryRows(database, 'delete from users')
    const output = await startOnce(database)
    expect(output).not.toContain(ALREADY)
    expect(output).toContain('CMS admin created')
    const [row] = await queryRows<{ n: number | string }>(database, 'select count(*) as n from users')
    expect(Number(row?.n)).toBe(1)
  })
})
