import { execFileSync } from 'node:child_process'

import { defineConfig, devices } from '@playwright/test'

import { e2ePeersPorts, e2eServerPorts } from './tests/e2e/support/servers'
import { testBrowserLaunchOptions } from './scripts/lib/test-browser'

/**
 * The browser tests run on two workers, each against a server of its own (its own database, mail
 * and OpenID peers), so that no test sees another's leads, mail or sign-ups (decision 194). On two
 * cores two workers finish in well under the time of one: each spends most of its time waiting on
 * the browser or the server, not computing. `E2E_SERVERS=1` runs everything against one server.
 */
export const E2E_SERVERS = Math.max(1, Number(process.env.E2E_SERVERS ?? 2))

/** `count` free ports, all different: every socket stays open until each has its port. */
const freePorts = (count: number): string[] =>
  execFileSync(
    process.execPath,
    [
      '-e',
      `const net = require('net'); const sockets = Array.from({ length: ${count} }, () => net.createServer());
       Promise.all(sockets.map((s) => new Promise((r) => s.listen(0, '127.0.0.1', r)))).then(() => {
         console.log(sockets.map((s) => s.address().port).join(',')); sockets.forEach((s) => s.close()) })`,
    ],
    { encoding: 'utf8' },
  )
    .trim()
    .split(',')

// Each server hosts the test peers (SMTP, OpenID providers) and a control port the tests use. The
// servers start before any setup hook, so the ports are chosen here, in the main process, and reach
// the workers through the environment they inherit (the workers load this file again).
if (!process.env.E2E_PORTS || !process.env.E2E_PEERS_PORTS) {
  const chosen = freePorts(2 * E2E_SERVERS)
  if (process.env.E2E_PORT) chosen[0] = process.env.E2E_PORT
  process.env.E2E_PORTS ||= chosen.slice(0, E2E_SERVERS).join(',')
  process.env.E2E_PEERS_PORTS ||= chosen.slice(E2E_SERVERS).join(',')
}
const ports = e2eServerPorts()
const peersPorts = e2ePeersPorts()

const CHROMIUM = { ...devices['Desktop Chrome'], channel: undefined }
const WAITS_ON_A_CLOCK = ['scheduled-publish.spec.ts']

/** The first server's address: the one tools that start a single server (check-pages, validate-html) use. */
export const baseURL = `http://127.0.0.1:${ports[0]}`

export default defineConfig({
  testDir: 'tests/e2e',
  // Playwright empties its output folder when it starts: its own, so that the Vitest reports and the
  // build log `npm test` wrote to test-results before the browser tests are still there after.
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: E2E_SERVERS,
  retries: 0,
  // Two workers, two servers and two browsers share two cores: an admin save can take seconds.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    // No trace by default: recording one for every test (to keep the failures') cost a fifth of the
    // browser tests' CPU and time, and CI keeps only its log (decision 214). The error and the page's
    // snapshot at the failure are still written; to keep a failing test's trace, run it again with
    // `npx playwright test <spec> --trace retain-on-failure`.
    trace: 'off',
    launchOptions: testBrowserLaunchOptions(),
  },
  // Files are handed to the workers in this order. The publish scheduled a whole minute ahead spends
  // most of its two minutes waiting: handed out first, the other worker's files fill that wait
  // instead of following it (it came last alphabetically, and one worker idled for its last minute).
  projects: [
    { name: 'chromium-clock', testMatch: WAITS_ON_A_CLOCK, use: CHROMIUM },
    { name: 'chromium', testIgnore: WAITS_ON_A_CLOCK, use: CHROMIUM },
  ],
  // Started one after the other: the first builds when the build is stale, the next finds it built.
  webServer: ports.map((port, i) => ({
    command: 'node scripts/lib/run-ts.mjs scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/robots.txt`,
    env: { E2E_PORT: port, E2E_PEERS_PORT: peersPorts[i]! },
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    stderr: 'pipe' as const,
  })),
})
