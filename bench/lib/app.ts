/** The app under test: its generated posts, its production server pinned to a core, and GETs to it. */
import { type ChildProcess } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { clearDataCache, serverArgs, serverEnv } from '../../scripts/lib/next-server'

import { onExit, startProcess, stopProcess, waitForHttp } from './processes'
import type { Skipped } from './results'
import { runTsArgs } from '../../scripts/lib/launcher'

export const ROOT = path.resolve(import.meta.dirname, '../..')
export const SERVER_CPU = 0
export const CLIENT_CPU = 1
export const POST_COUNT = 1000

export const skipped = (note: string): Skipped => ({ status: 'skipped', note })
export const message = (error: unknown) => (error instanceof Error ? error.message : String(error))

export function step(text: string): void {
  console.log(`▸ ${text}`)
}

/** Runs bench/seed-posts.ts in its own process; returns the search term, or a skip note. */
export async function seedPosts(env: NodeJS.ProcessEnv): Promise<{ status: 'seeded'; searchTerm: string } | Skipped> {
  const child = startProcess(
    process.execPath,
    runTsArgs('bench/seed-posts.ts', [String(POST_COUNT)]),
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

export async function startServer(env: NodeJS.ProcessEnv, port: number, logFile: string): Promise<ChildProcess> {
  clearDataCache()
  const log = fs.openSync(logFile, 'a')
  const child = startProcess(
    'taskset',
    // Started as `npm start` starts it (same server and Node flags), but pinned to its core.
    ['-c', String(SERVER_CPU), process.execPath, ...serverArgs('start', port)],
    { cwd: ROOT, env: serverEnv({ ...env, PORT: String(port) }), stdio: ['ignore', log, log] },
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

export async function get(origin: string, urlPath: string): Promise<{ status: number; html: string }> {
  const response = await fetch(new URL(urlPath, origin), { signal: AbortSignal.timeout(30_000), redirect: 'manual' })
  return { status: response.status, html: await response.text() }
}

/**
 * A database of the bench's own in a temp folder (migrated, seeded, plus the generated posts),
 * then the build when sources changed. The environment points the app at it from here on.
 */
export async function prepareApp(notes: string[]) {
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
  const { prepareDatabase } = await import('../../src/server/platform/db/prepare')
  const { default: config } = await import('../../src/payload.config')
  const { runSeeds } = await import('../../src/server/seed')
  await prepareDatabase({ config, seed: runSeeds })
  // Posts before the build, so pages the build prerenders from the database include them.
  step(`Seeding ${POST_COUNT} generated blog posts`)
  const seeded = await seedPosts(process.env)
  if (seeded.status === 'skipped') notes.push(`posts not seeded: ${seeded.note}`)
  step('Building when sources changed')
  const { ensureBuild } = await import('../../scripts/lib/build')
  ensureBuild()
  return { dataDir, benchToken, seeded }
}
