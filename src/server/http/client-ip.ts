import 'server-only'

/**
 * The client address of a request. With `trustedHeader` set (env.TRUSTED_PROXY_HEADER, e.g.
 * `x-real-ip` or `x-forwarded-for`) the value the proxy wrote is used: the LAST entry of a list,
 * since a client can prepend anything but the proxy appends the peer it saw. Without it, the
 * `peer` address is used: the socket address where the caller has one, else the
 * x-forwarded-for Next.js fills in from the socket when the client sent none (see decision 031).
 */
export function clientIp(headers: Headers, trustedHeader: string | undefined, peer?: string): string {
  if (trustedHeader) {
    const value = headers.get(trustedHeader)
    const last = value?.split(',').at(-1)?.trim()
    if (last) return last
    return peer ?? 'unknown'
  }
  if (peer) return peer
  const nextPeer = headers.get('x-forwarded-for')?.split(',').at(-1)?.trim()
  return nextPeer || 'unknown'
}
