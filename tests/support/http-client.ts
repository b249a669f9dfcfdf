/**
 * HTTP requests from a chosen loopback source address (127.0.0.2, 127.0.0.3…), so a test can be
 * several clients the server tells apart by their socket, as it would on a network.
 */
import http from 'node:http'
import https from 'node:https'

export type HttpResult = { status: number; headers: http.IncomingHttpHeaders; text: string; json: () => unknown }

export function httpRequest(
  url: string,
  { method = 'GET', headers = {}, body, from = '127.0.0.1' }: { method?: string; headers?: Record<string, string>; body?: string | Buffer; from?: string } = {},
): Promise<HttpResult> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, localAddress: from, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({ status: response.statusCode ?? 0, headers: response.headers, text, json: () => JSON.parse(text) as unknown })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.setTimeout(30_000, () => request.destroy(new Error(`${method} ${url} timed out`)))
    if (body !== undefined) request.write(body)
    request.end()
  })
}

/** A JSON POST (or `method`) from `from`. */
export const postJson = (url: string, value: unknown, options: { from?: string; headers?: Record<string, string>; method?: string } = {}) =>
  httpRequest(url, {
    method: options.method ?? 'POST',
    from: options.from,
    headers: { 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify(value),
  })

/** A GET to a local https peer whose throwaway certificate `ca` is trusted for this call only. */
export function httpsGet(url: string, ca: Buffer): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const request = https.get(url, { ca }, (response) => {
      response.resume()
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers }))
    })
    request.on('error', reject)
    request.setTimeout(30_000, () => request.destroy(new Error(`GET ${url} timed out`)))
  })
}
