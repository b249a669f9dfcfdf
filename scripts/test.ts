/**
 * `npm test`: ESLint over the tree (the import boundaries and the server-only rule live there; a
 * failure counts as one failed test), unit and integration tests (Vitest; PostgreSQL too when TEST_DATABASE_URL is set),
 * then the browser tests (Playwright) against a production build. Prints each runner's summary,
 * the slowest test files with their seconds, and a closing total; exits non-zero when anything
 * failed or nothing ran.
 *
 * `npm test -- quick`: lint, typecheck, unit and the SQLite integration tests: the loop to run
 * after each change (README, "Tests").
 */
import { spawn, spawnSync } from 'node:child_process'
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

/** Seconds each test file took, by runner and file, for the closing table of the slowest. */
const fileSeconds: Array<{ file: string; seconds: number }> = []

function vitestCounts(file: string): Counts {
  if (!fs.existsSync(file)) return { passed: 0, failed: 1, skipped: 0 }
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    numPendingTests: number
    numTodoTests: number
    testResults: { name: string; status: string; message?: string; startTime?: number; endTime?: number; assertionResults: { fullName: string; status: string }[] }[]
  }
  for (const result of report.testResults) {
    const testFile = path.relative(ROOT, result.name)
    if (result.startTime && result.endTime) fileSeconds.push({ file: testFile, seconds: (result.endTime - result.startTime) / 1000 })
    const failed = result.assertionResults.filter((assertion) => assertion.status === 'failed')
    for (const assertion of failed) failures.push(`${testFile} › ${assertion.fullName}`)
    if (result.status === 'failed' && failed.length === 0) failures.push(`${testFile}: ${(result.message ?? 'failed').split('\n')[0]}`)
  }
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: report.numPendingTests + report.numTodoTests }
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: { title: string; file: string; tests: { status: string; results?: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

/** Milliseconds of every test under `suite`, retries included. */
function playwrightMs(suite: PlaywrightSuite): number {
  let ms = 0
  for (const spec of suite.specs ?? []) for (const test of spec.tests) for (const result of test.results ?? []) ms += result.duration
  for (const child of suite.suites ?? []) ms += playwrightMs(child)
  return ms
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
  for (const suite of report.suites) {
    playwrightFailures(suite, [])
    fileSeconds.push({ file: path.join('tests/e2e', suite.file ?? suite.title), seconds: playwrightMs(suite) / 1000 })
  }
  return { passed: report.stats.expected, failed: report.stats.unexpected + report.stats.flaky, skipped: report.stats.skipped }
}

const only = process.argv[2] // optional: quick | lint | unit | integration | e2e
const began = Date.now()
const e2eJson = path.join(results, 'e2e.json')
fs.rmSync(e2eJson, { force: true })

const totals: Counts = { passed: 0, failed: 0, skipped: 0 }
const add = (c: Counts) => {
  totals.passed += c.passed
  totals.failed += c.failed
  totals.skipped += c.skipped
}

/**
 * A command run beside the tests that follow it. Its output is kept (in `logFile` when given) and
 * printed under `title` when it ends; a failure counts as one failed test, named `failure`.
 */
function inBackground(title: string, args: string[], failure: (status: number | null) => string, logFile?: string): Promise<boolean> {
  let output = ''
  const out = logFile ? fs.openSync(logFile, 'w') : 'pipe'
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', out, out] })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (typeof out === 'number') {
        fs.closeSync(out)
        output = fs.readFileSync(logFile!, 'utf8')
      }
      if (output) process.stdout.write(`\n── ${title} ──\n${output}`)
      if (status !== 0) {
        failures.push(failure(status))
        totals.failed += 1
      }
      resolve(status === 0)
    })
  })
}

/**
 * ESLint runs beside the tests that follow it (one core of two, for about a minute, while the unit
 * and integration tests mostly wait on their databases).
 */
async function lintInBackground(): Promise<void> {
  const passed = await inBackground('eslint .', ['node_modules/eslint/bin/eslint.js', '.'], () => 'eslint .')
  console.log(passed ? '\nLint passed (eslint .)' : '\nLint failed (eslint .)')
}

const lint = !only || only === 'lint' || only === 'quick' ? lintInBackground() : Promise.resolve()

if (only === 'quick') {
  const status = run(process.execPath, ['node_modules/typescript/bin/tsc', '--noEmit'])
  if (status !== 0) {
    console.error('\nTypecheck failed (tsc --noEmit)')
    failures.push('tsc --noEmit')
    totals.failed += 1
  }
}

/** Wall-clock seconds of each phase, for the closing table: CI's tail then says where the minutes went. */
const phases: Array<{ phase: string; seconds: number }> = []
const phaseSince = (phase: string, start: number) => phases.push({ phase, seconds: (Date.now() - start) / 1000 })

/** One Vitest run of `projects`; its JSON report is `name`.json under test-results. */
function vitest(name: string, projects: string[]) {
  const start = Date.now()
  const json = path.join(results, `${name}.json`)
  fs.rmSync(json, { force: true })
  const status = run(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${json}`])
  const counts = vitestCounts(json)
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1
    failures.push(`vitest (${projects.join(', ')}) exited with ${status} (an error outside any test: see its output above)`)
  }
  add(counts)
  phaseSince(`vitest ${projects.join(', ')}`, start)
}

/**
 * The production build the system and browser tests share, made in the background while the
 * integration tests run (they mostly wait on their databases, and don't read the build). Its output
 * goes to test-results/build.log and is printed when it ends.
 */
function buildInBackground(): Promise<boolean> {
  const log = path.join(results, 'build.log')
  return inBackground(
    `the production build (${path.relative(ROOT, log)})`,
    ['scripts/lib/run-ts.mjs', 'scripts/build.ts'],
    (status) => `the production build exited with ${status} (see its output above)`,
    log,
  )
}

if (only === 'unit' || only === 'quick' || !only) vitest('vitest-unit', ['unit'])
if (only === 'quick') vitest('vitest-integration', ['integration-sqlite'])
if (only === 'integration') vitest('vitest-integration', ['integration-*'])
if (!only) {
  const built = buildInBackground()
  vitest('vitest-integration', ['integration-*'])
  // The build's own time can't be read here: `run` blocks this process's event loop, so its end is
  // only seen now. What it costs the run is the wait after the integration tests.
  const waited = Date.now()
  const builtOk = await built
  phaseSince('waiting for the production build after them', waited)
  // The system tests' set-up builds too when the build is stale; it finds this one current.
  if (builtOk) vitest('vitest-system', ['system', 'system-alone'])
}

await lint

// After the system tests, not beside them: on the slower machine class both at once took longer than
// one after the other, and two browser tests ran out of their minute (decision 194, stop 61).
if (!only || only === 'e2e') {
  const start = Date.now()
  const status = run(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], { E2E_PORT: String(await freePort()) })
  phaseSince('playwright', start)
  const counts = playwrightCounts(e2eJson)
  if (status !== 0 && counts.failed === 0) {
    counts.failed = 1
    failures.push(`playwright exited with ${status} (an error outside any test: see its output above)`)
  }
  add(counts)
}

const SLOWEST = 15
if (fileSeconds.length > 0) {
  const slowest = [...fileSeconds].sort((a, b) => b.seconds - a.seconds).slice(0, SLOWEST)
  const width = Math.max(...slowest.map(({ file }) => file.length))
  const inFiles = fileSeconds.reduce((sum, { seconds }) => sum + seconds, 0)
  console.log(`\nThe ${slowest.length} slowest test files (of ${fileSeconds.length}; a file run once per database is listed once per run):`)
  for (const { file, seconds } of slowest) console.log(`  ${file.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`)
  console.log(`  ${'all test files'.padEnd(width)}  ${inFiles.toFixed(1).padStart(7)} s`)
}
if (phases.length > 0) {
  console.log('\nPhases (wall clock):')
  for (const { phase, seconds } of phases) console.log(`  ${phase.padEnd(52)}  ${seconds.toFixed(0).padStart(5)} s`)
}
console.log(`Total time: ${((Date.now() - began) / 1000).toFixed(0)} s (${((Date.now() - began) / 60_000).toFixed(1)} min)`)

console.log(`\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
if (failures.length > 0) console.log(`Failed:\n${failures.map((name) => `  ✗ ${name}`).join('\n')}`)
process.exit(totals.failed > 0 || (totals.passed === 0 && only !== 'lint') ? 1 : 0)
