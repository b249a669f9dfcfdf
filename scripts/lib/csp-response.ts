/**
 * Puts the hashes of an HTML page's inline scripts into its Content-Security-Policy as it leaves
 * scripts/serve.ts (decision 152). Next.js writes the inline scripts (the streamed React payload,
 * the bundler's bootstrap) and a page built once has the same ones for every visitor:
 *
 * - a page prerendered at build and never regenerated has its hashes in the build's manifest
 *   (scripts/lib/csp-manifest.ts): the header gets them when it goes out, and the page streams as
 *   before;
 * - any other HTML (ISR blog pages, dynamic pages, the not-found page) is held until complete, the
 *   inline scripts Next.js wrote into it hashed (`isFrameworkScript`: any other inline script in a
 *   page rendered at run time is left out, so it does not run, and `onRefused` is told), and sent
 *   with them; it is then compressed here (gzip, as Next.js would), because hashing needs the page
 *   before compression, which Next.js does inside its handler.
 *
 * The policy itself (and frame-ancestors, per route) is the one next.config.ts set on the response.
 */
import type http from 'node:http'
import zlib from 'node:zlib'

import { chooseCoding, CompressedPages, type Coding } from './compressed-pages'
import { frameworkScriptHashes, withScriptHashes } from './csp-policy'

/** Path prefixes of the app that never answer with a page of the site. */
const NOT_PAGES = ['/_next/', '/api/', '/leads/', '/workspace/', '/scheduler/', '/policies/', '/outbox-worker', '/metrics', '/readyz', '/csp-report']

/** Files (public/, robots.txt, feeds): never a page, and Next.js compresses them as before. */
const FILE = /\.(svg|png|jpe?g|webp|avif|gif|ico|mp4|webm|vtt|zip|woff2?|txt|xml|json|js|css|map|pdf)$/i

/** Next.js compresses bodies of this size and more; so do we for the pages we hold. */
export const MIN_COMPRESSED_BYTES = 1024

/**
 * A page larger than this is sent as it is, with the policy as next.config.ts set it (its inline
 * scripts then do not run): the site's pages are 20–300 KB, and held pages must not grow the heap.
 */
export const MAX_HELD_BYTES = 4 * 1024 * 1024

/** Whether a request may be answered with a page of the site (the CMS admin keeps its own policy). */
export function mayBePage(method: string | undefined, pathname: string, headers: http.IncomingHttpHeaders): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  // The router's payload requests (client navigation, prefetch) answer text/x-component.
  if (headers.rsc === '1') return false
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return false
  return !FILE.test(pathname) && !NOT_PAGES.some((prefix) => pathname.startsWith(prefix))
}

/** A written chunk as a Buffer, without copying bytes that already are one. */
function asBuffer(chunk: unknown, encoding?: BufferEncoding): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, encoding)
  if (Buffer.isBuffer(chunk)) return chunk
  const view = chunk as Uint8Array
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength)
}

const isHtml = (res: http.ServerResponse) => /^\s*text\/html\b/i.test(String(res.getHeader('content-type') ?? ''))

function applyHeaders(res: http.ServerResponse, headers: unknown) {
  if (!headers) return
  if (Array.isArray(headers)) {
    const pairs: [string, string][] = Array.isArray(headers[0])
      ? (headers as [string, string][])
      : Array.from({ length: headers.length / 2 }, (_, i) => [String(headers[2 * i]), String(headers[2 * i + 1])] as [string, string])
    for (const [name, value] of pairs) res.appendHeader(name, value)
    return
  }
  for (const [name, value] of Object.entries(headers as http.OutgoingHttpHeaders)) {
    if (value !== undefined) res.setHeader(name, value)
  }
}

function addHashes(res: http.ServerResponse, hashes: readonly string[]) {
  const policy = res.getHeader('content-security-policy')
  if (typeof policy === 'string') res.setHeader('content-security-policy', withScriptHashes(policy, hashes))
}

export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (coding !== 'gzip' && coding !== '*') return false
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return !q || Number(q.slice(2)) > 0
  })
}

/** The compressed bytes and inline-script hashes of each page, once per version of the page (issue 43). */
export const compressedPages = new CompressedPages()

/**
 * Makes `res` carry the hashes of its inline scripts in its CSP if it turns out to be an HTML page,
 * and compresses it here (brotli or gzip), the bytes made once per version of the page
 * (scripts/lib/compressed-pages.ts). `known` are the build's hashes for this path (a page
 * prerendered once), if any; any other page's are worked out once per version too. Call before the
 * request goes to Next.js, which then sends the page uncompressed.
 */
export function hashInlineScripts(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  known: readonly string[] | undefined,
  onRefused: (count: number) => void = () => {},
  pages: CompressedPages = compressedPages,
): void {
  const writeHead = res.writeHead
  // Compression happens here, after the page is complete: the page must reach us plain.
  const acceptEncoding = req.headers['accept-encoding']
  delete req.headers['accept-encoding']
  const write = res.write
  const end = res.end
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided'
  let held: Buffer[] = []
  let heldBytes = 0

  const decide = () => {
    if (mode === 'undecided') mode = isHtml(res) ? 'hold' : 'pass'
    return mode
  }
  const passThrough = () => {
    // Too big to hold: what is held goes out first, then the rest as it comes.
    mode = 'pass'
    writeHead.call(res, res.statusCode)
    for (const chunk of held) (write as (...a: unknown[]) => boolean).call(res, chunk)
    held = []
  }

  res.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
    const headers = typeof rest[0] === 'string' ? rest[1] : rest[0]
    if (typeof rest[0] === 'string') this.statusMessage = rest[0]
    this.statusCode = statusCode
    applyHeaders(this, headers)
    if (decide() === 'pass') return writeHead.call(this, statusCode)
    return this
  } as typeof res.writeHead

  res.write = function (this: http.ServerResponse, chunk: unknown, ...rest: unknown[]) {
    if (decide() === 'pass') return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest)
    const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined
    const callback = rest.find((arg) => typeof arg === 'function') as ((error?: Error | null) => void) | undefined
    const buffer = asBuffer(chunk, encoding)
    held.push(buffer)
    heldBytes += buffer.byteLength
    if (heldBytes > MAX_HELD_BYTES) passThrough()
    if (callback) process.nextTick(callback)
    return true
  } as typeof res.write

  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    if (decide() === 'pass') return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
    const callback = args.find((arg) => typeof arg === 'function') as (() => void) | undefined
    const chunk = typeof args[0] === 'function' ? undefined : args[0]
    const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined
    // Only a page that is the same for every visitor is kept: a 200 to a GET.
    const keepable = req.method === 'GET' && this.statusCode === 200
    // A cached page comes as one string, the same for every request: recognised without encoding or
    // hashing it (scripts/lib/compressed-pages.ts).
    const text = held.length === 0 && typeof chunk === 'string' && (!encoding || encoding === 'utf8' || encoding === 'utf-8') ? chunk : undefined
    const recognised = keepable && text !== undefined ? pages.known<ReturnType<typeof frameworkScriptHashes>>(req.url ?? '/', text) : null
    let body: Buffer | undefined
    if (!recognised) {
      if (chunk !== undefined && chunk !== null) held.push(asBuffer(chunk, encoding))
      body = held.length === 1 ? held[0]! : Buffer.concat(held)
    }
    held = []
    const cached = recognised ?? (keepable && body ? pages.entry(req.url ?? '/', body, known ? undefined : frameworkScriptHashes, text) : null)
    if (known) {
      if (this.statusCode === 200) addHashes(this, known)
    } else if (req.method !== 'HEAD') {
      const { hashes, refused } = cached?.derived ?? frameworkScriptHashes(body ?? text!)
      if (refused) onRefused(refused)
      addHashes(this, hashes)
    }
    const byteLength = body?.byteLength ?? cached!.byteLength
    const send = (payload: Buffer | string, length: number, coding?: Coding) => {
      if (coding) {
        this.setHeader('content-encoding', coding)
        const vary = String(this.getHeader('vary') ?? '')
        if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) this.setHeader('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
      }
      if (req.method !== 'HEAD') {
        this.removeHeader('transfer-encoding')
        this.setHeader('content-length', length)
      }
      writeHead.call(this, this.statusCode)
      ;(end as (...a: unknown[]) => http.ServerResponse).call(this, req.method === 'HEAD' ? undefined : payload, callback)
    }
    // A recognised page's kept bytes: writing the string would make Node encode it again.
    const plain = () => send(body ?? cached?.plain ?? text!, byteLength)
    const coding = req.method !== 'HEAD' && byteLength >= MIN_COMPRESSED_BYTES && !this.getHeader('content-encoding') ? chooseCoding(acceptEncoding) : null
    if (!coding) {
      plain()
    } else if (cached) {
      // A version seen for the first time may be a one-off (a search): gzip is quicker to make than brotli.
      const chosen: Coding = coding === 'br' && !cached.seenBefore && chooseCoding(acceptEncoding, 'gzip') ? 'gzip' : coding
      cached.encoded(chosen).then((payload) => send(payload, payload.byteLength, chosen), plain)
    } else {
      zlib.gzip(body!, (error, gzipped) => (error ? plain() : send(gzipped, gzipped.byteLength, 'gzip')))
    }
    return this
  } as typeof res.end
}
