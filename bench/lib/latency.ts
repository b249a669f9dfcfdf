/**
 * Request latency percentiles with keep-alive clients timed by `process.hrtime` (autocannon has
 * no p95). Bounded by a request count and a time limit, whichever comes first.
 */
import http from 'node:http'

import type { Latency } from './results'
import { percentile } from './stats'

export type BenchRequest = {
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export type Reply = { status: number; body: string }

export function send(agent: http.Agent, origin: string, request: BenchRequest): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const url = new URL(request.path, origin)
    const headers: Record<string, string> = { ...request.headers }
    if (request.body !== undefined) headers['content-length'] = String(Buffer.byteLength(request.body))
    const req = http.request(url, { method: request.method, agent, headers, timeout: 30_000 }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', reject)
    })
    req.on('timeout', () => req.destroy(new Error(`${request.method} ${request.path} timed out`)))
    req.on('error', reject)
    req.end(request.body)
  })
}

export class UnexpectedStatus extends Error {}

/**
 * Sends `total` requests from `concurrency` keep-alive clients (each one request at a time);
 * `makeRequest(i)` builds request i. Any status other than `expectStatus` stops the measurement:
 * a latency of error pages is not the latency we want.
 */
export async function measureLatency(options: {
  origin: string
  label: string
  total: number
  concurrency: number
  maxSeconds: number
  expectStatus: (status: number) => boolean
  makeRequest: (i: number) => BenchRequest
}): Promise<Latency> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.concurrency })
  const durations: number[] = []
  const deadline = Date.now() + options.maxSeconds * 1000
  let next = 0
  let failure: Error | undefined
  async function client(): Promise<void> {
    while (!failure && next < options.total && Date.now() < deadline) {
      const request = options.makeRequest(next++)
      const start = process.hrtime.bigint()
      const reply = await send(agent, options.origin, request)
      const elapsed = Number(process.hrtime.bigint() - start) / 1e6
      if (!options.expectStatus(reply.status)) {
        failure = new UnexpectedStatus(
          `${options.label}: ${request.method} ${request.path} answered ${reply.status}: ${reply.body.slice(0, 200)}`,
        )
        return
      }
      durations.push(elapsed)
    }
  }
  try {
    await Promise.all(Array.from({ length: options.concurrency }, () => client()))
  } finally {
    agent.destroy()
  }
  if (failure) throw failure
  return {
    status: 'measured',
    path: options.makeRequest(0).path,
    requests: durations.length,
    concurrency: options.concurrency,
    p50Ms: percentile(durations, 50),
    p95Ms: percentile(durations, 95),
    p99Ms: percentile(durations, 99),
  }
}
