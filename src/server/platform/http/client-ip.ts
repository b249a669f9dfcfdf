import 'server-only'

/**
 * Who a request comes from, for rate limits and the audit log. The client cannot choose it:
 * `scripts/serve.ts`, the only way the app is served, works it out from the connection and writes
 * it into this header, after deleting whatever a client sent under that name (decision 071).
 */
export const CLIENT_ADDRESS_HEADER = 'x-erpz-client-address'

/**
 * Headers a client could forge to pose as someone else or to poison the URLs the app builds. Without
 * a trusted proxy they are dropped; with one, the proxy sets them.
 */
export const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-port', 'x-request-id'] as const

const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** `::ffff:127.0.0.2` and `127.0.0.2` are one client. */
export function normaliseAddress(address: string): string {
  return (IPV4_MAPPED.exec(address)?.[1] ?? address).slice(0, 64)
}

/**
 * The client address of a connection. Behind a proxy (`trustedHeader`, e.g. `x-forwarded-for`)
 * it is the last hop of that header, the one our proxy appended; a client can prepend anything
 * but not append. Otherwise it is the socket's peer address.
 */
export function connectionClientAddress(
  header: string | string[] | undefined,
  trustedHeader: string | undefined,
  socketAddress: string | undefined,
): string {
  if (trustedHeader) {
    const value = Array.isArray(header) ? header.at(-1) : header
    const last = value?.split(',').at(-1)?.trim()
    if (last) return normaliseAddress(last)
  }
  return socketAddress ? normaliseAddress(socketAddress) : 'unknown'
}

/** The client address the server recorded for this request (`unknown` outside our server). */
export function clientAddress(request: Request | Headers): string {
  const headers = request instanceof Headers ? request : request.headers
  return headers.get(CLIENT_ADDRESS_HEADER) || 'unknown'
}
