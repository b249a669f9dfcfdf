/**
 * Lead load check: 1,000 contact posts from 4 concurrent clients through the lead endpoint
 * handler (served by node:http on 127.0.0.1), then the outbox drained by the outbox worker to a
 * local webhook receiver. Prints POST p50/p95 and confirms nothing was lost. Bounded: fixed count, 127.0.0.1
 * only, a throwaway SQLite database (or DATABASE_URL if given), 3-minute ceiling.
 *
 *   node --import tsx --import ./scripts/lib/register.mjs bench/lead-load.ts
 */
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

const TOTAL = 1000
const CLIENTS = 4
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-bench-'))
Object.assign(process.env, {
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  ERPZ_DATA_DIR: dataDir,
  ERPZ_JOBS_AUTORUN: 'false',
  // The benchmark's own token lets the load past the per-client limit (decision 062).
  ERPZ_BENCH_TOKEN: 'lead-load-bench-token-0123456789abcdef0123',
  DATABASE_URL: process.env.DATABASE_URL ?? `file:${path.join(dataDir, 'bench.db')}`,
})
const deadline = setTimeout(() => {
  console.error('bench: gave up after 3 minutes')
  process.exit(2)
}, 180_000)

const { getPayload } = await import('payload')
const { env } = await import('../src/env')
const { default: config } = await import('../src/payload.config')
const { closePayload, migrateDatabase } = await import('../src/server/platform/db/prepare')
const { leadEndpoint } = await import('../src/server/leads/http')
const { issueFormToken } = await import('../src/server/platform/http/form-token')
const { startOutboxWorker, workerOptionsFromEnv } = await import('../src/server/platform/outbox')
const { OUTBOX_KINDS } = await import('../src/server/worker')
const { startWebhookReceiver } = await import('../tests/support/webhook-receiver')

const receiver = await startWebhookReceiver(env.WEBHOOK_SECRET)
env.LEAD_WEBHOOK_URL = receiver.url
const payload = await getPayload({ config })
const handleContact = leadEndpoint('contact')
await migrateDatabase(payload)

// The endpoint handler behind a plain HTTP server, so each POST pays for a real socket round trip.
const server = http.createServer(async (req, res) => {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const headers = new Headers()
  for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers.set(key, value)
  const response = await handleContact(
    new Request(`http://127.0.0.1${req.url}`, { method: 'POST', headers, body: Buffer.concat(chunks) }),
  )
  res.writeHead(response.status, { 'content-type': 'application/json' })
  res.end(await response.text())
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/leads/contact`

const timings: number[] = []
let next = 0
let failures = 0
async function client() {
  while (next < TOTAL) {
    const n = next++
    const body = JSON.stringify({
      name: `Load Test ${n}`,
      email: `load.${n}@example.com`,
      company: 'Bench Works',
      message: 'Load test lead, please ignore.',
      website: '',
      formToken: issueFormToken(Date.now() - 3_000),
      meta: { sourcePage: '/contact' },
    })
    const started = performance.now()
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-erpz-bench-token': 'lead-load-bench-token-0123456789abcdef0123' },
      body,
    })
    await response.arrayBuffer()
    timings.push(performance.now() - started)
    if (response.status !== 200) failures++
  }
}
const wall = performance.now()
await Promise.all(Array.from({ length: CLIENTS }, client))
const wallMs = performance.now() - wall

const sorted = [...timings].sort((a, b) => a - b)
const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
const stored = (await payload.count({ collection: 'erpz-demo-requests', overrideAccess: true })).totalDocs

// The server's own outbox worker, started once every lead is stored, so the drain is timed alone.
const drainStart = performance.now()
const worker = startOutboxWorker(payload, { ...workerOptionsFromEnv(), kinds: OUTBOX_KINDS })
while (new Set(receiver.received.map((r) => r.id)).size < stored) {
  await new Promise((resolve) => setTimeout(resolve, 20))
}
const drainMs = performance.now() - drainStart
await worker.stop()
const delivered = new Set(receiver.received.filter((r) => r.verified).map((r) => r.id)).size
const lost = TOTAL - Math.min(stored, delivered)

console.log(`lead POST x${TOTAL}, ${CLIENTS} concurrent clients, ${env.dialect}`)
console.log(`  p50 ${pct(50).toFixed(1)} ms   p95 ${pct(95).toFixed(1)} ms   max ${sorted.at(-1)!.toFixed(1)} ms   (${((TOTAL / wallMs) * 1000).toFixed(0)} req/s)`)
console.log(`  non-200 answers: ${failures}`)
console.log(`  stored ${stored}/${TOTAL}, delivered ${delivered}/${TOTAL} (signed, distinct webhook-ids) in ${(drainMs / 1000).toFixed(1)} s`)
console.log(lost === 0 && failures === 0 ? '  0 lost' : `  LOST ${lost}`)

clearTimeout(deadline)
server.close()
await receiver.close()
await closePayload(payload)
fs.rmSync(dataDir, { recursive: true, force: true })
process.exit(lost === 0 && failures === 0 ? 0 : 1)
