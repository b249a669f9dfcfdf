/**
 * Bounds every request body at the server's edge, before Next.js, Payload or our routes read a byte
 * of it (decision 190). A declared Content-Length over the limit is answered 413 at once and the
 * connection closed; a chunked body is held here, counted as it arrives, and handed on whole only
 * when it ended within the limit. Larger bodies also wait for room in an in-flight budget, so many
 * at once cannot fill the heap that parsing them takes.
 */
import type http from 'node:http'

import type { BodyLimit, BodyPool } from '../../src/server/platform/http/body-limits'

export type PoolSizes = Record<BodyPool, number>

export type BodyGuardOptions = {
  /** Bodies up to this size skip the budgets. */
  smallBytes: number
  inFlightBytes: PoolSizes
  waitMs: number
  maxWaiting: number
}

type Waiter = { bytes: number; grant: () => void }

/** Bytes in flight per pool, with a queue of requests waiting for room. */
export class BodyBudget {
  private used: PoolSizes
  private waiting: Record<BodyPool, Waiter[]>

  constructor(private readonly options: BodyGuardOptions) {
    this.used = { anonymous: 0, staff: 0, upload: 0 }
    this.waiting = { anonymous: [], staff: [], upload: [] }
  }

  inUse(pool: BodyPool): number {
    return this.used[pool]
  }

  /** Resolves with a release function, or with null when there was no room within waitMs. */
  acquire(pool: BodyPool, bytes: number): Promise<(() => void) | null> {
    const size = Math.min(bytes, this.options.inFlightBytes[pool])
    const release = () => {
      this.used[pool] -= size
      this.drain(pool)
    }
    if (this.waiting[pool].length === 0 && this.used[pool] + size <= this.options.inFlightBytes[pool]) {
      this.used[pool] += size
      return Promise.resolve(once(release))
    }
    if (this.waiting[pool].length >= this.options.maxWaiting) return Promise.resolve(null)
    return new Promise((resolve) => {
      const waiter: Waiter = {
        bytes: size,
        grant: () => {
          clearTimeout(timer)
          resolve(once(release))
        },
      }
      const timer = setTimeout(() => {
        this.waiting[pool] = this.waiting[pool].filter((other) => other !== waiter)
        resolve(null)
      }, this.options.waitMs)
      this.waiting[pool].push(waiter)
    })
  }

  private drain(pool: BodyPool) {
    const queue = this.waiting[pool]
    while (queue.length > 0 && this.used[pool] + queue[0]!.bytes <= this.options.inFlightBytes[pool]) {
      const next = queue.shift()!
      this.used[pool] += next.bytes
      next.grant()
    }
  }
}

function once(fn: () => void): () => void {
  let done = false
  return () => {
    if (done) return
    done = true
    fn()
  }
}

/** A refusal the edge answers itself. */
export type EdgeRefusal = { status: 400 | 405 | 413 | 503; message: string; headers?: Record<string, string> }

const REASONS: Record<EdgeRefusal['status'], string> = {
  400: 'BAD_REQUEST',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  503: 'SERVICE_UNAVAILABLE',
}

/**
 * Answers a refusal in both shapes our clients read (Payload's `errors` and the API envelope's
 * `status`/`message`), and closes the connection: an unread body is not read.
 */
export function refuse(req: http.IncomingMessage, res: http.ServerResponse, refusal: EdgeRefusal): void {
  // A browser's form post gets a page it can show; everything else, JSON.
  const html = /\btext\/html\b/.test(String(req.headers.accept ?? ''))
  const body = html
    ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${refusal.status} ${REASONS[refusal.status]}</title></head>` +
      `<body><main><h1>Not sent</h1><p>${escapeHtml(refusal.message)}</p><p><a href="/">Back to ERPZ</a></p></main></body></html>`
    : JSON.stringify({ status: REASONS[refusal.status], message: refusal.message, errors: [{ message: refusal.message }] })
  lingerOnClose(req.socket)
  res.writeHead(refusal.status, {
    'content-type': html ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8',
    'content-security-policy': "default-src 'none'",
    'x-content-type-options': 'nosniff',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
    ...refusal.headers,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** How long a refused client may go on sending (discarded) after its answer, before the socket is cut. */
const LINGER_MS = 3_000

/**
 * Node closes a `connection: close` socket as soon as the answer is written; with the client's
 * unread body still arriving, the kernel then resets the connection, and the client may lose the
 * 413 it was sent. So the answer is followed by a half-close, and what still arrives is discarded
 * (the request is dumped) for at most LINGER_MS.
 */
function lingerOnClose(socket: import('node:net').Socket) {
  socket.destroySoon = () => {
    socket.end()
    const timer = setTimeout(() => socket.destroy(), LINGER_MS)
    timer.unref()
    socket.once('close', () => clearTimeout(timer))
  }
}

/** A body's declared length, null when it has none declared (chunked, or no body). */
export function declaredLength(req: http.IncomingMessage): number | null | 'invalid' {
  const header = req.headers['content-length']
  if (header === undefined) return null
  if (!/^\d+$/.test(header)) return 'invalid'
  return Number(header)
}

const hasChunkedBody = (req: http.IncomingMessage) => /\bchunked\b/i.test(String(req.headers['transfer-encoding'] ?? ''))

export type GuardOutcome = { pass: true; release: () => void } | { pass: false; refusal: EdgeRefusal | null }

const BUSY = 'The server is busy receiving other uploads; try again in a moment.'

/** A look at a whole body before the app gets it: a refusal, or null to let it through. */
export type BodyInspector = (body: Buffer) => Promise<EdgeRefusal | null>

/**
 * Decides whether `req`'s body may go on to the app. Must be called synchronously in the request
 * listener (before any await), so that no chunk of a held body slips past the count.
 * `refusal: null` means the client went away; nothing is to be answered. A chunked body, or any
 * body with an `inspect`, is held here whole (within its limit) and handed on only after.
 */
export async function guardBody(
  req: http.IncomingMessage,
  limit: BodyLimit,
  budget: BodyBudget,
  options: BodyGuardOptions,
  tooLarge: string,
  inspect?: BodyInspector,
): Promise<GuardOutcome> {
  const declared = declaredLength(req)
  if (declared === 'invalid') return { pass: false, refusal: { status: 400, message: 'The Content-Length header is not a number.' } }
  if (declared !== null && declared > limit.maxBytes) return { pass: false, refusal: { status: 413, message: tooLarge } }
  const chunked = declared === null && hasChunkedBody(req)
  const held = chunked || inspect ? holdBody(req, limit.maxBytes) : undefined
  const bytes = chunked ? limit.maxBytes : (declared ?? 0)
  let release = () => {}
  if (bytes > options.smallBytes) {
    const granted = await budget.acquire(limit.pool, bytes)
    if (!granted) {
      held?.abandon()
      return { pass: false, refusal: { status: 503, message: BUSY, headers: { 'retry-after': '2' } } }
    }
    release = granted
  }
  if (!held) return { pass: true, release }
  const outcome = await held.ended
  if (outcome === 'complete') {
    const refusal = inspect ? await inspect(held.body()) : null
    if (!refusal) {
      held.replay()
      return { pass: true, release }
    }
    release()
    return { pass: false, refusal }
  }
  release()
  return { pass: false, refusal: outcome === 'too-large' ? { status: 413, message: tooLarge } : null }
}

/**
 * Takes a body's chunks as the HTTP parser pushes them, before any reader sees them, counting;
 * `replay` gives them to the request's readers as if they had just arrived.
 */
function holdBody(req: http.IncomingMessage, maxBytes: number) {
  const push = req.push.bind(req)
  const chunks: Buffer[] = []
  let size = 0
  let settle: (outcome: 'complete' | 'too-large' | 'aborted') => void = () => {}
  const ended = new Promise<'complete' | 'too-large' | 'aborted'>((resolve) => {
    settle = resolve
  })
  const onClose = () => settle('aborted')
  req.once('close', onClose)
  req.push = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === null) {
      settle('complete')
      return true
    }
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk), encoding)
    size += buffer.length
    if (size > maxBytes) {
      chunks.length = 0
      settle('too-large')
      // False pauses the socket: nothing more is read from this client.
      return false
    }
    chunks.push(buffer)
    return true
  }
  return {
    ended,
    body: () => Buffer.concat(chunks),
    replay() {
      req.off('close', onClose)
      req.push = push
      for (const chunk of chunks) push(chunk)
      push(null)
      chunks.length = 0
    },
    abandon() {
      req.off('close', onClose)
      chunks.length = 0
      settle('aborted')
    },
  }
}
