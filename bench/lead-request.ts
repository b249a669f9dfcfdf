/**
 * The contact-lead request the latency measurement sends: the hook the lead endpoint's owner
 * finishes. The benchmark POSTs `contactLeadRequest(i)` to CONTACT_LEAD_PATH from 4 keep-alive
 * clients; a 404 on the first request means "no lead endpoint yet" and the step is skipped.
 *
 * Spam checks: the request fills only the visible fields, leaves any honeypot empty and claims
 * the form was opened a minute ago (for a minimum-fill-time check). Rate limiting per client
 * address would turn most of the run into 429s, so the benchmark gives the server a random
 * BENCH_TOKEN_VARIABLE in its environment and sends the same value in BENCH_TOKEN_HEADER. An
 * endpoint may skip ONLY its rate limit when the server has that variable set and the header
 * matches it exactly (compare with crypto.timingSafeEqual); the schema and honeypot still run, so
 * the measurement includes them. Production never sets the variable.
 */
export const CONTACT_LEAD_PATH = '/leads/contact'
export const BENCH_TOKEN_VARIABLE = 'ERPZ_BENCH_TOKEN'
export const BENCH_TOKEN_HEADER = 'x-erpz-bench-token'

export type LeadRequest = { method: 'POST'; path: string; headers: Record<string, string>; body: string }

/** Request `i` of the run: a distinct, valid contact message (SPEC §3 fields, §5 rules). */
export function contactLeadRequest(i: number, benchToken: string): LeadRequest {
  return {
    method: 'POST',
    path: CONTACT_LEAD_PATH,
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      [BENCH_TOKEN_HEADER]: benchToken,
    },
    body: JSON.stringify({
      name: `Bench Visitor ${i + 1}`,
      email: `bench-${i + 1}@example.test`,
      company_name: 'Bench Manufacturing Ltd',
      message: `Benchmark contact message number ${i + 1}: please ignore.`,
      // Spam-check fields (names to be aligned with the lead endpoint): empty honeypot, and the
      // time the form was rendered, well past any minimum fill time.
      website: '',
      rendered_at: Date.now() - 60_000,
    }),
  }
}
