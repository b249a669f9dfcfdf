/**
 * Calls a direct route's web handler (src/server/platform/http/direct-routes.ts, decision 184) with the Node
 * request and writes its Response: the body is streamed to the handler, which bounds what it reads.
 * An event stream (Live Help, decision 211) is written as it comes, and ends when the client goes.
 */
import type http from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'

import type { DirectHandler } from '../../src/server/platform/http/direct-routes'

export async function answerDirect(handler: DirectHandler, req: http.IncomingMessage, res: http.ServerResponse, origin: string): Promise<void> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  // The handler hears the client leave (an open stream stops listening and is counted out).
  const gone = new AbortController()
  res.once('close', () => gone.abort())
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    signal: gone.signal,
    // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
    duplex: 'half',
  })
  const response = await handler(request)
  const out: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    out[name] = value
  })
  if (response.body && out['content-type']?.startsWith('text/event-stream')) {
    res.writeHead(response.status, out)
    res.flushHeaders()
    const events = Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>)
    events.on('error', () => res.destroy())
    res.once('close', () => events.destroy())
    events.pipe(res)
    return
  }
  const body = Buffer.from(await response.arrayBuffer())
  if (body.length > 0 || !out['content-length']) out['content-length'] = String(body.length)
  res.writeHead(response.status, out)
  res.end(body)
  // A body the handler did not read (refused early) is drained so the connection can be reused.
  if (hasBody && !req.readableEnded) req.resume()
}
