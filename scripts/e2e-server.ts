/**
 * The server the browser tests run against: a production build on a fresh SQLite database
 * (migrated and seeded like `npm start`), with local peers configured by the test run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-e2e-'))
Object.assign(process.env, {
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ERPZ_DATA_DIR: dataDir,
  DATABASE_URL: `file:${path.join(dataDir, 'e2e.db')}`,
  PORT: process.env.E2E_PORT ?? '3100',
  ADMIN_EMAIL: 'admin@e2e.test',
  ADMIN_PASSWORD: 'e2e-admin-password',
})
process.on('exit', () => fs.rmSync(dataDir, { recursive: true, force: true }))

const { env } = await import('../src/env')
const { prepareDatabase } = await import('../src/server/db/prepare')
const { ensureBuild } = await import('./lib/build')
const { runNext } = await import('./lib/next-server')

await prepareDatabase()
ensureBuild()
runNext('start', env.PORT, process.env)
export {}
