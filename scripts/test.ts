/**
 * `npm test`: ESLint over the tree (the import boundaries and the server-only rule live there; a
 * failure counts as one failed test), unit and integration tests (Vitest; PostgreSQL too when TEST_DATABASE_URL is set),
 * then the browser tests (Playwright) against a production build. Prints each runner's summary
 * and a closing total; exits non-zero when anything failed or nothing ran.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { freePort } from './lib/free-port'

const ROOT = path.resolve(import.meta.dirname, '..')
const results = path.join(ROOT, 'test-results')
fs.mkdirSync(results, { recursive: true })

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status ?? 1
}

type Counts = { passed: number; failed: number; skipped: number }

function vitestCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0 }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

function playwrightCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0 }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  }
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped }
}

const only = process.argv[2] // optional: lint | unit | integration | e2e
const vitestJson = path.join(results, 'vitest.json')
const e2eJson = path.join(results, 'e2e.json')
fs.rmSync(vitestJson, { force: true })
fs.rmSync(e2eJson, { force: true })

const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const add = (c: Counts) => {
  totals.passed += c.passed
  totals.failed += c.failed
  totals.skipped += c.skipped
}

if (!only || only === 'lint') {
  const status = run(process.execPath, ['node_modules/eslint/bin/eslint.js', '.'])
  if (status !== 0) {
    console.error('\nLint failed (eslint .)')
    totals.failed += 1
  }
}

if (only !== 'e2e' && only !== 'lint') {
  const projects = only === 'unit' ? ['--project', 'unit'] : only === 'integration' ? ['--project', 'integration-*'] : []
  const status = run(process.execPath, [
    'node_modules/vitest/vitest.mjs',
    'run',
    ...projects,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ])
  const counts = vitestCounts(vitestJson)
  if (status !== 0 && counts.failed === 0) counts.failed = 1
  add(counts)
}

if (!only || only === 'e2e') {
  const status = run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
    E2E_PORT: String(await freePort()),
  })
  const counts = playwrightCounts(e2eJson)
  if (status !== 0 && counts.failed === 0) counts.failed = 1
  add(counts)
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(totals.failed > 0 || (totals.passed === 0 && only !== 'lint') ? 1 : 0)
