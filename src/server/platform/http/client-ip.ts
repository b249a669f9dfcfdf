import 'server-only'

import { isIPv6 } from 'node:net'

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

/** The eight 16-bit groups of a valid IPv6 address (a zone, `%eth0`, dropped), or null. */
function ipv6Groups(address: string): number[] | null {
  const bare = address.split('%')[0] ?? ''
  if (!isIPv6(bare)) return null
  let text = bare.toLowerCase()
  // A dotted IPv4 tail (`64:ff9b::1.2.3.4`) is the last two groups.
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head = '', rest] = text.split('::')
  const parse = (part: string) => (part ? part.split(':').map((group) => parseInt(group, 16)) : [])
  const front = parse(head)
  if (rest === undefined) return front
  const back = parse(rest)
  return [...front, ...Array<number>(8 - front.length - back.length).fill(0), ...back]
}

/**
 * The key every per-address limit counts a client under (issue 42). An IPv6 client is its /64:
 * one subscriber line or host is routinely given a whole /64, so a limit keyed by the full address
 * would give it 2^64 budgets. An IPv4 address, and an IPv4-mapped IPv6 one, is itself; anything
 * else (`unknown`) is kept as it is. Only for limits: the audit log keeps the full address.
 */
export function limitKey(address: string): string {
  const plain = normaliseAddress(address)
  const groups = ipv6Groups(plain)
  if (!groups) return plain
  // `::ffff:0:0/96` written in hex (`::ffff:7f00:2`) is an IPv4 address too.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.')
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`
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
