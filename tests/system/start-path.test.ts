/**
 * What `npm start` runs (decision 187): the compiled server with plain Node, no TypeScript loader in
 * any of its processes, and the outbox worker started by the server itself through a route that
 * nobody else can call; the server's memory settings (decision 188).
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, type Database, freshDatabase, startAppServer } from '../support/app-server'
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
