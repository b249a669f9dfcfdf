/**
 * Runs before every integration test file: points the app at a fresh, empty database of the
 * dialect under test (a new SQLite file, or a new PostgreSQL database dropped afterwards) and
 * at a throwaway data folder, before any app module reads the environment.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll } from 'vitest'

import { createDatabase, dropDatabase } from './postgres'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-it-'))
process.env.ERPZ_DATA_DIR = dataDir

if (process.env.ERPZ_TEST_DIALECT === 'postgres') {
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the PostgreSQL project')
  const url = await createDatabase(adminUrl, 'erpz_test')
  process.env.DATABASE_URL = url
  afterAll(async () => {
    const { closeTestPayload } = await import('./payload')
    await closeTestPayload()
    await dropDatabase(adminUrl, url)
  })
} else {
  process.env.DATABASE_URL = `file:${path.join(dataDir, `test-${crypto.randomBytes(4).toString('hex')}.db`)}`
  afterAll(async () => {
    const { closeTestPayload } = await import('./payload')
    await closeTestPayload()
  })
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
