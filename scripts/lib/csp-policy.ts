/**
 * The Content-Security-Policies of the site (decision 152), shared by next.config.ts (the policy
 * every response gets) and scripts/serve.ts (which adds, per HTML response, the hashes of that
 * page's inline scripts). Plain functions of their arguments: next.config.ts and the build step
 * load this module outside Next.js, where `server-only` would throw.
 */
import crypto from 'node:crypto'

/** Where browsers send violation reports (src/app/csp-report/route.ts). */
export const CSP_REPORT_PATH = '/csp-report'
/** The Reporting API group named in `report-to` and the `Reporting-Endpoints` header. */
export const CSP_REPORT_GROUP = 'csp'

export type PolicyOptions = {
  production: boolean
  /** The scheduler embed's origin (SCHEDULER_URL), framed by /demo-booking. */
  schedulerOrigin: string
  /** `'none'`, or `'self'` for the live preview the CMS frames. */
  frameAncestors: string
}

function reporting(): string[] {
  return [`report-uri ${CSP_REPORT_PATH}`, `report-to ${CSP_REPORT_GROUP}`]
}

/**
 * The public site's policy. In production `script-src` allows the site's own files and no inline
 * script: scripts/serve.ts adds the hashes of each HTML response's inline scripts. Development
 * keeps `'unsafe-inline'` and `'unsafe-eval'` for Next.js's dev overlay and hot reload.
 */
export function sitePolicy({ production, schedulerOrigin, frameAncestors }: PolicyOptions): string {
  const scheduler = schedulerOrigin ? ` ${schedulerOrigin}` : ''
  return [
    "default-src 'self'",
    `script-src 'self'${production ? '' : " 'unsafe-inline' 'unsafe-eval'"}${scheduler}`,
    // React and Next.js write style attributes; styles cannot run script.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self'",
    `connect-src 'self'${production ? '' : ' ws:'}`,
    `frame-src 'self'${scheduler}`,
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors}`,
    ...(production ? reporting() : []),
  ].join('; ')
}

/**
 * The CMS admin's policy: Payload's admin is a dynamic React app of its own (inline scripts in every
 * response, a rich-text editor, live preview of the site in a frame), used by signed-in editors
 * only. It keeps `'unsafe-inline'` for scripts; everything else is as strict as the site's.
 */
export function adminPolicy({ production }: Pick<PolicyOptions, 'production'>): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${production ? '' : " 'unsafe-eval'"}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "media-src 'self' blob:",
    `connect-src 'self'${production ? '' : ' ws:'}`,
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/** Script types a browser runs (and so checks against `script-src`); JSON-LD and the like are data. */
const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module', 'importmap', 'speculationrules'])

const SCRIPT_OPEN = /<script\b([^>]*)>/gi
const ATTRIBUTE = /([^\s"'=<>`/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g

function attributes(source: string): Map<string, string> {
  const found = new Map<string, string>()
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase()
    if (!found.has(name)) found.set(name, match[2] ?? match[3] ?? match[4] ?? '')
  }
  return found
}

/**
 * `self.__next_f.push([n])`, `…([n,null])` or `…([n,"<one string literal>"])`, and nothing else.
 * The alternatives of the literal's body never start alike, so the match is linear.
 */
const FLIGHT_DATA_PUSH = /^self\.__next_f\.push\(\[\d{1,2}(?:,null|,"(?:[^"\\\n\r]|\\[\s\S])*")?\]\)$/

function isFlightDataPush(text: string): boolean {
  try {
    return FLIGHT_DATA_PUSH.test(text)
  } catch {
    return false // a backtracking stack overflow on a huge script: not ours
  }
}

const TURBOPACK_PREFIX = '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push('

/** Turbopack's bootstrap: its chunk list pushed as one JSON object. */
function isTurbopackBootstrap(text: string): boolean {
  const call = text.endsWith(';') ? text.slice(0, -1) : text
  if (!call.startsWith(TURBOPACK_PREFIX) || !call.endsWith(')') || call.length > 64 * 1024) return false
  try {
    const data: unknown = JSON.parse(call.slice(TURBOPACK_PREFIX.length, -1))
    return typeof data === 'object' && data !== null && !Array.isArray(data)
  } catch {
    return false
  }
}

/**
 * Whether an inline script is one Next.js itself writes into a page: the first push of the React
 * payload, a push of one payload chunk as a string literal, or Turbopack's chunk list as JSON.
 * These only hand data to the framework. A page rendered at run time (and so holding what editors
 * and visitors wrote) has its scripts hashed only if they are of these shapes, so a script that
 * found its way into the HTML some other way is not allowed by the page's own policy.
 */
export function isFrameworkScript(text: string): boolean {
  return text === '(self.__next_f=self.__next_f||[]).push([0])' || isFlightDataPush(text) || isTurbopackBootstrap(text)
}

/**
 * The CSP hash sources (`'sha256-…'`) of the inline scripts an HTML document runs, in document
 * order without repeats. A script's text is taken as the browser's parser sees it: everything up to
 * the first `</script`, with line breaks normalised to LF (HTML's input preprocessing).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const open of html.matchAll(SCRIPT_OPEN)) {
    const attrs = attributes(open[1] ?? '')
    const start = open.index + open[0].length
    const end = html.slice(start).search(/<\/script/i)
    if (end < 0) break
    if (attrs.has('src')) continue
    const type = (attrs.get('type') ?? '').trim().toLowerCase()
    if (!EXECUTABLE_TYPES.has(type)) continue
    const text = html.slice(start, start + end).replace(/\r\n?/g, '\n')
    hashes.add(`'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

const OPEN_TAG = Buffer.from('<script')
const CLOSE_TAG = Buffer.from('</script')
const GREATER_THAN = 0x3e
const CARRIAGE_RETURN = 0x0d

/**
 * As inlineScriptHashes, of the scripts Next.js writes only (`isFrameworkScript`); `refused` counts
 * the others. Works on the page's bytes as sent, for speed: tags are found with `indexOf`, a
 * script's shape is checked on its Latin-1 view (the shapes are ASCII, and no byte of a multi-byte
 * UTF-8 character is a quote or a backslash) and its bytes are hashed as they are. Only lowercase
 * tags are seen, as Next.js writes them: any other script is then not hashed, so it does not run.
 */
export function frameworkScriptHashes(page: Buffer | string): { hashes: string[]; refused: number } {
  const html = typeof page === 'string' ? Buffer.from(page) : page
  const hashes = new Set<string>()
  let refused = 0
  let position = 0
  for (;;) {
    const open = html.indexOf(OPEN_TAG, position)
    if (open < 0) break
    const tagEnd = html.indexOf(GREATER_THAN, open)
    const close = tagEnd < 0 ? -1 : html.indexOf(CLOSE_TAG, tagEnd)
    if (close < 0) break
    position = close + CLOSE_TAG.length
    const tag = html.toString('latin1', open + OPEN_TAG.length, tagEnd)
    if (tag && !/^\s/.test(tag)) continue // <scripts…>, not a script tag
    const attrs = attributes(tag)
    if (attrs.has('src')) continue
    if (!EXECUTABLE_TYPES.has((attrs.get('type') ?? '').trim().toLowerCase())) continue
    const body = html.subarray(tagEnd + 1, close)
    const hash = `'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`
    if (attrs.has('type') || !isKnownFrameworkScript(hash, body)) {
      refused++
      continue
    }
    hashes.add(hash)
  }
  return { hashes: [...hashes], refused }
}

/**
 * Verdicts of isFrameworkScript by the script's SHA-256, most recent last: a cached page sends the
 * same scripts to every visitor, and the hash (computed anyway) names the bytes, so the shape of
 * each is checked once. Bounded: the oldest verdict goes when a new one would pass the limit.
 */
const verdicts = new Map<string, boolean>()
const MAX_VERDICTS = 4096

function isKnownFrameworkScript(hash: string, body: Buffer): boolean {
  const known = verdicts.get(hash)
  if (known !== undefined) {
    verdicts.delete(hash)
    verdicts.set(hash, known)
    return known
  }
  const verdict = !body.includes(CARRIAGE_RETURN) && isFrameworkScript(body.toString('latin1'))
  verdicts.set(hash, verdict)
  if (verdicts.size > MAX_VERDICTS) verdicts.delete(verdicts.keys().next().value!)
  return verdict
}

/**
 * `policy` with `hashes` added to its `script-src` (to `default-src`'s sources when it has no
 * `script-src`). A policy that allows every inline script already (`'unsafe-inline'` without hashes,
 * as the admin's) is returned unchanged: a hash would switch `'unsafe-inline'` off.
 */
export function withScriptHashes(policy: string, hashes: readonly string[]): string {
  if (!hashes.length) return policy
  const directives = policy.split(';').map((directive) => directive.trim())
  const scriptIndex = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive))
  if (scriptIndex >= 0) {
    const directive = directives[scriptIndex]!
    if (/\s'unsafe-inline'(\s|$)/i.test(directive)) return policy
    directives[scriptIndex] = `${directive} ${hashes.join(' ')}`
  } else {
    const fallback = directives.find((directive) => /^default-src(\s|$)/i.test(directive))
    const sources = fallback ? fallback.replace(/^default-src\s*/i, '') : "'self'"
    directives.push(`script-src ${sources} ${hashes.join(' ')}`)
  }
  return directives.filter(Boolean).join('; ')
}
