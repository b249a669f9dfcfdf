/**
 * One production instance as a load balancer sees it: /readyz follows the database, and SIGTERM
 * under lead traffic drains it without losing an accepted lead (issue 15, docs/decisions/103).
 */
import { afterAll, describe, expect, it } from 'vitest'

import { formTokenIssuer } from '../support/form-tokens'
import { DIALECTS, freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { startTcpProxy } from '../support/tcp-proxy'

const BENCH_TOKEN = 'scale-out-health-bench-token-0123456789abcdef'
const METRICS_TOKEN = 'scale-out-metrics-token-0123456789'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function readyz(server: AppServer) {
  const response = await fetch(`${server.url}/readyz`, { signal: AbortSignal.timeout(10_000) })
  return { status: response.status, cacheControl: response.headers.get('cache-control'), body: (await response.json()) as unknown }
}


type Attempt = { email: string; sentAt: number; answeredAt: number; status: number | 'connection failed'; ok?: boolean }

/** `clients` loops posting contact leads until `running()` is false; every attempt is recorded. */
async function leadTraffic(url: string, formToken: () => string, clients: number, running: () => boolean, attempts: Attempt[]) {
  let n = 0
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (running()) {
        const email = `drain.${n++}@example.com`
        const sentAt = Date.now()
        try {
          const response = await fetch(`${url}/leads/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-erpz-bench-token': BENCH_TOKEN },
            body: JSON.stringify({ name: 'Drain Test', email, company: 'Acme Forge', message: 'Hello there.', website: '', formToken: formToken() }),
          })
          const body = (await response.json().catch(() => ({}))) as { ok?: boolean }
          attempts.push({ email, sentAt, answeredAt: Date.now(), status: response.status, ok: body.ok })
        } catch {
          attempts.push({ email, sentAt, answeredAt: Date.now(), status: 'connection failed' })
          await sleep(20)
        }
      }
    }),
  )
}

describe.each(DIALECTS)('one instance behind a load balancer (%s)', (dialect) => {
  const cleanup: Array<() => Promise<void>> = []
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step()
  })

  it('answers /readyz with what it checked, never cached, and is not in the sitemap; logs and metrics', async () => {
    const database = await freshDatabase(dialect, 'erpz_ready')
    cleanup.push(database.drop)
    const server = await startAppServer(database, { env: { LOG_LEVEL: 'info', METRICS_TOKEN } })
    cleanup.push(() => server.kill())

    const ready = await readyz(server)
    expect(ready).toEqual({
      status: 200,
      cacheControl: 'no-store',
      body: { ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'not configured', storage: 'not configured' } },
    })
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    expect(sitemap).toContain('<urlset')
    expect(sitemap).not.toMatch(/readyz|healthz|metrics/)

    // A JSON log line per request, with the id the response carries; a client cannot choose it.
    const page = await fetch(`${server.url}/pricing?token=secret-in-query`, { headers: { 'x-request-id': 'forged-by-client' } })
    const requestId = page.headers.get('x-request-id')
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/)
    await sleep(200)
    expect(server.logEntries().find((line) => line.reqId === requestId)).toMatchObject({ msg: 'request', method: 'GET', path: '/pricing', status: 200 })
    expect(server.output()).not.toContain('secret-in-query')
    expect(server.output()).not.toContain('forged-by-client')

    expect((await fetch(`${server.url}/metrics`)).status).toBe(401)
    expect((await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer wrong-token-0123456789' } })).status).toBe(401)
    const metrics = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
    expect(metrics.status).toBe(200)
    const text = await metrics.text()
    expect(text).toMatch(/erpz_http_request_duration_seconds_count\{route="\/pricing",method="GET",status="2xx"\} [1-9]/)
    expect(text).toContain('erpz_lead_queue_depth{collection="erpz-demo-requests"} 0')
    expect(text).toContain('erpz_lead_oldest_pending_age_seconds{collection="erpz-news-letters"} 0')
    expect(text).toContain('erpz_webhook_deliveries{outcome="delivered"} 0')
  })

  it('drains on SIGTERM under lead traffic: every accepted lead is stored, exit within 10 s', async () => {
    const database = await freshDatabase(dialect, 'erpz_drain')
    cleanup.push(database.drop)
    // At info level the server logs the moment it begins to drain ('draining in-flight requests').
    const server = await startAppServer(database, { env: { ERPZ_BENCH_TOKEN: BENCH_TOKEN, LOG_LEVEL: 'info' } })
    cleanup.push(() => server.kill())
    const token = await formTokenIssuer()

    const attempts: Attempt[] = []
    let running = true
    const traffic = leadTraffic(server.url, token, 8, () => running, attempts)
    await sleep(2_000)
    const signalledAt = Date.now()
    await server.stop(20_000)
    const exitMs = Date.now() - signalledAt
    await sleep(300) // clients now meet a closed port
    running = false
    await traffic

    expect(server.child.exitCode, server.output().slice(-2000)).toBe(0)
    expect(exitMs).toBeLessThan(10_000)
    expect(server.output()).not.toContain('drain deadline reached')
    const answered = attempts.filter((a) => a.status !== 'connection failed')
    // Nothing but success: a request the server took is answered, never dropped or failed.
    expect(answered.filter((a) => a.status !== 200 || !a.ok)).toEqual([])
    const duringDrain = answered.filter((a) => a.answeredAt > signalledAt)
    expect(duringDrain.length).toBeGreaterThan(0)
    // Once it drains it takes nothing new: no request sent 200 ms after the drain began was answered.
    // The drain begins when the server's event loop runs its SIGTERM handler: on a loaded two-core
    // machine that can be a few hundred ms after the signal (stop 53's full run: 230 ms), so that
    // delay has its own, looser bound, and the 200 ms counts from the drain itself.
    const drainLine = server.logEntries().find((entry) => entry.msg === 'draining in-flight requests')
    expect(drainLine?.time, 'the server logged the start of its drain').toBeTypeOf('number')
    const drainedAt = drainLine!.time as number
    expect(drainedAt - signalledAt).toBeLessThan(2_000)
    expect(attempts.filter((a) => a.sentAt > Math.max(signalledAt, drainedAt) + 200 && a.status !== 'connection failed')).toEqual([])

    const stored = new Set(
      (await queryRows<{ email: string }>(database, 'select email from erpz_demo_requests')).map((row) => row.email),
    )
    const lost = answered.filter((a) => !stored.has(a.email)).map((a) => a.email)
    expect(lost).toEqual([])
    expect(stored.size).toBe(answered.length)
    console.log(`[${dialect}] ${answered.length} leads accepted (${duringDrain.length} answered during the drain), exit after ${exitMs} ms`)
  })

  it.runIf(dialect === 'postgres')('goes unready when PostgreSQL is unreachable and ready again when it returns', async () => {
    const database: Database = await freshDatabase(dialect, 'erpz_cut')
    cleanup.push(database.drop)
    const target = new URL(database.url)
    const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    cleanup.push(proxy.close)
    const server = await startAppServer(database, { env: { DATABASE_URL: proxy.via(database.url) } })
    cleanup.push(() => server.kill())

    expect((await readyz(server)).status).toBe(200)
    await proxy.cut()
    const down = await readyz(server)
    expect(down.status).toBe(503)
    expect(down.body).toMatchObject({ ready: false, checks: { database: 'failed' } })
    // Liveness is not readiness: the process is fine and must not be restarted for this.
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200)

    await proxy.restore()
    const deadline = Date.now() + 15_000
    let back = await readyz(server)
    while (back.status !== 200 && Date.now() < deadline) {
      await sleep(250)
      back = await readyz(server)
    }
    expect(back.status).toBe(200)
    expect((await fetch(`${server.url}/blog`)).status).toBe(200)
    expect(server.child.exitCode).toBeNull()
  })
})
