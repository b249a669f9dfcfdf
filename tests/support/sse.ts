/**
 * A server-sent event stream read as a browser's EventSource reads it (tests of Live Help, issue 47):
 * from a chosen loopback address, with the headers given (a cookie, Last-Event-ID), collecting each
 * event with its id, name and JSON data until closed.
 */
import http from 'node:http'

export type SseEvent = { id?: string; event: string; data: unknown }

export type SseStream = {
  status: number
  /** The JSON body of a refused stream. */
  body?: unknown
  events: SseEvent[]
  /** Resolves when the server ends the stream (or it errors). */
  ended: Promise<void>
  /** Waits until an event matching `predicate` has arrived (or throws after `timeoutMs`). */
  waitFor: (predicate: (event: SseEvent) => boolean, timeoutMs?: number, what?: string) => Promise<SseEvent>
  close: () => void
}

export function openSse(url: string, { headers = {}, from = '127.0.0.1' }: { headers?: Record<string, string>; from?: string } = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        headers: { accept: 'text/event-stream', ...headers },
        localAddress: from,
        agent: false,
      },
      (response) => {
        const events: SseEvent[] = []
        const listeners = new Set<() => void>()
        let buffer = ''
        let endedResolve: () => void = () => {}
        const ended = new Promise<void>((r) => (endedResolve = r))
        const stream: SseStream = {
          status: response.statusCode ?? 0,
          events,
          ended,
          close: () => request.destroy(),
          waitFor: (predicate, timeoutMs = 15_000, what = 'an event') =>
            new Promise((res, rej) => {
              const check = () => {
                const found = events.find(predicate)
                if (!found) return false
                listeners.delete(check as () => void)
                clearTimeout(timer)
                res(found)
                return true
              }
              const timer = setTimeout(() => {
                listeners.delete(check as () => void)
                rej(new Error(`no ${what} within ${timeoutMs} ms; got ${JSON.stringify(events)}`))
              }, timeoutMs)
              if (!check()) listeners.add(check as () => void)
            }),
        }
        if (!response.headers['content-type']?.startsWith('text/event-stream')) {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => {
            try {
              stream.body = JSON.parse(Buffer.concat(chunks).toString('utf8'))
            } catch {
              stream.body = Buffer.concat(chunks).toString('utf8')
            }
            endedResolve()
            resolve(stream)
          })
          return
        }
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          buffer += chunk
          let cut: number
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut)
            buffer = buffer.slice(cut + 2)
            const fields: Record<string, string> = {}
            for (const line of block.split('\n')) {
              if (!line || line.startsWith(':')) continue
              const colon = line.indexOf(':')
              fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart()
            }
            if (fields.data === undefined) continue
            events.push({
              id: fields.id,
              event: fields.event ?? 'message',
              data: JSON.parse(fields.data),
            })
            for (const listener of [...listeners]) listener()
          }
        })
        response.on('end', endedResolve)
        response.on('error', endedResolve)
        response.on('close', endedResolve)
        resolve(stream)
      },
    )
    request.on('error', reject)
    request.end()
  })
}
