import 'server-only'

import { lookup } from 'node:dns/promises'
import { BlockList, isIP } from 'node:net'

/**
 * Addresses a fetch-by-URL must never reach: this host, private networks, link-local, shared,
 * reserved, documentation and multicast ranges (IANA special-purpose registries). Payload's own
 * guard refuses them too, as a 500; this check is here to answer the editor with a 4xx first.
 */
const BLOCKED = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15],
  ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64],
  ['2001::', 23], ['2001:db8::', 32], ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, 'ipv6')
}

/** Whether `ip` (v4 or v6) is a public unicast address. An IPv4-mapped v6 address is judged as its v4 one (BlockList does that). */
export function isPublicAddress(ip: string): boolean {
  const version = isIP(ip)
  if (version === 0) return false
  return !BLOCKED.check(ip, version === 4 ? 'ipv4' : 'ipv6')
}

export type RemoteFileRefusal = { message: string }

/**
 * Why an editor's "upload from this URL" cannot be fetched, or null when it may be tried: only
 * http(s) addresses whose every resolved address is public. A host that does not resolve is
 * refused here too, with its own message.
 */
export async function checkRemoteFileUrl(value: string): Promise<RemoteFileRefusal | null> {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return { message: 'The image address is not a valid URL. Give the full address, starting with https://.' }
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { message: 'Images can only be fetched from http:// or https:// addresses.' }
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  let addresses: string[]
  if (isIP(host)) addresses = [host]
  else {
    try {
      addresses = (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address)
    } catch {
      return { message: `The image could not be fetched: ${host} was not found.` }
    }
  }
  if (!addresses.length || !addresses.every(isPublicAddress)) {
    return { message: `Images cannot be fetched from ${host}: it is not a public internet address. Download the image and upload the file instead.` }
  }
  return null
}
