/**
 * `npm run bench`: the performance figures of the production build, side by side in one run.
 *
 *   npm run bench                  full run (3 Lighthouse runs a page, 10 s load tests)
 *   npm run bench -- --quick       1 Lighthouse run, 3 s load tests: for development
 *   npm run bench -- --check       full run, then compare with bench/budgets.json
 *   npm run bench -- --check-only  compare bench/results/latest.json with the budgets, no run
 *   npm run bench -- --only=latency,rss --pages=/,/blog
 *                                  a subset while working on one figure (sections: lighthouse,
 *                                  throughput, latency, rss; pages: Lighthouse page labels)
 *
 * Builds when needed, prepares a separate SQLite database in a temp folder (migrated, seeded, plus
 * 1,000 generated posts once the blog exists), serves it with `next start` pinned to CPU 0 while
 * this process, Chromium and autocannon stay on CPU 1. Targets are 127.0.0.1 only; every loop is
 * bounded; every process started here is stopped at the end, on error and on Ctrl-C.
 * Prints one table and writes bench/results/latest.json.
 */
import { execFileSync, type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../scripts/lib/free-port'
import { clearDataCache, serverArgs } from '../scripts/lib/next-server'

import { BENCH_TOKEN_VARIABLE, contactLeadRequest, CONTACT_LEAD_PATH, FORM_TOKEN_PATH } from './lead-request'
import { BudgetsSchema, checkBudgets, printCheck } from './lib/check'
import { firstPostPath, listPage3Path } from './lib/discover'
import { measureLatency, UnexpectedStatus, type BenchRequest } from './lib/latency'
import {
  installSignalHandlers,
  onExit,
  pinSelf,
  startProcess,
  stopAll,
  stopProcess,
  treeRssMb,
  waitForHttp,
} from './lib/processes'
import {
  LIGHTHOUSE_PAGES,
  THROUGHPUT_PAGES,
  type BenchResults,
  type Latency,
  type Skipped,
  type Throughput,
  type ThroughputSide,
} from './lib/results'
import { median } from './lib/stats'
import { renderTable, sections } from './lib/table'

const ROOT = path.resolve(import.meta.dirname, '..')
const RESULTS_FILE = path.join(ROOT, 'bench/results/latest.json')
const BUDGETS_FILE = path.join(ROOT, 'bench/budgets.json')
const SERVER_CPU = 0
const CLIENT_CPU = 1
const POST_COUNT = 1000
const WATCHDOG_MINUTES = 60

const USAGE =
  'usage: npm run bench [-- --quick] [-- --check] [-- --only=lighthouse,throughput,latency,rss] [-- --pages=/,/blog] | npm run bench -- --check-only'
const SECTIONS = ['lighthouse', 'throughput', 'latency', 'rss'] as const
type Section = (typeof SECTIONS)[number]

function listOption(argv: string[], name: string): string[] | null {
  const arg = argv.find((a) => a.startsWith(`${name}=`))
  return arg ? arg.slice(name.length + 1).split(',').filter(Boolean) : null
}

function parseArgs(argv: string[]) {
  const known = new Set(['--quick', '--check', '--check-only', '--help'])
  const unknown = argv.filter((arg) => !known.has(arg) && !arg.startsWith('--only=') && !arg.startsWith('--pages='))
  const only = listOption(argv, '--only')
  const pages = listOption(argv, '--pages')
  const badSection = (only ?? []).filter((s) => !(SECTIONS as readonly string[]).includes(s))
  const badPage = (pages ?? []).filter((p) => !(LIGHTHOUSE_PAGES as readonly string[]).includes(p))
  if (unknown.length || badSection.length || badPage.length) {
    console.error(`✖ unknown option ${[...unknown, ...badSection, ...badPage].join(' ')}\n${USAGE}`)
    process.exit(2)
  }
  return {
    quick: argv.includes('--quick'),
    check: argv.includes('--check'),
    checkOnly: argv.includes('--check-only'),
    help: argv.includes('--help'),
    /** Whether a section runs: all of them unless `--only` names some. */
    runs: (section: Section) => !only || only.includes(section),
    lighthousePages: pages ?? [...LIGHTHOUSE_PAGES],
  }
}

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8'))
}

function runCheck(results: BenchResults): number {
  const budgets = BudgetsSchema.parse(readJson(BUDGETS_FILE))
  return printCheck(checkBudgets(results, budgets), results)
}

const skipped = (note: string): Skipped => ({ status: 'skipped', note })
const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

function step(text: string): void {
  console.log(`▸ ${text}`)
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

/** Runs bench/seed-posts.ts in its own process; returns the search term, or a skip note. */
async function seedPosts(env: NodeJS.ProcessEnv): Promise<{ status: 'seeded'; searchTerm: string } | Skipped> {
  const child = startProcess(
    process.execPath,
    ['--import', 'tsx', '--import', './scripts/lib/register.mjs', 'bench/seed-posts.ts', String(POST_COUNT)],
    { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    process.stdout.write(chunk)
  })
  const timer = setTimeout(() => void stopProcess(child), 15 * 60 * 1000)
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve))
  clearTimeout(timer)
  const last = output.trim().split('\n').at(-1) ?? ''
  if (code !== 0) throw new Error(`seeding the bench posts failed (exit ${code})`)
  const seeded = /^SEEDED \d+ (\S+)/.exec(last)
  if (seeded) return { status: 'seeded', searchTerm: seeded[1]! }
  return skipped(last.replace(/^SKIPPED /, '') || 'no posts seeded')
}

async function startServer(env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<ChildProcess> {
  clearDataCache()
  const log = fs.openSync(logFile, 'a')
  const child = startProcess(
    'taskset',
    // Started as `npm start` starts it (same server and Node flags), but pinned to its core.
    ['-c', String(SERVER_CPU), process.execPath, ...serverArgs('start', port)],
    { cwd: ROOT, env: { ...env, PORT: String(port) }, stdio: ['ignore', log, log] },
  )
  fs.closeSync(log)
  try {
    await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, 120_000, child)
  } catch (error) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-20).join('\n') : ''
    throw new Error(`${message(error)}\n--- server log (last lines) ---\n${tail}`)
  }
  return child
}

async function get(origin: string, urlPath: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(urlPath, origin), { signal: AbortSignal.timeout(30_000), redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

async function latencyStep(run: () => Promise<Latency>): Promise<Latency | Skipped> {
  try {
    return await run()
  } catch (error) {
    if (error instanceof UnexpectedStatus) return skipped(error.message)
    throw error
  }
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
    console.log(renderTable(sections(results)))
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
  const settings = {
    lighthouseRuns: quick ? 1 : 3,
    autocannonSeconds: quick ? 3 : 10,
    connections: 10,
    rounds: 3,
  }
  const notes: string[] = []
  if (os.cpus().length < 2) notes.push('fewer than 2 CPUs: server and load generator share a core')

  // A database of its own, so the figures never depend on (or touch) data/erpz.db.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-bench-'))
  onExit(() => fs.rmSync(dataDir, { recursive: true, force: true }))
  const benchToken = crypto.randomBytes(32).toString('hex')
  Object.assign(process.env, {
    NEXT_TELEMETRY_DISABLED: '1',
    ERPZ_DATA_DIR: dataDir,
    DATABASE_URL: `file:${path.join(dataDir, 'bench.db')}`,
    ADMIN_EMAIL: 'admin@bench.test',
    ADMIN_PASSWORD: crypto.randomBytes(16).toString('hex'),
  })
  // PORT stays unset here: the build (and its fingerprint) must not depend on the bench port.
  delete process.env.PORT

  step('Preparing the bench database')
  const { prepareDatabase } = await import('../src/server/db/prepare')
  await prepareDatabase()
  // Posts before the build, so pages the build prerenders from the database include them.
  step(`Seeding ${POST_COUNT} generated blog posts`)
  const seeded = await seedPosts(process.env)
  if (seeded.status === 'skipped') notes.push(`posts not seeded: ${seeded.note}`)
  step('Building when sources changed')
  const { ensureBuild } = await import('../scripts/lib/build')
  ensureBuild()

  // Pinned only now: the build and the seeding may use both cores.
  if (!pinSelf(CLIENT_CPU)) notes.push(`could not pin the load generator to CPU ${CLIENT_CPU} (taskset)`)
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  const logFile = path.join(dataDir, 'server.log')
  step(`Starting the production server on ${origin} (CPU ${SERVER_CPU})`)
  const server = await startServer({ ...process.env, [BENCH_TOKEN_VARIABLE]: benchToken }, port, logFile)

  try {
    const blog = await get(origin, '/blog')
    const postPath = blog.status === 200 ? firstPostPath(blog.html) : null
    if (seeded.status === 'seeded' && !postPath) {
      notes.push(
        `${POST_COUNT} posts were seeded but /blog links none: if the build prerendered the blog from another database, rebuild (rm -rf .next) and run again`,
      )
    }
    const noPost = skipped(blog.status === 200 ? 'no post linked from /blog' : `/blog answered ${blog.status}`)
    const pagePath = (label: string) => (label === '/blog/{slug}' ? postPath : label)

    step('Warming up the pages')
    for (const label of new Set<string>([...LIGHTHOUSE_PAGES, ...THROUGHPUT_PAGES])) {
      const target = pagePath(label)
      for (let i = 0; target && i < 3; i++) await get(origin, target)
    }

    // Lighthouse
    const lighthouse: BenchResults['lighthouse'] = {}
    const { openLighthouse } = await import('./lib/lighthouse')
    const session = options.runs('lighthouse') ? await openLighthouse() : null
    try {
      for (const label of session ? options.lighthousePages : []) {
        const target = pagePath(label)
        if (!target) {
          lighthouse[label] = noPost
          continue
        }
        step(`Lighthouse ${target} (${settings.lighthouseRuns} run${settings.lighthouseRuns > 1 ? 's' : ''})`)
        try {
          lighthouse[label] = await session!.measure(target, `${origin}${target}`, settings.lighthouseRuns)
        } catch (error) {
          lighthouse[label] = skipped(`Lighthouse failed: ${message(error)}`)
        }
      }
    } finally {
      await session?.close()
    }

    // Throughput against the limit
    const throughput: BenchResults['throughput'] = {}
    const { captureResponse, loadTest, startLimitServer } = await import('./lib/throughput')
    const captured = []
    for (const label of options.runs('throughput') ? THROUGHPUT_PAGES : []) {
      const target = pagePath(label)
      if (!target) {
        throughput[label] = noPost
        continue
      }
      const response = await captureResponse(origin, target)
      if (response.status !== 200) throughput[label] = skipped(`${target} answered ${response.status}`)
      else captured.push({ label, response })
    }
    if (captured.length) {
      const responsesFile = path.join(dataDir, 'responses.json')
      fs.writeFileSync(responsesFile, JSON.stringify(captured.map((c) => c.response)))
      const limit = await startLimitServer(responsesFile, SERVER_CPU)
      try {
        const rounds = new Map<string, Array<{ app: ThroughputSide; limit: ThroughputSide }>>()
        for (let round = 1; round <= settings.rounds; round++) {
          for (const { label, response } of captured) {
            step(`Load round ${round}/${settings.rounds} ${response.path}: app, then limit`)
            const app = await loadTest(`${origin}${response.path}`, settings.autocannonSeconds, settings.connections)
            const bare = await loadTest(`${limit.origin}${response.path}`, settings.autocannonSeconds, settings.connections)
            rounds.set(label, [...(rounds.get(label) ?? []), { app, limit: bare }])
          }
        }
        for (const { label, response } of captured) {
          const list = rounds.get(label) ?? []
          const side = (pick: (r: { app: ThroughputSide; limit: ThroughputSide }) => ThroughputSide): ThroughputSide => ({
            rps: median(list.map((r) => pick(r).rps)),
            p99Ms: median(list.map((r) => pick(r).p99Ms)),
            non2xx: list.reduce((sum, r) => sum + pick(r).non2xx, 0),
            errors: list.reduce((sum, r) => sum + pick(r).errors, 0),
          })
          const result: Throughput = {
            status: 'measured',
            path: response.path,
            app: side((r) => r.app),
            limit: side((r) => r.limit),
            ratio: 0,
            rounds: list,
          }
          result.ratio = result.limit.rps > 0 ? result.app.rps / result.limit.rps : 0
          if (result.app.non2xx || result.app.errors) {
            notes.push(`${response.path}: the app answered ${result.app.non2xx} non-2xx and ${result.app.errors} errors under load`)
          }
          throughput[label] = result
        }
      } finally {
        await stopProcess(limit.child)
      }
    }

    // Latency
    const latencyOptions = {
      origin,
      concurrency: 4,
      total: quick ? 100 : 400,
      maxSeconds: quick ? 20 : 60,
    }
    const notRun = skipped('not run (--only)')
    const runLatency = options.runs('latency')
    const measureLeadPost = async (): Promise<Latency | Skipped> => {
      step('Latency: lead POST (contact)')
      const probe = await fetch(`${origin}${CONTACT_LEAD_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
        signal: AbortSignal.timeout(30_000),
      })
      await probe.arrayBuffer()
      // A page (the not-found page, or a page that accepts POST for server actions) is no endpoint.
      const probeType = probe.headers.get('content-type') ?? ''
      return probe.status === 404 || probe.status === 405 || probeType.includes('text/html')
        ? skipped(`no lead endpoint (POST answered ${probe.status} ${probeType.split(';')[0] || 'without a body type'})`)
        : await latencyStep(async () => {
            // One form token per post, as mounted forms get them (a token stores one lead), used
            // after the minimum fill time (2 s).
            const formTokens: string[] = []
            for (let i = 0; i < latencyOptions.total; i++) {
              const tokenResponse = await fetch(`${origin}${FORM_TOKEN_PATH}`, { signal: AbortSignal.timeout(30_000) })
              if (!tokenResponse.ok) throw new UnexpectedStatus(`GET ${FORM_TOKEN_PATH} answered ${tokenResponse.status}`)
              formTokens.push(((await tokenResponse.json()) as { token: string }).token)
            }
            await new Promise((resolve) => setTimeout(resolve, 2_500))
            return measureLatency({
              ...latencyOptions,
              label: 'lead POST',
              expectStatus: (status) => status >= 200 && status < 300,
              makeRequest: (i) => contactLeadRequest(i, benchToken, formTokens[i % formTokens.length]!),
            })
          })
    }
    const leadPost = runLatency ? await measureLeadPost() : notRun
    const getRequest = (target: string) => (): BenchRequest => ({ method: 'GET', path: target })
    const blogLatency = async (label: string, target: string): Promise<Latency | Skipped> => {
      if (!postPath) return skipped(`no posts (${noPost.note})`)
      step(`Latency: ${label} ${target}`)
      const first = await get(origin, target)
      if (first.status !== 200) return skipped(`${target} answered ${first.status}`)
      return latencyStep(() =>
        measureLatency({ ...latencyOptions, label, expectStatus: (s) => s === 200, makeRequest: getRequest(target) }),
      )
    }
    const searchTerm = seeded.status === 'seeded' ? seeded.searchTerm : 'planning'
    const blogListPage3 = runLatency ? await blogLatency('blog list page 3', listPage3Path(blog.html)) : notRun
    const blogSearch = runLatency ? await blogLatency('blog search', `/blog?q=${encodeURIComponent(searchTerm)}`) : notRun

    const rssMb = server.pid && options.runs('rss') ? treeRssMb(server.pid) : 0
    const results: BenchResults = {
      version: 1,
      createdAt: new Date().toISOString(),
      mode: quick ? 'quick' : 'full',
      commit: gitCommit(),
      machine: { cpus: os.cpus().length, node: process.version, chromium: (await import('./lib/lighthouse')).chromiumVersion() },
      settings,
      lighthouse,
      // In page order, whichever were measured or skipped first.
      throughput: Object.fromEntries(THROUGHPUT_PAGES.flatMap((label) => (throughput[label] ? [[label, throughput[label]]] : []))),
      latency: { leadPost, blogListPage3, blogSearch },
      rss:
        rssMb > 0
          ? { status: 'measured', mb: rssMb }
          : skipped(options.runs('rss') ? 'server process not found' : 'not run (--only)'),
      notes,
    }
    fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
    fs.writeFileSync(RESULTS_FILE, `${JSON.stringify(results, null, 2)}\n`)

    console.log(`\nERPZ benchmark — ${results.createdAt} — ${results.mode} — commit ${results.commit}`)
    console.log(renderTable(sections(results)))
    for (const note of notes) console.log(`  note: ${note}`)
    for (const page of Object.values(lighthouse)) {
      if (page.status !== 'measured') continue
      if (page.warnings.length) console.log(`  ${page.path}: below 1 in ${page.warnings.join(', ')}`)
    }
    console.log(`Written to ${path.relative(ROOT, RESULTS_FILE)}`)
    return options.check ? runCheck(results) : 0
  } finally {
    await stopProcess(server)
  }
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
