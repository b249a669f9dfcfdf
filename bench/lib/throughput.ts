/**
 * Throughput against the physical limit: autocannon against the app, then against a bare
 * node:http server replaying the app's own response bytes for the same path.
 */
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import autocannon from 'autocannon'

import type { CapturedResponse } from '../limit-server'
import type { ChildProcess } from 'node:child_process'

import { startProcess, waitForHttp } from './processes'
import type { ThroughputSide } from './results'

const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding'])

/** GETs `path` the way autocannon does (no Accept-Encoding, keep-alive) and keeps the bytes. */
export function captureResponse(origin: string, urlPath: string): Promise<CapturedResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(new URL(urlPath, origin), { timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const headers: Array<[string, string]> = []
        for (let i = 0; i + 1 < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!
          if (!HOP_BY_HOP.has(name.toLowerCase())) headers.push([name, response.rawHeaders[i + 1]!])
        }
        resolve({
          path: urlPath,
          status: response.statusCode ?? 0,
          headers,
          bodyBase64: Buffer.concat(chunks).toString('base64'),
        })
      })
      response.on('error', reject)
    })
    request.on('timeout', () => request.destroy(new Error(`GET ${urlPath} timed out`)))
    request.on('error', reject)
  })
}

/** What Chromium sends with every navigation (issue 43: the throughput rows with a browser's compression). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

/** One autocannon run; bounded by `seconds` (and autocannon's own 10 s per-request timeout). */
export async function loadTest(url: string, seconds: number, connections: number, headers: Record<string, string> = {}): Promise<ThroughputSide> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10, headers })
  return {
    rps: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

const WRK = '/usr/bin/wrk'

/** The load generator `loadTestOutside` runs: Debian's wrk when installed, else autocannon in this process. */
export const outsideGenerator = (): 'wrk' | 'autocannon' => (fs.existsSync(WRK) ? 'wrk' : 'autocannon')

/** wrk's durations ("812.00us", "1.23ms", "2.01s") in milliseconds. */
function wrkMs(value: string): number {
  const match = /^([\d.]+)(us|ms|s)$/.exec(value.trim())
  if (!match) throw new Error(`wrk printed a duration it cannot read: ${value}`)
  return Number(match[1]) * { us: 0.001, ms: 1, s: 1000 }[match[2] as 'us' | 'ms' | 's']
}

/** Reads wrk's report (`--latency`): requests per second, p99, non-2xx/3xx answers and socket errors. */
export function parseWrk(output: string): ThroughputSide {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(output)
  const p99 = /^\s+99%\s+(\S+)/m.exec(output)
  if (!rps || !p99) throw new Error(`wrk's report has no requests per second or p99:\n${output}`)
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output)
  return {
    rps: Number(rps[1]),
    p99Ms: wrkMs(p99[1]!),
    non2xx: Number(/Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1] ?? 0),
    errors: errors ? errors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
  }
}

/**
 * A load test whose generator costs the machine as little as it can: wrk (C, one thread) in its own
 * process when installed, else autocannon here. For rows where the generator shares the cores it
 * measures (the scale-out row, 2 cores): autocannon spent 15–17 % of a core at 700 req/s there,
 * time the second instance could not have (decision 212).
 */
export async function loadTestOutside(url: string, seconds: number, connections: number): Promise<ThroughputSide> {
  if (outsideGenerator() === 'autocannon') return loadTest(url, seconds, connections)
  const output = await new Promise<string>((resolve, reject) => {
    execFile(WRK, ['-t1', `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '--latency', url], { timeout: (seconds + 30) * 1000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`wrk failed: ${error.message}\n${stderr}`)) : resolve(stdout),
    )
  })
  return parseWrk(output)
}

/** Starts bench/limit-server.ts pinned to `cpu`; resolves with its origin once it listens. */
export async function startLimitServer(responsesFile: string, cpu: number): Promise<{ origin: string; child: ChildProcess }> {
  const root = path.resolve(import.meta.dirname, '../..')
  const child = startProcess(
    'taskset',
    ['-c', String(cpu), process.execPath, '--import', 'tsx', path.join(root, 'bench/limit-server.ts'), responsesFile],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  )
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the limit server did not start within 30 s')), 30_000)
    let buffered = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString()
      const match = /LISTENING (\d+)/.exec(buffered)
      if (match) {
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`the limit server exited (code ${code}) before listening`))
    })
  })
  const origin = `http://127.0.0.1:${port}`
  await waitForHttp(`${origin}/`, 10_000, child)
  return { origin, child }
}

/**
 * Plain `next start` on the same build and database, pinned to `cpu`, without our server around it
 * (issue 43): the reference the throughput rows compare our server with.
 */
export async function startPlainNext(port: number, cpu: number, env: NodeJS.ProcessEnv, logFile: string): Promise<ChildProcess> {
  const root = path.resolve(import.meta.dirname, '../..')
  const fs = await import('node:fs')
  const { SERVER_NODE_FLAGS, serverEnv } = await import('../../scripts/lib/next-server')
  const log = fs.openSync(logFile, 'a')
  const child = startProcess(
    'taskset',
    ['-c', String(cpu), process.execPath, ...SERVER_NODE_FLAGS, path.join(root, 'node_modules/next/dist/bin/next'), 'start', '-p', String(port), '-H', '127.0.0.1'],
    { cwd: root, env: serverEnv({ ...env, PORT: String(port) }), stdio: ['ignore', log, log] },
  )
  fs.closeSync(log)
  await waitForHttp(`http://127.0.0.1:${port}/robots.txt`, 120_000, child)
  return child
}
