/**
 * `npm run bench`: the performance figures of the production build, side by side in one run.
 *
 *   npm run bench                  full run (3 Lighthouse runs a page, 10 s load tests)
 *   npm run bench -- --quick       1 Lighthouse run, 3 s load tests: for development
 *   npm run bench -- --check       full run, then compare with bench/budgets.json
 *   npm run bench -- --check-only  compare bench/results/latest.json with the budgets, no run
 *   npm run bench -- --only=latency,rss --pages=/,/blog
 *                                  a subset while working on one figure (sections: lighthouse,
 *                                  throughput, scaleout, latency, rss, analytics, livehelp; pages: Lighthouse
 *                                  page labels)
 *
 * Builds when needed, prepares a separate SQLite database in a temp folder (migrated, seeded, plus
 * 1,000 generated posts once the blog exists), serves it with `next start` pinned to CPU 0 while
 * this process, Chromium and autocannon stay on CPU 1. Targets are 127.0.0.1 only; every loop is
 * bounded; every process started here is stopped at the end, on error and on Ctrl-C.
 * The scale-out row (bench/lib/scale-out.ts) starts two more instances on PostgreSQL and Redis
 * behind HAProxy, pinned to CPU 0 and CPU 1.
 * Prints one table and writes bench/results/latest.json.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../scripts/lib/free-port'

import { BENCH_TOKEN_VARIABLE } from './lead-request'
import { CLIENT_CPU, get, POST_COUNT, prepareApp, ROOT, SERVER_CPU, skipped, startServer, step } from './lib/app'
import type { AnalyticsResults } from './lib/analytics'
import { BudgetsSchema, checkBudgets, printCheck } from './lib/check'
import { firstPostPath } from './lib/discover'
import { formatLcp } from './lib/lcp'
import { parseArgs, USAGE } from './lib/options'
import { installSignalHandlers, pinSelf, stopAll, stopProcess } from './lib/processes'
import { treeRssMb } from '../tests/support/process-memory'
import { LIGHTHOUSE_PAGES, THROUGHPUT_PAGES, type BenchResults } from './lib/results'
import { measureLatencies, measureLighthouse, measureThroughput, measureVsNext, type Settings, type Target } from './lib/sections'
import { chromiumLine, renderTable, sections, stalledPaints } from './lib/table'

const RESULTS_FILE = path.join(ROOT, 'bench/results/latest.json')
const BUDGETS_FILE = path.join(ROOT, 'bench/budgets.json')
// The twins doubled the Lighthouse runs, and the check adds the long soak (≥ 300 s) after the runs.
const WATCHDOG_MINUTES = 90

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

function runCheck(results: BenchResults): number {
  const budgets = BudgetsSchema.parse(readJson(BUDGETS_FILE))
  return printCheck(checkBudgets(results, budgets), results)
}

/**
 * The hostile-traffic soak in its long form (20,000 made-up URLs for at least 300 s): `npm test`
 * runs it bounded by count (decision 194), the full check runs it as it was.
 */
function runLongSoak(): number {
  step('The long hostile-traffic soak (npm run test:soak)')
  const result = spawnSync('npm', ['run', 'test:soak'], { cwd: ROOT, stdio: 'inherit' })
  const status = result.status ?? 1
  console.log(status === 0 ? '  ✓ long soak passed' : `  ✗ long soak failed (exit ${status})`)
  return status
}

function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim()
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: ROOT, encoding: 'utf8' }).trim()
    return dirty ? `${head}+changes` : head
  } catch {
    return 'unknown'
  }
}

/** The table, the notes and where the results went. */
function report(results: BenchResults): void {
  console.log(`\nERPZ benchmark — ${results.createdAt} — ${results.mode} — commit ${results.commit}`)
  console.log(chromiumLine(results))
  console.log(renderTable(sections(results)))
  for (const line of stalledPaints(results)) console.log(`  ${line}`)
  for (const note of results.notes) console.log(`  note: ${note}`)
  for (const page of Object.values(results.lighthouse)) {
    if (page.status !== 'measured') continue
    if (page.warnings.length) console.log(`  ${page.path}: below 1 in ${page.warnings.join(', ')}`)
  }
  for (const page of Object.values(results.lighthouse)) {
    if (page.status === 'measured' && page.lcp) console.log(formatLcp(page.path, page.lcp).join('\n'))
  }
  console.log(`Written to ${path.relative(ROOT, RESULTS_FILE)}`)
}

async function main(): Promise<number> {
  const options = parseArgs(process.argv.slice(2))
  if (options.help) {
    console.log(USAGE)
    return 0
  }
  if (options.checkOnly) {
    if (!fs.existsSync(RESULTS_FILE)) {
      console.error(`✖ ${path.relative(ROOT, RESULTS_FILE)} does not exist: run \`npm run bench\` first`)
      return 2
    }
    const results = readJson(RESULTS_FILE) as BenchResults
    console.log(`Results of ${results.createdAt} (${results.mode}, commit ${results.commit})`)
    console.log(chromiumLine(results))
    console.log(renderTable(sections(results)))
    for (const line of stalledPaints(results)) console.log(`  ${line}`)
    return runCheck(results)
  }
  if (process.env.NODE_ENV !== 'production') {
    console.error('✖ The benchmark measures the production build only: run it as `npm run bench` (NODE_ENV=production).')
    return 2
  }

  installSignalHandlers()
  const watchdog = setTimeout(() => {
    console.error(`✖ The benchmark ran longer than ${WATCHDOG_MINUTES} minutes: stopping.`)
    void stopAll().finally(() => process.exit(1))
  }, WATCHDOG_MINUTES * 60 * 1000)
  watchdog.unref()

  const quick = options.quick
  const settings: Settings = {
    lighthouseRuns: quick ? 1 : 3,
    autocannonSeconds: quick ? 3 : 10,
    connections: 10,
    rounds: 3,
  }
  const notes: string[] = []
  if (os.cpus().length < 2) notes.push('fewer than 2 CPUs: server and load generator share a core')

  const { dataDir, benchToken, seeded } = await prepareApp(notes)

  // Pinned only now: the build and the seeding may use both cores.
  if (!pinSelf(CLIENT_CPU)) notes.push(`could not pin the load generator to CPU ${CLIENT_CPU} (taskset)`)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const logFile = path.join(dataDir, 'server.log')
  step(`Starting the production server on ${origin} (CPU ${SERVER_CPU})`)
  // The server's own address is the one the pages are measured at: the beacon's events name that
  // origin, and the server refuses (422, a console error in the page) events about another site.
  const server = await startServer({ ...process.env, PUBLIC_URL: origin, [BENCH_TOKEN_VARIABLE]: benchToken }, port, logFile)

  try {
    const blog = await get(origin, '/blog')
    const postPath = blog.status === 200 ? firstPostPath(blog.html) : null
    if (seeded.status === 'seeded' && !postPath) {
      notes.push(
        `${POST_COUNT} posts were seeded but /blog links none: if the build prerendered the blog from another database, rebuild (rm -rf .next) and run again`,
      )
    }
    const target: Target = {
      origin,
      pagePath: (label) => (label === '/blog/{slug}' ? postPath : label),
      noPost: skipped(blog.status === 200 ? 'no post linked from /blog' : `/blog answered ${blog.status}`),
      notes,
    }

    step('Warming up the pages')
    for (const label of new Set<string>([...LIGHTHOUSE_PAGES, ...THROUGHPUT_PAGES])) {
      const pagePath = target.pagePath(label)
      for (let i = 0; pagePath && i < 3; i++) await get(origin, pagePath)
    }

    const { pages: lighthouse, disabledFeatures, flags: chromiumFlags } = await measureLighthouse(
      target,
      options.runs('lighthouse') ? options.lighthousePages : [],
      settings.lighthouseRuns,
      benchToken,
    )
    const throughput = options.runs('throughput') ? await measureThroughput(target, settings, dataDir) : {}
    const vsNext = options.runs('throughput')
      ? await measureVsNext(target, settings, dataDir, { ...process.env, PUBLIC_URL: origin, [BENCH_TOKEN_VARIABLE]: benchToken })
      : undefined

    // One instance vs two behind the proxy
    let scaleOut: BenchResults['scaleOut']
    let liveHelpAcross: NonNullable<BenchResults['liveHelp']>['acrossInstances']
    if (options.runs('scaleout')) {
      const pages = THROUGHPUT_PAGES.flatMap((label) => {
        const pagePath = target.pagePath(label)
        return pagePath ? [{ label, path: pagePath }] : []
      })
      const { measureScaleOut } = await import('./lib/scale-out')
      const admin = { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! }
      scaleOut = await measureScaleOut({
        alsoOnTwo: options.runs('livehelp')
          ? async (a, b) => {
              step('Scale-out: Live Help messages posted to B, delivered on A')
              const { measureAcrossInstances } = await import('./lib/live-help')
              liveHelpAcross = await measureAcrossInstances(a, b, admin).catch((error: unknown) => skipped(`failed: ${(error as Error).message}`))
            }
          : undefined,
        pages,
        postCount: POST_COUNT,
        seconds: settings.autocannonSeconds,
        connections: settings.connections,
        rounds: settings.rounds,
        step,
      })
    }

    const notRun = skipped('not run (--only)')
    const latency = options.runs('latency')
      ? await measureLatencies(target, {
          quick,
          benchToken,
          blogHtml: blog.html,
          searchTerm: seeded.status === 'seeded' ? seeded.searchTerm : 'planning',
        })
      : { leadPost: notRun, leadPostBaseline: notRun, blogListPage3: notRun, blogSearch: notRun, blogSearchUncached: notRun }

    const rssMb = server.pid && options.runs('rss') ? treeRssMb(server.pid) : 0
    // After the RSS figure: a million generated events are not what the page budgets measure.
    const analytics = options.runs('analytics') ? await measureAnalytics(origin, benchToken, settings) : undefined
    let liveHelp: BenchResults['liveHelp']
    if (options.runs('livehelp')) {
      step('Live Help: visitor messages to the inbox stream, 1,000 idle streams')
      const { measureLiveHelp } = await import('./lib/live-help')
      liveHelp = await measureLiveHelp(origin, server.pid, ROOT, { email: process.env.ADMIN_EMAIL!, password: process.env.ADMIN_PASSWORD! })
      liveHelp.acrossInstances = liveHelpAcross ?? skipped(options.runs('scaleout') ? 'the scale-out section was skipped' : 'not run (--only: add scaleout)')
    }
    const results: BenchResults = {
      version: 1,
      createdAt: new Date().toISOString(),
      mode: quick ? 'quick' : 'full',
      commit: gitCommit(),
      machine: {
        cpus: os.cpus().length,
        node: process.version,
        chromium: (await import('./lib/lighthouse')).chromiumVersion(),
        ...(disabledFeatures ? { chromiumDisabledFeatures: disabledFeatures } : {}),
        ...(chromiumFlags ? { chromiumFlags } : {}),
      },
      settings,
      lighthouse,
      // In page order, whichever were measured or skipped first.
      throughput: Object.fromEntries(THROUGHPUT_PAGES.flatMap((label) => (throughput[label] ? [[label, throughput[label]]] : []))),
      ...(vsNext ? { vsNext } : {}),
      ...(scaleOut ? { scaleOut } : {}),
      latency,
      rss:
        rssMb > 0
          ? { status: 'measured', mb: rssMb }
          : skipped(options.runs('rss') ? 'server process not found' : 'not run (--only)'),
      ...(analytics ? { analytics } : {}),
      ...(liveHelp ? { liveHelp } : {}),
      notes,
    }
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)

    report(results)
    if (!options.check) return 0
    const budgetsFailed = runCheck(results)
    return runLongSoak() || budgetsFailed
  } finally {
    await stopProcess(server)
  }
}

/** Issue 29's rows (bench/lib/analytics.ts): the dashboard over 1,000,000 events, then ingestion. */
async function measureAnalytics(origin: string, benchToken: string, settings: Settings): Promise<AnalyticsResults> {
  const analytics = await import('./lib/analytics')
  const databaseUrl = process.env.DATABASE_URL!
  step(`Generating ${analytics.GENERATED_EVENTS.toLocaleString('en-US')} analytics events over 30 days`)
  await analytics.generateEvents(databaseUrl, analytics.GENERATED_EVENTS)
  step('Waiting for the server to roll up the closed days')
  let dashboard7: AnalyticsResults['dashboard7'] = skipped('the closed days were not rolled up within 5 minutes')
  let dashboard30: AnalyticsResults['dashboard30'] = dashboard7
  if (await analytics.waitForRollups(databaseUrl, 5 * 60_000)) {
    const jwt = await analytics.adminJwt(origin, process.env.ADMIN_EMAIL!, process.env.ADMIN_PASSWORD!)
    step('Reading the dashboard’s report, 7 and 30 days')
    dashboard7 = await analytics.measureDashboardRead(origin, jwt, 7, analytics.GENERATED_EVENTS)
    dashboard30 = await analytics.measureDashboardRead(origin, jwt, 30, analytics.GENERATED_EVENTS)
  }
  step(`Posting beacon events for ${settings.autocannonSeconds} s × ${settings.connections} connections`)
  const ingestion = await analytics.measureIngestion(origin, benchToken, settings.autocannonSeconds, settings.connections)
  return { ingestion, dashboard7, dashboard30 }
}

let exitCode = 1
try {
  exitCode = await main()
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
} finally {
  await stopAll()
}
process.exit(exitCode)
