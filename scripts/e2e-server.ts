/**
 * The server the browser tests run against: a production build on a fresh SQLite database
 * (migrated and seeded like `npm start`), with local peers (SMTP, Google and Microsoft OpenID
 * providers) hosted in this process and a control port for the tests (tests/support/e2e-peers.ts).
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

// playwright.config.ts picks the control port so the tests know it; other callers get any free one.
const controlPort = Number(process.env.E2E_PEERS_PORT ?? 0)
if (!Number.isInteger(controlPort) || controlPort < 0) throw new Error('E2E_PEERS_PORT must be a port number')

const { env } = await import('../src/env')
const { prepareDatabase } = await import('../src/server/platform/db/prepare')
const { default: config } = await import('../src/payload.config')
const { runSeeds } = await import('../src/server/seed')
const { ensureBuild } = await import('./lib/build')
const { runNext } = await import('./lib/next-server')
const { startE2ePeers } = await import('../tests/support/e2e-peers')

const peers = await startE2ePeers({ dir: dataDir, controlPort, databaseUrl: env.DATABASE_URL })
await prepareDatabase({ config, seed: runSeeds })
ensureBuild()
// Serving-only settings, kept out of the build (and its fingerprint) so the build is reused:
// links in emails and the OAuth redirect point at the address the browser uses.
runNext('start', env.PORT, {
  ...process.env,
  ...peers.env,
  PUBLIC_URL: `http://127.0.0.1:${env.PORT}`,
  // Every test signs up or in from the same address.
  AUTH_RATE_LIMIT_PER_MINUTE: '10000',
  // Every page a browser test opens sends a page view from the same address.
  ANALYTICS_RATE_LIMIT_PER_MINUTE: '10000',
  // A lead left "new" alerts after half a minute, not a day, so the inbox spec sees the server send it.
  ERPZ_LEAD_OVERDUE_MINUTES: '0.5',
})
export {}
