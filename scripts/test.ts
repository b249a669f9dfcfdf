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

/** What failed, by name, repeated under the closing total: a CI log's tail then says which test broke. */
const failures: string[] = []

function vitestCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0 }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: { name: string; status: string; message?: string; assertionResults: { fullName: string; status: string }[] }[]
  }
  for (const result of report.testResults) {
    const testFile = path.relative(ROOT, result.name)
    const failed = result.assertionResults.filter((assertion) => assertion.status === 'failed')
    for (const assertion of failed) failures.push(`${testFile} › ${assertion.fullName}`)
    if (result.status === 'failed' && failed.length === 0) failures.push(`${testFile}: ${(result.message ?? 'failed').split('\n')[0]}`)
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: { title: string; file: string; tests: { status: string }[] }[]
  suites?: PlaywrightSuite[]
}

/** `here` are the describe blocks around `suite`'s specs: none for a file's own suite. */
function playwrightFailures(suite: PlaywrightSuite, here: string[]) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests)
      if (test.status === 'unexpected' || test.status === 'flaky') failures.push(`${spec.file} › ${[...here, spec.title].join(' › ')} (${test.status})`)
  for (const child of suite.suites ?? []) playwrightFailures(child, [...here, child.title])
}

function playwrightCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0 }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number; skipped: number }
    suites: PlaywrightSuite[]
  }
  for (const suite of report.suites) playwrightFailures(suite, [])
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
    failures.push('eslint .')
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
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1
    failures.push(`vitest exited with ${status} (an error outside any test: see its output above)`)
  }
  add(counts)
}

if (!only || only === 'e2e') {
  const status = run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
    E2E_PORT: String(await freePort()),
  })
  const counts = playwrightCounts(e2eJson)
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1
    failures.push(`playwright exited with ${status} (an error outside any test: see its output above)`)
  }
  add(counts)
}

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
if (failures.length > 0) console.log(`Failed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`)
process.exit(totals.failed > 0 || (totals.passed === 0 && only !== 'lint') ? 1 : 0)
