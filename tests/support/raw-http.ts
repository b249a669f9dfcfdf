/**
 * One HTTP/1.1 request written byte for byte on a plain socket, so a test can send what no
 * well-behaved client sends: a 12 MB body the server refuses before reading it, a chunked body, a
 * lying or missing Content-Length, a method or path a client library would refuse to send. The
 * answer is read even while the body is still being written (a server may answer and close early).
 */
import net from 'node:net'

export type RawAnswer = { status: number; headers: Record<string, string>; text: string; closed: boolean }

export type RawRequest = {
  method: string
  path: string
  headers?: Record<string, string>
  body?: Buffer | string
  /** Send the body with Transfer-Encoding: chunked, in chunks of this size. */
  chunkBytes?: number
  /** The source address, for a server that tells clients apart by socket. */
  from?: string
  timeoutMs?: number
}

export function rawRequest(port: number, request: RawRequest): Promise<RawAnswer> {
  const { method, path, headers = {}, body, chunkBytes, from = '127.0.0.1', timeoutMs = 60_000 } = request
  const payload = body === undefined ? undefined : Buffer.isBuffer(body) ? body : Buffer.from(body)
  const head: string[] = [`${method} ${path} HTTP/1.1`, `host: 127.0.0.1:${port}`, 'connection: close']
  for (const [name, value] of Object.entries(headers)) head.push(`${name}: ${value}`)
  if (payload && chunkBytes) head.push('transfer-encoding: chunked')
  else if (payload && !Object.keys(headers).some((name) => name.toLowerCase() === 'content-length')) head.push(`content-length: ${payload.length}`)

  return new Promise((resolve, reject) => {
    const socket = net.connect({ port, host: '127.0.0.1', localAddress: from })
    const received: Buffer[] = []
    let settled = false
    const finish = (error?: Error) => {
      if (settled) return
      const answer = parse(Buffer.concat(received))
      if (!answer) {
        if (error || socket.destroyed || socket.readableEnded) {
          settled = true
          clearTimeout(timer)
          socket.destroy()
          reject(error ?? new Error(`${method} ${path}: the connection closed without an answer`))
        }
        return
      }
      if (answer.complete || socket.readableEnded || error) {
        settled = true
        clearTimeout(timer)
        socket.destroy()
        resolve({ status: answer.status, headers: answer.headers, text: answer.body, closed: socket.readableEnded || Boolean(error) })
      }
    }
    const timer = setTimeout(() => finish(new Error(`${method} ${path}: no answer within ${timeoutMs} ms`)), timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      received.push(chunk)
      finish()
    })
    socket.on('end', () => finish())
    // A reset while the body is still going out is what a server that refused it early may send.
    socket.on('error', (error) => finish(error))
    socket.on('close', () => finish(new Error('closed')))
    socket.on('connect', async () => {
      socket.write(`${head.join('\r\n')}\r\n\r\n`)
      if (!payload) return
      // One waiter at a time: a drain, or the close that ends the writing.
      let wake: (() => void) | undefined
      socket.on('drain', () => wake?.())
      socket.on('close', () => wake?.())
      const write = (data: Buffer | string) =>
        new Promise<void>((done) => {
          if (socket.destroyed || settled) return done()
          if (socket.write(data)) return done()
          wake = () => {
            wake = undefined
            done()
          }
        })
      if (chunkBytes) {
        for (let at = 0; at < payload.length && !settled; at += chunkBytes) {
          const piece = payload.subarray(at, at + chunkBytes)
          await write(`${piece.length.toString(16)}\r\n`)
          await write(piece)
          await write('\r\n')
        }
        await write('0\r\n\r\n')
      } else {
        const step = 256 * 1024
        for (let at = 0; at < payload.length && !settled; at += step) await write(payload.subarray(at, at + step))
      }
    })
  })
}

/** The status line, headers and body once they are all there (Content-Length, or the close). */
function parse(data: Buffer): { status: number; headers: Record<string, string>; body: string; complete: boolean } | undefined {
  const end = data.indexOf('\r\n\r\n')
  if (end < 0) return undefined
  const [statusLine, ...lines] = data.subarray(0, end).toString('latin1').split('\r\n')
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine ?? '')?.[1])
  if (!Number.isInteger(status)) return undefined
  const headers: Record<string, string> = {}
  for (const line of lines) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  let body = data.subarray(end + 4)
  let complete = false
  if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length'])
    complete = body.length >= length
    body = body.subarray(0, length)
  } else if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const decoded = dechunk(body)
    complete = decoded !== undefined
    body = decoded ?? body
  }
  return { status, headers, body: body.toString('utf8'), complete }
}

function dechunk(data: Buffer): Buffer | undefined {
  const out: Buffer[] = []
  let at = 0
  for (;;) {
    const lineEnd = data.indexOf('\r\n', at)
    if (lineEnd < 0) return undefined
    const size = parseInt(data.subarray(at, lineEnd).toString('latin1'), 16)
    if (!Number.isFinite(size)) return undefined
    if (size === 0) return Buffer.concat(out)
    if (data.length < lineEnd + 2 + size + 2) return undefined
    out.push(data.subarray(lineEnd + 2, lineEnd + 2 + size))
    at = lineEnd + 2 + size + 2
  }
}
