/**
 * The lead side of the fault suite (tests/system/faults*.test.ts): visitors posting contact leads
 * to a production server through its public endpoints, what the database stored, what the webhook
 * receiver got, and the one-line figure each scenario prints.
 */
import crypto from 'node:crypto'

import { createClient } from '@libsql/client'
import pg from 'pg'

import type { AppServer, Database } from './app-server'
import type { WebhookReceiver } from './webhook-receiver'

/** ERPZ_BENCH_TOKEN of the servers under test: lets the load past the per-client rate limit only. */
export const BENCH_TOKEN = crypto.randomBytes(32).toString('base64url')
const BENCH_HEADER = 'x-erpz-bench-token'
/** FORM_TOKEN.minFillMs plus a margin: a token younger than that marks a bot. */
const MIN_FILL_MS = 2_000 + 200

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Settings every fault-suite server runs with: a fast retry schedule, short timeouts and leases. */
export function faultEnv(receiver: WebhookReceiver, extra: Record<string, string> = {}): Record<string, string> {
  return {
    LEAD_WEBHOOK_URL: receiver.url,
    ERPZ_BENCH_TOKEN: BENCH_TOKEN,
    WEBHOOK_RETRY_BASE_MS: '200',
    WEBHOOK_TIMEOUT_MS: '1000',
    ERPZ_OUTBOX_LEASE_MS: '3000',
    ERPZ_JOBS_INTERVAL_SECONDS: '1',
    ...extra,
  }
}

/** Form tokens handed out by the server (GET /leads/token), usable once `MIN_FILL_MS` has passed. */
export async function formTokens(baseUrl: string, count: number): Promise<string[]> {
  const tokens: string[] = []
  while (tokens.length < count) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(25, count - tokens.length) }, async () => {
        const response = await fetch(`${baseUrl}/leads/token`)
        if (!response.ok) throw new Error(`GET /leads/token answered ${response.status}`)
        return ((await response.json()) as { token: string }).token
      }),
    )
    tokens.push(...batch)
  }
  await sleep(MIN_FILL_MS)
  return tokens
}

export const leadEmail = (scenario: string, n: number) => `${scenario}.${n}@faults.example.com`

export type PostResult = { email: string; status: number | 'error' }

/** One visitor's contact lead; `status` is the HTTP answer, or 'error' when the server was gone. */
export async function postLead(baseUrl: () => string, email: string, token: string): Promise<PostResult> {
  try {
    const response = await fetch(`${baseUrl()}/leads/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [BENCH_HEADER]: BENCH_TOKEN },
      body: JSON.stringify({
        name: 'Fault Suite',
        email,
        company: 'Crash Test Works',
        message: 'A lead posted by the fault suite.',
        website: '',
        formToken: token,
        meta: { sourcePage: '/contact' },
      }),
      signal: AbortSignal.timeout(20_000),
    })
    await response.arrayBuffer()
    return { email, status: response.status }
  } catch {
    return { email, status: 'error' }
  }
}

/** Posts leads `from`…`from + count - 1` with `concurrency` visitors at a time. */
export async function postLeads(
  baseUrl: () => string,
  scenario: string,
  tokens: string[],
  {
    from = 0,
    concurrency = 16,
    onResult,
  }: { from?: number; concurrency?: number; onResult?: (result: PostResult) => void } = {},
): Promise<PostResult[]> {
  const results: PostResult[] = []
  let next = 0
  const visitor = async () => {
    while (next < tokens.length) {
      const i = next++
      const result = await postLead(baseUrl, leadEmail(scenario, from + i), tokens[i]!)
      results.push(result)
      onResult?.(result)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, visitor))
  return results
}

/** Emails of the stored contact leads of a scenario, read from the database itself. */
export async function storedEmails(database: Database, scenario: string): Promise<Set<string>> {
  const pattern = `${scenario}.%@faults.example.com`
  const sql = 'SELECT email FROM erpz_demo_requests WHERE email LIKE '
  if (database.dialect === 'sqlite') {
    const client = createClient({ url: database.url })
    try {
      const result = await client.execute({ sql: `${sql}?`, args: [pattern] })
      return new Set(result.rows.map((row) => String(row.email)))
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const result = await client.query<{ email: string }>(`${sql}$1`, [pattern])
    return new Set(result.rows.map((row) => row.email))
  } finally {
    await client.end()
  }
}

/** Outbox items held under a live lease right now: the deliveries in flight (PostgreSQL). */
export async function leasedNow(database: Database): Promise<number> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    const result = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM erpz_outbox WHERE status = 'pending' AND lease_until > now()",
    )
    return Number(result.rows[0]?.n ?? 0)
  } finally {
    await client.end()
  }
}

const emailOf = (data: unknown) =>
  typeof data === 'object' && data !== null && 'data' in data
    ? String((data as { data: { email?: unknown } }).data.email)
    : ''

/** What the receiver accepted (answered 2xx) for a scenario: emails delivered and duplicates. */
export function deliveries(receiver: WebhookReceiver, scenario: string) {
  const accepted = receiver.received.filter(
    (hit) => hit.verified && hit.status !== undefined && hit.status >= 200 && hit.status < 300 && emailOf(hit.data).startsWith(`${scenario}.`),
  )
  const emails = new Set(accepted.map((hit) => emailOf(hit.data)))
  const ids = new Set(accepted.map((hit) => hit.id))
  return { emails, duplicates: accepted.length - ids.size, idsPerEmail: ids.size === emails.size }
}

/** Waits until every email in `expected` was delivered; returns the seconds it took. */
export async function waitDelivered(receiver: WebhookReceiver, scenario: string, expected: Set<string>, timeoutMs: number) {
  const started = Date.now()
  for (;;) {
    const { emails } = deliveries(receiver, scenario)
    if ([...expected].every((email) => emails.has(email))) return (Date.now() - started) / 1000
    if (Date.now() - started > timeoutMs) return Number.NaN
    await sleep(100)
  }
}

export type Figures = {
  sent: number
  answered2xx: number
  stored: number
  delivered: number
  duplicates: number
  drainSeconds: number
}

/** The scenario's one line, as the table reports it. */
export function printFigures(name: string, figures: Figures, note = '') {
  const line =
    `faults ${name}: sent ${figures.sent} / answered 2xx ${figures.answered2xx} / stored ${figures.stored} / ` +
    `delivered ${figures.delivered} / duplicates ${figures.duplicates} / seconds to drain ${figures.drainSeconds.toFixed(1)}` +
    (note ? ` (${note})` : '')
  console.log(line)
  return line
}

/** The server's current address (a restarted server listens on a new port). */
export const addressOf = (server: { current?: AppServer }) => () => {
  if (!server.current) throw new Error('no server')
  return server.current.url
}
