/**
 * The analytics rows (issue 29): ingestion of beacon events on one instance (events/s and latency
 * under autocannon's load) and the dashboard's report over 1,000,000 generated events.
 *
 * The events are generated in the bench's SQLite database by one SQL statement (a recursive
 * series): 30 days up to now, about 8,000 visitors a day, pages, sources, campaigns, devices and
 * every funnel step. The server's own maintenance pass rolls up the closed days (decision 182), as
 * it would in production; the report is then read as the admin's export reads it.
 */
import { createClient } from '@libsql/client'
import autocannon from 'autocannon'

import { BENCH_TOKEN_HEADER } from '../../src/server/platform/http/bench-header'

import { percentile } from './stats'
import type { Skipped } from './results'

export const GENERATED_EVENTS = 1_000_000
const DAYS = 30
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36'
const READS = 20

export type Ingestion = { status: 'measured'; seconds: number; connections: number; eventsPerSecond: number; p50Ms: number; p95Ms: number; p99Ms: number; failed: number }
export type DashboardRead = { status: 'measured'; events: number; days: number; requests: number; p50Ms: number; p95Ms: number }
export type AnalyticsResults = { ingestion: Ingestion | Skipped; dashboard7: DashboardRead | Skipped; dashboard30: DashboardRead | Skipped }

/** POST /analytics/event for `seconds` with `connections` clients: every answer must be 202. */
export async function measureIngestion(origin: string, benchToken: string, seconds: number, connections: number): Promise<Ingestion> {
  const times: number[] = []
  let failed = 0
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${origin}/analytics/event`,
        method: 'POST',
        connections,
        duration: seconds,
        headers: { 'content-type': 'application/json', 'user-agent': BROWSER, [BENCH_TOKEN_HEADER]: benchToken },
        body: JSON.stringify({ name: 'pageview', url: '/blog?utm_source=linkedin&utm_campaign=pharma', referrer: 'https://www.google.com/' }),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    )
    instance.on('response', (_client, status, _bytes, responseTime) => {
      if (status === 202) times.push(responseTime)
      else failed += 1
    })
  })
  failed += result.errors + result.timeouts
  times.sort((a, b) => a - b)
  return {
    status: 'measured',
    seconds,
    connections,
    eventsPerSecond: times.length / seconds,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    p99Ms: percentile(times, 99),
    failed,
  }
}

/** One statement that writes `count` events spread over the last 30 days, the newest now. */
export async function generateEvents(databaseUrl: string, count: number, now = Date.now()): Promise<void> {
  const db = createClient({ url: databaseUrl })
  try {
    await db.execute('PRAGMA busy_timeout = 30000')
    const startSeconds = Math.floor(now / 1000) - DAYS * 86_400
    const stepMs = Math.floor((DAYS * 86_400 * 1000) / count)
    await db.execute({
      sql: `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1)
        INSERT INTO erpz_analytics_events (occurred_at, name, path, utm_source, utm_medium, utm_campaign, referrer_host, device, visitor_id)
        SELECT strftime('%Y-%m-%dT%H:%M:%fZ', ? + (i * ?) / 1000.0, 'unixepoch'),
          CASE WHEN i % 53 = 0 THEN 'form_submitted' WHEN i % 97 = 0 THEN 'booking_made' WHEN i % 211 = 0 THEN 'sign_up'
               WHEN i % 401 = 0 THEN 'workspace_ready' WHEN i % 7 = 0 THEN 'cta_click' ELSE 'pageview' END,
          '/page-' || ((i * 7919) % 300),
          CASE (i / 4) % 5 WHEN 0 THEN 'linkedin' WHEN 1 THEN 'google' WHEN 2 THEN 'newsletter' ELSE NULL END,
          NULL,
          CASE (i / 4) % 10 WHEN 0 THEN 'pharma' WHEN 1 THEN 'auto-parts' WHEN 2 THEN 'textiles' ELSE NULL END,
          CASE (i / 4) % 7 WHEN 0 THEN 'www.google.com' WHEN 1 THEN 'www.bing.com' ELSE NULL END,
          CASE (i / 4) % 3 WHEN 0 THEN 'mobile' ELSE 'desktop' END,
          printf('%016x', i / 4)
        FROM n`,
      args: [count, startSeconds, stepMs],
    })
  } finally {
    db.close()
  }
}

/** Waits until the server's maintenance pass has rolled up every closed day of the generated events. */
export async function waitForRollups(databaseUrl: string, timeoutMs: number, now = new Date()): Promise<boolean> {
  const db = createClient({ url: databaseUrl })
  const today = now.toISOString().slice(0, 10)
  const first = new Date(now.getTime() - DAYS * 86_400_000).toISOString().slice(0, 10)
  try {
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline) {
      const { rows } = await db.execute({
        sql: `SELECT COUNT(*) AS days FROM erpz_analytics_daily WHERE dimension = 'total' AND day >= ? AND day < ?`,
        args: [first, today],
      })
      if (Number(rows[0]?.days) >= DAYS) return true
      await new Promise((resolve) => setTimeout(resolve, 2000))
    }
    return false
  } finally {
    db.close()
  }
}

/** Signs in as the bench's admin; the JWT the export reads. */
export async function adminJwt(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/users/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) })
  if (!response.ok) throw new Error(`admin sign-in answered ${response.status}`)
  return ((await response.json()) as { token: string }).token
}

/** The dashboard's report for the last `days` days, read `READS` times one after another. */
export async function measureDashboardRead(origin: string, jwt: string, days: number, events: number): Promise<DashboardRead> {
  const to = new Date().toISOString().slice(0, 10)
  const from = new Date(Date.now() - (days - 1) * 86_400_000).toISOString().slice(0, 10)
  const url = `${origin}/analytics/export.csv?table=campaigns&from=${from}&to=${to}`
  const times: number[] = []
  for (let i = 0; i < READS + 2; i++) {
    const started = process.hrtime.bigint()
    const response = await fetch(url, { headers: { authorization: `JWT ${jwt}` } })
    const body = await response.text()
    const ms = Number(process.hrtime.bigint() - started) / 1e6
    if (response.status !== 200 || !body.includes('pharma')) throw new Error(`the analytics export answered ${response.status}: ${body.slice(0, 200)}`)
    if (i >= 2) times.push(ms) // two warm-up reads
  }
  times.sort((a, b) => a - b)
  return { status: 'measured', events, days, requests: READS, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95) }
}
