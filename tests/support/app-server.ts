/**
 * Production servers for the system tests, started exactly as `npm start` starts one (the same
 * script: migrations, seed, our server around Next.js), each on a fresh database and data folder,
 * in its own process group so a test can SIGTERM or SIGKILL the whole tree.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { freePort } from '../../scripts/lib/free-port'

import { createDatabase, dropDatabase } from './postgres'
import { NPM_START_ARGS } from '../../scripts/lib/launcher'

const ROOT = path.resolve(import.meta.dirname, '../..')

export const ADMIN = { email: 'admin@system.test', password: 'system-admin-password' }

export type Dialect = 'sqlite' | 'postgres'

/** The dialects this run tests: PostgreSQL only where TEST_DATABASE_URL names a server. */
export const DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite']

export type Database = { dialect: Dialect; url: string; dataDir: string; drop: () => Promise<void> }

/** Where the system tests' global set-up left a migrated and seeded database of each dialect. */
const TEMPLATE_ENV: Record<Dialect, string> = { sqlite: 'ERPZ_TEST_TEMPLATE_SQLITE', postgres: 'ERPZ_TEST_TEMPLATE_POSTGRES' }

/**
 * A fresh database (and data folder) that one or more servers can share. By default it is a copy of
 * a database that `npm start` already migrated and seeded once for this run (tests/support/
 * system-setup.ts), so a server's first start finds it current, as its every later start does.
 * `empty: true` gives an empty one, for tests of the first start itself: migrating and seeding,
 * several instances starting together, or instances each with a data folder of their own.
 */
export async function freshDatabase(dialect: Dialect, prefix = 'erpz_sys', { empty = false }: { empty?: boolean } = {}): Promise<Database> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))
  const template = empty ? undefined : process.env[TEMPLATE_ENV[dialect]]
  if (dialect === 'sqlite') {
    if (template) fs.cpSync(template, dataDir, { recursive: true })
    return {
      dialect,
      url: `file:${path.join(dataDir, 'erpz.db')}`,
      dataDir,
      drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    }
  }
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) throw new Error('TEST_DATABASE_URL is not set')
  let url: string
  if (template) {
    const { dataDir: templateDir, url: templateUrl } = JSON.parse(template) as { dataDir: string; url: string }
    fs.cpSync(templateDir, dataDir, { recursive: true })
    url = await createDatabase(admin, prefix, templateUrl)
  } else {
    url = await createDatabase(admin, prefix)
  }
  return {
    dialect,
    url,
    dataDir,
    drop: async () => {
      await dropDatabase(admin, url)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Whether this process (Vitest's main one) already prepared the templates for this run. */
export const templatesPrepared = () => DIALECTS.every((dialect) => Boolean(process.env[TEMPLATE_ENV[dialect]]))

/**
 * Migrates and seeds one database of each dialect the way `npm start` does (a server started and
 * stopped on it) and publishes where they are to the test processes, which copy them in
 * `freshDatabase`. Returns what removes them.
 */
export async function prepareTemplates(): Promise<() => Promise<void>> {
  const templates: Database[] = []
  // Both dialects at once: each start migrates and seeds in a child process that mostly computes,
  // and one after the other they held up the first system test by about 45 s (decision 214).
  const prepared = await Promise.allSettled(
    DIALECTS.map(async (dialect) => {
      const database = await freshDatabase(dialect, 'erpz_template', { empty: true })
      templates.push(database)
      const server = await startAppServer(database)
      await server.stop()
      process.env[TEMPLATE_ENV[dialect]] = dialect === 'sqlite' ? database.dataDir : JSON.stringify({ dataDir: database.dataDir, url: database.url })
    }),
  )
  const drop = async () => {
    for (const database of templates) await database.drop()
  }
  const failed = prepared.find((result) => result.status === 'rejected')
  if (failed) {
    await drop()
    throw failed.reason
  }
  return drop
}

export type AppServer = {
  url: string
  port: number
  child: ChildProcess
  /** Everything the server printed so far. */
  output: () => string
  /** The server's JSON log lines so far, parsed (a line still being written is left out). */
  logEntries: () => Array<Record<string, unknown>>
  /** SIGTERM to the process group; resolves when it has exited (SIGKILL after `graceMs`). */
  stop: (graceMs?: number) => Promise<void>
  /** SIGKILL to the whole process group, as a crash would. */
  kill: () => Promise<void>
}

export const SECRETS = {
  PAYLOAD_SECRET: 'system-test-payload-secret-0123456789abcdef',
  JWT_SECRET: 'system-test-jwt-secret-0123456789abcdef012345',
  PASSWORD_PEPPER: 'system-test-pepper-0123456789abcdef0123456789',
  WEBHOOK_SECRET: 'system-test-webhook-secret-0123456789abcdef01',
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once('exit', () => resolve()))

const running = new Set<ChildProcess>()
process.once('exit', () => {
  for (const child of running) signalGroup(child, 'SIGKILL')
})

/**
 * Starts `npm start` (the script it runs) on `database` and waits until it answers. `env` adds or
 * overrides settings; secrets are fixed so several servers on one database agree.
 */
export async function startAppServer(
  database: Database,
  { env = {}, port, readyTimeoutMs = 240_000 }: { env?: Record<string, string>; port?: number; readyTimeoutMs?: number } = {},
): Promise<AppServer> {
  const chosenPort = port ?? (await freePort())
  let output = ''
  const child = spawn(
    process.execPath,
    NPM_START_ARGS,
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        PORT: String(chosenPort),
        ERPZ_DATA_DIR: database.dataDir,
        DATABASE_URL: database.url,
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
        LOG_LEVEL: 'warn',
        // Each server here answers a handful of routes: loading each at its first request instead of
        // all at start saved about 2 s of a start's 5.5 s, and 1.3 s of its CPU (decision 214).
        ERPZ_LAZY_ROUTES: 'true',
        ...SECRETS,
        ...env,
      },
    },
  )
  running.add(child)
  child.once('exit', () => running.delete(child))
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))

  const url = `http://127.0.0.1:${chosenPort}`
  const server: AppServer = {
    url,
    port: chosenPort,
    child,
    output: () => output,
    logEntries: () =>
      output.split('\n').flatMap((line) => {
        if (!line.startsWith('{')) return []
        try {
          return [JSON.parse(line) as Record<string, unknown>]
        } catch {
          return []
        }
      }),
    stop: async (graceMs = 15_000) => {
      signalGroup(child, 'SIGTERM')
      const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
      await exited(child)
      clearTimeout(timer)
    },
    kill: async () => {
      signalGroup(child, 'SIGKILL')
      await exited(child)
    },
  }

  const deadline = Date.now() + readyTimeoutMs
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      // 'exit' can come before the last of its output: wait (briefly) for the pipes to close.
      if (child.stdout && !child.stdout.closed) {
        await Promise.race([new Promise((resolve) => child.once('close', resolve)), new Promise((resolve) => setTimeout(resolve, 2000))])
      }
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output.slice(-4000) || '(it printed nothing)'}`)
    }
    try {
      const response = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(5000) })
      if (response.ok) return server
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await server.kill()
      throw new Error(`the server was not ready within ${readyTimeoutMs / 1000} s:\n${output.slice(-4000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** Signs in to the CMS through Payload's REST API and returns the `Authorization` header value. */
export async function cmsLogin(server: AppServer, email: string, password: string): Promise<string> {
  const response = await fetch(`${server.url}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  const body = (await response.json()) as { token?: string }
  if (!response.ok || !body.token) throw new Error(`CMS login of ${email} failed: ${response.status}`)
  return `JWT ${body.token}`
}
