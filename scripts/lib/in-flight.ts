/**
 * The requests with a body that a server process is handling, told to `npm start` over the IPC
 * channel it opens (scripts/lib/supervisor.ts), so that when the process dies its supervisor can say
 * which requests were in flight: method, path and declared size, never the body (decision 190).
 * Bodies are what take a heap down at once; GETs are not reported, which keeps the per-request cost
 * off the pages.
 */
import type http from 'node:http'

/** One message over the channel. */
export type InFlightMessage =
  | { erpz: 'request'; id: string; method: string; path: string; bytes: string }
  | { erpz: 'done'; id: string }

export function isInFlightMessage(value: unknown): value is InFlightMessage {
  return typeof value === 'object' && value !== null && 'erpz' in value && (value.erpz === 'request' || value.erpz === 'done')
}

export function reportRequestToSupervisor(req: http.IncomingMessage, res: http.ServerResponse, id: string, path: string): void {
  const send = process.send?.bind(process)
  if (!send || !process.connected) return
  const declared = req.headers['content-length']
  const message: InFlightMessage = {
    erpz: 'request',
    id,
    method: req.method ?? '?',
    path: path.slice(0, 200),
    bytes: declared === undefined ? 'chunked' : declared.slice(0, 20),
  }
  send(message, undefined, undefined, () => {})
  res.once('close', () => {
    if (process.connected) send({ erpz: 'done', id } satisfies InFlightMessage, undefined, undefined, () => {})
  })
}

/** The supervisor's view: at most `max` requests remembered, the oldest dropped first. */
export class InFlightRequests {
  private readonly requests = new Map<string, Extract<InFlightMessage, { erpz: 'request' }>>()

  constructor(private readonly max = 64) {}

  record(message: InFlightMessage): void {
    if (message.erpz === 'done') {
      this.requests.delete(message.id)
      return
    }
    this.requests.set(message.id, message)
    if (this.requests.size > this.max) this.requests.delete(this.requests.keys().next().value!)
  }

  /** How the requests in flight read in the crash's log line, and forgets them. */
  describeAndClear(): string | undefined {
    if (this.requests.size === 0) return undefined
    const lines = [...this.requests.values()].map((r) => `${r.method} ${r.path} (${r.bytes === 'chunked' ? 'chunked body' : `${r.bytes} bytes declared`}, request ${r.id})`)
    this.requests.clear()
    return lines.join('; ')
  }
}
