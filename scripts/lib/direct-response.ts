/**
 * Calls a direct route's web handler (src/server/platform/http/direct-routes.ts, decision 184) with the Node
 * request and writes its Response: the body is streamed to the handler, which bounds what it reads.
 */
import type http from 'node:http'
import { Readable } from 'node:stream'

import type { DirectHandler } from '../../src/server/platform/http/direct-routes'

export async function answerDirect(handler: DirectHandler, req: http.IncomingMessage, res: http.ServerResponse, origin: string): Promise<void> {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  const request = new Request(new URL(req.url ?? '/', origin), {
    method: req.method,
    headers,
    body: hasBody ? (Readable.toWeb(req) as ReadableStream<Uint8Array>) : undefined,
    // @ts-expect-error Node's fetch needs `duplex` for a streamed body; the DOM types lack it.
    duplex: 'half',
  })
  const response = await handler(request)
  const body = Buffer.from(await response.arrayBuffer())
  const out: Record<string, string> = {}
  response.headers.forEach((value, name) => {
    out[name] = value
  })
  if (body.length > 0 || !out['content-length']) out['content-length'] = String(body.length)
  res.writeHead(response.status, out)
  res.end(body)
  // A body the handler did not read (refused early) is drained so the connection can be reused.
  if (hasBody && !req.readableEnded) req.resume()
}
