/**
 * Lead POST latency against the production server (`scripts/serve.ts`, as `npm start` and the
 * benchmark run it) on one core, like the benchmark's latency section: every post carries its own
 * form token, so every post stores a lead. With an optional V8 CPU profile of the server.
 * Builds when sources changed.
 *
 *   NODE_ENV=production node --import tsx --import ./scripts/lib/register.mjs bench/lead-profile.ts \
 *     [--profile=DIR] [--total=N] [--rounds=N] [--trace] [--floor] [--trace-gc]
 *
 * --profile writes the server's .cpuprofile to DIR; --trace prints percentiles and the slowest
 * tenth with their start times; --floor answers 415 (Next.js plus the handler's first check, no
 * database) to see what the framework alone costs; --trace-gc prints the server's GC log.
 * Run it under the heavy-work lock, like the benchmark (decision 070).
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { BENCH_TOKEN_VARIABLE, contactLeadRequest, fetchFormTokens, FORM_TOKEN_WAIT_MS } from './lead-request'
import http from 'node:http'

import { measureLatency, send } from './lib/latency'
import { percentile } from './lib/stats'
import { freePort } from '../scripts/lib/free-port'
import { serverArgs, serverEnv } from '../scripts/lib/next-server'
import { installSignalHandlers, pinSelf, processCpuMs, startProcess, stopProcess, waitForHttp } from './lib/processes'

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1]
const profileDir = arg('profile')
const total = Number(arg('total') ?? 400)
const rounds = Number(arg('rounds') ?? 1)
/** `floor`: a 415 answer from the same endpoint, i.e. Next.js plus the handler's first line. */
const floor = process.argv.includes('--floor')

installSignalHandlers()
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-leadprof-'))
const benchToken = crypto.randomBytes(32).toString('hex')
Object.assign(process.env, {
  NEXT_TELEMETRY_DISABLED: '1',
  ERPZ_DATA_DIR: dataDir,
  DATABASE_URL: process.env.DATABASE_URL ?? `file:${path.join(dataDir, 'bench.db')}`,
  ADMIN_EMAIL: 'admin@bench.test',
  ADMIN_PASSWORD: crypto.randomBytes(16).toString('hex'),
})
delete process.env.PORT
const { prepareDatabase } = await import('../src/server/platform/db/prepare')
const { default: config } = await import('../src/payload.config')
const { runSeeds } = await import('../src/server/seed')
await prepareDatabase({ config, seed: runSeeds })
const { ensureBuild } = await import('../scripts/lib/build')
ensureBuild()

pinSelf(1)
const port = await freePort()
const origin = `http://127.0.0.1:${port}`
const nodeArgs = [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []), ...(process.argv.includes('--trace-gc') ? ['--trace-gc'] : [])]
const log = fs.openSync(path.join(dataDir, 'server.log'), 'a')
const server = startProcess(
  'taskset',
  ['-c', '0', process.execPath, ...nodeArgs, ...serverArgs('start', port)],
  { env: serverEnv({ ...process.env, PORT: String(port), [BENCH_TOKEN_VARIABLE]: benchToken }), stdio: ['ignore', log, log] },
)
try {
  await waitForHttp(`${origin}/robots.txt`, 120_000, server)
  let offset = 0
  // A token stores one lead: every post gets its own (the 415 floor never reads them).
  const tokensFor = async (count: number) => {
    const tokens = floor ? Array.from({ length: count }, () => 'no-token') : await fetchFormTokens(origin, count)
    if (!floor) await new Promise((resolve) => setTimeout(resolve, FORM_TOKEN_WAIT_MS))
    return tokens
  }
  const run = async (label: string, count: number) => {
    const start = offset
    offset += count
    const tokens = await tokensFor(count)
    const cpuBefore = server.pid ? processCpuMs(server.pid) : 0
    const result = await measureLatency({
      origin,
      label,
      total: count,
      concurrency: 4,
      maxSeconds: 120,
      expectStatus: (status) => status === (floor ? 415 : 200),
      makeRequest: (i) => {
        const request = contactLeadRequest(start + i, benchToken, tokens[i]!)
        return floor ? { ...request, headers: { ...request.headers, 'content-type': 'text/plain' } } : request
      },
    })
    // The server's CPU per request: steadier than percentiles on a noisy machine (10 ms ticks).
    const cpuPerRequest = server.pid ? (processCpuMs(server.pid) - cpuBefore) / result.requests : NaN
    console.log(
      `${label}: p50 ${result.p50Ms.toFixed(1)} ms  p95 ${result.p95Ms.toFixed(1)} ms  p99 ${result.p99Ms.toFixed(1)} ms  (${result.requests})  server CPU ${cpuPerRequest.toFixed(2)} ms/request`,
    )
  }
  if (process.argv.includes('--trace')) {
    // Every request's start and duration, to see whether slow ones cluster in time.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })
    const t0 = performance.now()
    const rows: Array<[number, number]> = []
    let n = 0
    const tokens = await tokensFor(total + 100)
    await Promise.all(Array.from({ length: 4 }, async () => {
      while (n < total + 100) {
        const i = n++
        const request = contactLeadRequest(offset + i, benchToken, tokens[i]!)
        const s = performance.now()
        const reply = await send(agent, origin, floor ? { ...request, headers: { ...request.headers, 'content-type': 'text/plain' } } : request)
        rows.push([s - t0, performance.now() - s])
        if (reply.status >= 500) throw new Error(reply.body)
      }
    }))
    agent.destroy()
    offset += total + 100
    const d = rows.map((r) => r[1])
    console.log([10, 25, 50, 75, 90, 95, 99].map((p) => `p${p} ${percentile(d, p).toFixed(1)}`).join('  '))
    const p90 = percentile(d, 90)
    console.log(rows.filter((r) => r[1] >= p90).map((r) => `${r[0].toFixed(0)}:${r[1].toFixed(0)}`).join(' '))
  }
  await run('warm-up', 100)
  for (let r = 1; r <= rounds; r++) await run(`lead POST round ${r}`, total)
} finally {
  // SIGINT lets the server exit normally, so V8 writes the profile.
  if (server.pid) process.kill(-server.pid, 'SIGINT')
  await new Promise((resolve) => setTimeout(resolve, 3000))
  await stopProcess(server)
  const serverLog = fs.readFileSync(path.join(dataDir, 'server.log'), 'utf8').split('\n')
  // A discarded post is answered 200 too: the log says whether every post stored its lead.
  console.log(`posts discarded by the spam checks: ${serverLog.filter((line) => line.includes('lead discarded')).length}`)
  console.log(serverLog.filter((line) => !line.includes('"msg":"request"')).slice(process.argv.includes('--trace-gc') ? -400 : -15).join('\n'))
  fs.rmSync(dataDir, { recursive: true, force: true })
}
process.exit(0)
