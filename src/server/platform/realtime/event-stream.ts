import 'server-only'

import { subscribe } from './bus'

/**
 * Server-sent event streams (issue 47, decision 211): a response that stays open and sends what is
 * published on its channels, after the events already stored that the client has not seen. Bounded
 * per client address and per process; each stream is closed when it has been open its longest
 * time, when the client reads too slowly, and when the server drains (the browser reconnects and
 * resumes from the last event it saw, on this instance or another).
 *
 * The counts live on `globalThis`: every route's bundle opens streams, and our server
 * (scripts/serve.ts, its own module graph) closes them all when it drains.
 */
export type StreamEvent = {
  id?: number | string
  event: string
  data: unknown
}

export type StreamLimits = {
  perAddress: number
  total: number
  heartbeatMs: number
  maxMs: number
  /** Bytes a stream may have waiting for a client that does not read before it is closed. */
  maxQueuedBytes: number
}

export type StreamOptions = {
  /** Aborts when the client goes away. */
  signal: AbortSignal
  /** The client's address key, for the per-address count. */
  client: string
  limits: StreamLimits
  channels: string[]
  /** The stored events the client has not seen, sent first (after subscribing, so nothing falls between). */
  replay: () => Promise<StreamEvent[]>
  /** A published message as the event to send, or null to leave it out (another visitor's, say). */
  toEvent: (channel: string, data: unknown) => StreamEvent | null
  /** How long the browser waits before reconnecting (the `retry:` field). */
  retryMs?: number
  /**
   * Called once when the stream ends, however it ends: the client went away (the request's signal,
   * or the response body cancelled under it), its lifetime ran out, it fell behind, or the server drains.
   */
  onClose?: () => void
}

export type StreamOutcome =
  | { ok: true; response: Response }
  | {
      ok: false
      status: 429 | 503
      message: string
      retryAfterSeconds: number
    }

type Registry = {
  total: number
  perAddress: Map<string, number>
  closers: Set<() => void>
  closing: boolean
}
const REGISTRY = Symbol.for('erpz.realtime.streams')

function registry(): Registry {
  const global = globalThis as Record<symbol, unknown>
  global[REGISTRY] ??= {
    total: 0,
    perAddress: new Map(),
    closers: new Set(),
    closing: false,
  } satisfies Registry
  return global[REGISTRY] as Registry
}

/** Streams open in this process now (metrics, tests through /metrics). */
export function openStreamCount(): number {
  return registry().total
}

/**
 * Ends every open stream and refuses new ones: called by our server when it drains, so the
 * connections close and clients resume elsewhere instead of holding the drain to its deadline.
 */
export function closeAllStreams(): void {
  const reg = registry()
  reg.closing = true
  for (const close of [...reg.closers]) close()
}

const encoder = new TextEncoder()

/** One event in the wire format: `id:`, `event:`, one `data:` line (JSON has no raw newlines). */
export function formatEvent(event: StreamEvent): string {
  return `${event.id !== undefined ? `id: ${event.id}\n` : ''}event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`
}

export async function openEventStream(options: StreamOptions): Promise<StreamOutcome> {
  const reg = registry()
  const { limits, client } = options
  if (reg.closing)
    return {
      ok: false,
      status: 503,
      message: 'This server is restarting. Reconnecting…',
      retryAfterSeconds: 2,
    }
  if (reg.total >= limits.total) {
    return {
      ok: false,
      status: 503,
      message: 'Too many open conversations on this server. Please try again in a minute.',
      retryAfterSeconds: 30,
    }
  }
  const mine = reg.perAddress.get(client) ?? 0
  if (mine >= limits.perAddress) {
    return {
      ok: false,
      status: 429,
      message: 'Too many chat windows are open from your address. Close some and try again.',
      retryAfterSeconds: 30,
    }
  }
  reg.total += 1
  reg.perAddress.set(client, mine + 1)

  let closed = false
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined
  const unsubscribers: (() => void)[] = []
  const timers: NodeJS.Timeout[] = []
  let replaying = true
  const held: StreamEvent[] = []
  const replayedIds = new Set<string>()

  const release = () => {
    if (closed) return
    closed = true
    reg.total -= 1
    const left = (reg.perAddress.get(client) ?? 1) - 1
    if (left > 0) reg.perAddress.set(client, left)
    else reg.perAddress.delete(client)
    for (const timer of timers) clearTimeout(timer)
    for (const stop of unsubscribers) stop()
    reg.closers.delete(close)
    options.signal.removeEventListener('abort', close)
    options.onClose?.()
  }
  function close() {
    if (closed) return
    release()
    try {
      controller?.close()
    } catch {
      // Already closed or errored by the client going away.
    }
  }
  const write = (text: string) => {
    if (closed || !controller) return
    // A client that stops reading gets its stream closed, not an ever-growing queue.
    if ((controller.desiredSize ?? 0) < -limits.maxQueuedBytes) {
      close()
      return
    }
    controller.enqueue(encoder.encode(text))
  }
  const send = (event: StreamEvent) => {
    if (replaying) {
      held.push(event)
      return
    }
    write(formatEvent(event))
  }

  const stream = new ReadableStream<Uint8Array>(
    {
      start(c) {
        controller = c
      },
      cancel() {
        release()
      },
    },
    { highWaterMark: 0, size: (chunk) => chunk.byteLength },
  )
  reg.closers.add(close)
  options.signal.addEventListener('abort', close)
  if (options.signal.aborted) close()

  try {
    for (const channel of options.channels) {
      const stop = await subscribe(channel, (data) => {
        const event = options.toEvent(channel, data)
        if (event) send(event)
      })
      // A client gone while this subscribed was released already: nothing would stop this listener later.
      if (closed) stop()
      else unsubscribers.push(stop)
    }
    write(`retry: ${options.retryMs ?? 2000}\n\n`)
    for (const event of await options.replay()) {
      if (event.id !== undefined) replayedIds.add(String(event.id))
      write(formatEvent(event))
    }
  } catch (error) {
    close()
    throw error
  }
  replaying = false
  for (const event of held) if (event.id === undefined || !replayedIds.has(String(event.id))) write(formatEvent(event))
  held.length = 0

  // Timers only for a stream still open: one released during the replay would keep them forever.
  if (!closed) {
    const heartbeat = setInterval(() => write(': keep-alive\n\n'), limits.heartbeatMs)
    heartbeat.unref()
    timers.push(heartbeat)
    const lifetime = setTimeout(close, limits.maxMs)
    lifetime.unref()
    timers.push(lifetime)
  }

  return {
    ok: true,
    response: new Response(stream, {
      status: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        // nginx and its like pass the events on as they come instead of buffering the response.
        'x-accel-buffering': 'no',
      },
    }),
  }
}
