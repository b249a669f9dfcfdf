import { execFileSync } from 'node:child_process'

import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3100)
export const baseURL = `http://127.0.0.1:${port}`

// The e2e server hosts the test peers (SMTP, OpenID providers) and a control port the tests use.
// The web server starts before any setup hook, so the port is chosen here, in the main process,
// and reaches the workers through the environment they inherit.
process.env.E2E_PEERS_PORT ||= execFileSync(
  process.execPath,
  ['-e', "const s = require('net').createServer().listen(0, '127.0.0.1', () => { console.log(s.address().port); s.close() })"],
  { encoding: 'utf8' },
).trim()

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/lib/run-ts.mjs scripts/e2e-server.ts',
    url: `${baseURL}/robots.txt`,
    env: { E2E_PORT: String(port), E2E_PEERS_PORT: process.env.E2E_PEERS_PORT },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
