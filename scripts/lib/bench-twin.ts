/**
 * The no-script twin of a page (issue 43, decision 065): the same HTML and CSS the server sends
 * for the page, with every script element and every link that loads a script removed and nothing
 * else changed. The bench measures each page beside its twin in the same Lighthouse run set, so
 * that what the machine costs (parsing, style, layout, fonts, images) is measured on both sides and
 * what the page's scripts cost is what differs.
 *
 * Served by the same server as the page, and only when the server was started with the bench's
 * per-run token (ERPZ_BENCH_TOKEN): `GET <page>?erpz-bench-twin=<token>`. Without the token in its
 * environment the server has no such address, and a wrong token is the page as usual.
 */
import http from 'node:http'
import zlib from 'node:zlib'

import { acceptsGzip, MIN_COMPRESSED_BYTES } from './csp-response'

export const TWIN_PARAMETER = 'erpz-bench-twin'

/** `<script …>…</script>` (Next.js escapes `</script` inside its inline payload). */
const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi
/** `<link>` that fetches a script: modulepreload, or a preload/prefetch `as="script"`. */
const SCRIPT_LINK = /<link\b(?=[^>]*\brel=["']?(?:modulepreload|preload|prefetch)\b)(?=[^>]*(?:\brel=["']?modulepreload\b|\bas=["']?script\b))[^>]*>/gi

/** The page's HTML without its scripts; everything else byte for byte. */
export function stripScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '').replace(SCRIPT_LINK, '')
}

/** The twin's address for a page path (with or without a query). */
export function twinPath(pagePath: string, token: string): string {
  return `${pagePath}${pagePath.includes('?') ? '&' : '?'}${TWIN_PARAMETER}=${encodeURIComponent(token)}`
}

/** The page path a twin request asks for, or null when it is no twin request with this token. */
export function twinOf(url: string, token: string): string | null {
  const query = url.indexOf('?')
  if (query < 0 || !url.includes(TWIN_PARAMETER)) return null
  const params = new URLSearchParams(url.slice(query + 1))
  if (params.get(TWIN_PARAMETER) !== token) return null
  params.delete(TWIN_PARAMETER)
  const rest = params.toString()
  return `${url.slice(0, query)}${rest ? `?${rest}` : ''}`
}

/** Headers of the page that the twin keeps (encoding and length are the twin's own). */
const KEPT_HEADERS = ['content-type', 'content-security-policy', 'cache-control', 'vary', 'x-nextjs-cache', 'link']

/** Sends the twin compressed as the server compresses a page (gzip from 1 KiB, when accepted). */
function send(req: http.IncomingMessage, res: http.ServerResponse, status: number, headers: Record<string, string>, body: Buffer): void {
  const finish = (payload: Buffer, coding?: string) => {
    res.writeHead(status, { ...headers, ...(coding ? { 'content-encoding': coding } : {}), 'content-length': String(payload.byteLength) })
    res.end(req.method === 'HEAD' ? undefined : payload)
  }
  if (body.byteLength >= MIN_COMPRESSED_BYTES && acceptsGzip(req.headers['accept-encoding'])) {
    zlib.gzip(body, (error, gzipped) => (error ? finish(body) : finish(gzipped, 'gzip')))
  } else {
    finish(body)
  }
}

/**
 * Answers a twin request on `port` (this server): GETs the page from itself without compression,
 * strips the scripts and sends the rest with the page's headers, compressed as the page is.
 * Returns false when the request is no twin request.
 */
export function answerTwin(req: http.IncomingMessage, res: http.ServerResponse, token: string | undefined, port: number): boolean {
  if (!token || (req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return false
  const pagePath = twinOf(req.url, token)
  if (pagePath === null) return false
  const inner = http.request(
    { host: '127.0.0.1', port, path: pagePath, method: 'GET', headers: { 'accept-encoding': 'identity', accept: 'text/html' }, agent: false, timeout: 30_000 },
    (page) => {
      const chunks: Buffer[] = []
      page.on('data', (chunk: Buffer) => chunks.push(chunk))
      page.once('end', () => {
        const headers: Record<string, string> = {}
        for (const name of KEPT_HEADERS) {
          const value = page.headers[name]
          if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value
        }
        const html = Buffer.concat(chunks).toString('utf8')
        send(req, res, page.statusCode ?? 502, headers, Buffer.from(stripScripts(html)))
      })
    },
  )
  inner.once('timeout', () => inner.destroy(new Error('the page did not answer within 30 s')))
  inner.once('error', (error) => {
    res.writeHead(502, { 'content-type': 'text/plain' })
    res.end(`The twin's page could not be read: ${error.message}\n`)
  })
  inner.end()
  return true
}
