/**
 * Runs before every integration test file: points the app at a fresh database of the dialect under
 * test (a new SQLite file, or a new PostgreSQL database dropped afterwards) and at a throwaway data
 * folder, before any app module reads the environment. The database is a copy of the run's template,
 * every migration already applied (integration-template.ts), except for the files that test
 * migrating itself, which get an empty one.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, expect, vi } from 'vitest'

import { TEMPLATE_ENV } from './integration-template'
import { createDatabase, dropDatabase } from './postgres'

/** Files that start from an empty database: they apply the migrations themselves and check them. */
const EMPTY_DATABASE = ['foundation.test.ts', 'slug-field-migration.test.ts']

/**
 * The files of a project share their worker process (vitest.config.ts, `isolate: false`): the
 * packages (Payload, Drizzle, Next.js) load once per process instead of once per file. Everything
 * of ours starts again with each file: the environment as the process was given it (a file sets its
 * own SMTP or OpenID addresses), then every module evaluated afresh, so that `@/env` reads this
 * file's database and no module state (caches, rate limits, queues) crosses from the file before.
 */
const START_ENV = Symbol.for('erpz.integration.env')
const held = globalThis as { [START_ENV]?: NodeJS.ProcessEnv }
held[START_ENV] ??= { ...process.env }
for (const name of Object.keys(process.env)) if (!(name in held[START_ENV])) delete process.env[name]
Object.assign(process.env, held[START_ENV])
for (const key of Object.getOwnPropertySymbols(globalThis)) {
  if (key !== START_ENV && Symbol.keyFor(key)?.startsWith('erpz.')) delete (globalThis as Record<symbol, unknown>)[key]
}
vi.resetModules()

const testFile = path.basename(expect.getState().testPath ?? '')
const dialect = process.env.ERPZ_TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite'
const template = EMPTY_DATABASE.includes(testFile) ? undefined : process.env[TEMPLATE_ENV[dialect]]

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-it-'))
process.env.ERPZ_DATA_DIR = dataDir

if (dialect === 'postgres') {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project')
  const url = await createDatabase(adminUrl, 'erpz_test', template)
  process.env.DATABASE_URL = url
  afterAll(async () => {
    const { closeTestPayload } = await import('./payload')
    await closeTestPayload()
    await dropDatabase(adminUrl, url)
  })
} else {
  const file = path.join(dataDir, `test-${crypto.randomBytes(4).toString('hex')}.db`)
  if (template) {
    // The write-ahead log too, should the template's last writes not have reached the file yet.
    const source = new URL(template).pathname
    for (const suffix of ['', '-wal']) if (fs.existsSync(source + suffix)) fs.copyFileSync(source + suffix, file + suffix)
  }
  process.env.DATABASE_URL = `file:${file}`
  afterAll(async () => {
    const { closeTestPayload } = await import('./payload')
    await closeTestPayload()
  })
}

afterAll(async () => {
  // What the file's modules left running (a delivery worker's loop, a pool) stops with the file, as it did with its process.
  const { runShutdownHooks } = await import('@/server/platform/lifecycle')
  await runShutdownHooks((name, error) => console.warn(`integration clean-up: ${name} failed`, error))
  fs.rmSync(dataDir, { recursive: true, force: true })
})
