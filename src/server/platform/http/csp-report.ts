import 'server-only'

import { logger } from '@/server/platform/log'

import { clientAddress, limitKey } from './client-ip'
import { readBodyText } from './json-body'
import { Limit } from './rate-limit'

/**
 * Content-Security-Policy violation reports (decision 152): browsers post them to /csp-report when
 * a page breaks the policy, so a page the policy broke is seen in the log. Anyone can post here, so
 * the body is small and bounded, each client and all clients together have a budget, and nothing
 * of the report that could identify a visitor (query strings, fragments, script samples, the
 * client's address) reaches the log.
 */
export const CSP_REPORT_MAX_BYTES = 16 * 1024

/** One browser reports a broken page a few times; more is noise or abuse. */
export const cspReportsPerClient = new Limit({ name: 'csp-report', points: 20, durationSeconds: 60 })
/** All clients together, so a crowd cannot fill the log either. */
export const cspReportsInAll = new Limit({ name: 'csp-report-all', points: 600, durationSeconds: 60 })

/** Reports logged from one request at most (the Reporting API batches them). */
const MAX_REPORTS_PER_REQUEST = 10

const REPORT_TYPES = new Set(['application/csp-report', 'application/reports+json', 'application/json'])

export type CspViolation = {
  document: string
  blocked: string
  directive: string
  disposition?: string
  status?: number
  line?: number
  column?: number
}

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g

/** A URL as origin and path only (queries and fragments can carry tokens or addresses); keywords as they are. */
function cleanUrl(value: unknown): string {
  if (typeof value !== 'string' || !value) return ''
  if (/^[a-z][a-z-]{0,39}$/i.test(value)) return value // 'inline', 'eval', 'self', 'trusted-types-sink'…
  try {
    const url = new URL(value)
    if (url.protocol === 'data:' || url.protocol === 'blob:') return url.protocol
    return `${url.origin}${url.pathname}`.replace(CONTROL, '').slice(0, 200)
  } catch {
    return '(not a URL)'
  }
}

const cleanWord = (value: unknown) => (typeof value === 'string' ? value.replace(CONTROL, '').slice(0, 80) : '')
const cleanNumber = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < 1e9 ? value : undefined)

function violation(fields: Record<string, unknown>, camel: boolean): CspViolation | null {
  const get = (kebab: string, camelName: string) => fields[camel ? camelName : kebab]
  const directive = cleanWord(get('effective-directive', 'effectiveDirective') || get('violated-directive', 'violatedDirective'))
  const document = cleanUrl(get('document-uri', 'documentURL'))
  if (!directive && !document) return null
  return {
    document,
    blocked: cleanUrl(get('blocked-uri', 'blockedURL')),
    directive,
    disposition: cleanWord(get('disposition', 'disposition')) || undefined,
    status: cleanNumber(get('status-code', 'statusCode')),
    line: cleanNumber(get('line-number', 'lineNumber')),
    column: cleanNumber(get('column-number', 'columnNumber')),
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * The violations in a report body: `report-uri`'s `{"csp-report": {…}}` or the Reporting API's
 * `[{"type": "csp-violation", "body": {…}}, …]`. Null when the body is neither.
 */
export function parseCspReports(text: string): CspViolation[] | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (isObject(parsed) && isObject(parsed['csp-report'])) {
    const one = violation(parsed['csp-report'], false)
    return one ? [one] : null
  }
  if (Array.isArray(parsed)) {
    const found = parsed
      .filter((entry): entry is Record<string, unknown> => isObject(entry) && entry.type === 'csp-violation' && isObject(entry.body))
      .slice(0, MAX_REPORTS_PER_REQUEST)
      .map((entry) => violation(entry.body as Record<string, unknown>, true))
      .filter((entry): entry is CspViolation => entry !== null)
    return found.length ? found : null
  }
  return null
}

const empty = (status: number, headers?: Record<string, string>) => new Response(null, { status, headers: { 'cache-control': 'no-store', ...headers } })

/** POST /csp-report: 204 when logged, 400/413/415 for what is not a report, 429 over budget. */
export async function handleCspReport(request: Request): Promise<Response> {
  try {
    for (const [limit, key] of [
      [cspReportsPerClient, limitKey(clientAddress(request))],
      [cspReportsInAll, 'all'],
    ] as const) {
      const result = await limit.consume(key)
      if (!result.allowed) return empty(429, { 'retry-after': String(result.retryAfterSeconds) })
    }
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''
    if (!REPORT_TYPES.has(type)) return empty(415)
    const text = await readBodyText(request, CSP_REPORT_MAX_BYTES)
    if (text === 'too-large') return empty(413)
    const violations = parseCspReports(text)
    if (!violations) return empty(400)
    for (const cspViolation of violations) logger.warn({ cspViolation }, 'CSP violation')
    return empty(204)
  } catch (error) {
    // A body cut off mid-way and the like: the sender's problem, never a server error.
    logger.debug({ err: error }, 'unreadable CSP report')
    return empty(400)
  }
}
