/**
 * The contact-lead request the latency measurement sends (decision 062). The benchmark POSTs
 * `contactLeadRequest(i, …)` to CONTACT_LEAD_PATH from 4 keep-alive clients.
 *
 * It passes the same spam checks a browser does: the visible fields, an empty honeypot and a signed
 * form token fetched from FORM_TOKEN_PATH like a mounted form fetches it (used once the minimum
 * fill time has passed). Rate limiting per client address would turn most of the run into 429s,
 * so the benchmark gives the server a random BENCH_TOKEN_VARIABLE in its environment and sends
 * the same value in BENCH_TOKEN_HEADER; the endpoint skips ONLY its rate limit for it. Schema,
 * honeypot, token, storing and queueing still run, so the measurement includes them.
 */
import type { ContactInput } from '../src/lib/validation/contact'
import type { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '../src/lib/validation/shared'
import { BENCH_TOKEN_HEADER } from '../src/server/platform/http/bench-header'

export const CONTACT_LEAD_PATH = '/leads/contact'
export const FORM_TOKEN_PATH = '/leads/token'
export const BENCH_TOKEN_VARIABLE = 'ERPZ_BENCH_TOKEN'

export type LeadRequest = { method: 'POST'; path: string; headers: Record<string, string>; body: string }

/** Request `i` of the run: a distinct, valid contact message (SPEC §3 fields, §5 rules). */
export function contactLeadRequest(i: number, benchToken: string, formToken: string): LeadRequest {
  return {
    method: 'POST',
    path: CONTACT_LEAD_PATH,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [BENCH_TOKEN_HEADER]: benchToken,
    },
    body: JSON.stringify(contactLeadBody(i, formToken)),
  }
}

type ContactLeadBody = ContactInput & Record<typeof HONEYPOT_FIELD, ''> & Record<typeof FORM_TOKEN_FIELD, string> & { meta: { sourcePage: string } }

/** The form's own field names (typed by the shared schema, so a renamed field fails to compile). */
export function contactLeadBody(i: number, formToken: string): ContactLeadBody {
  return {
    name: `Bench Visitor ${i + 1}`,
    email: `bench-${i + 1}@example.test`,
    company: 'Bench Manufacturing Ltd',
    message: `Benchmark contact message number ${i + 1}: please ignore.`,
    website: '',
    formToken,
    meta: { sourcePage: '/contact' },
  }
}

/**
 * `count` form tokens, one per post (a token stores one lead), fetched as mounted forms fetch
 * them; usable once the minimum fill time has passed (`FORM_TOKEN_WAIT_MS`).
 */
export async function fetchFormTokens(origin: string, count: number): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${origin}${FORM_TOKEN_PATH}`, { signal: AbortSignal.timeout(30_000) })
    if (!response.ok) throw new Error(`GET ${FORM_TOKEN_PATH} answered ${response.status}`)
    tokens.push(((await response.json()) as { token: string }).token)
  }
  return tokens
}

/** A little over the minimum fill time (2 s) a form token must be older than. */
export const FORM_TOKEN_WAIT_MS = 2_500
