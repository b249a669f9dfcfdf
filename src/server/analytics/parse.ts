import 'server-only'

import { ANALYTICS } from './config'

export type DeviceClass = 'mobile' | 'tablet' | 'desktop'

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)|Android(?!.*Mobi)/i
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini|IEMobile/i

/** A coarse device class from the user agent; anything unrecognised counts as desktop. */
export function deviceClass(userAgent: string): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet'
  if (MOBILE.test(userAgent)) return 'mobile'
  return 'desktop'
}

/**
 * The page an event happened on, if it is one of ours: an absolute URL on `origin` or a path,
 * resolved against `origin`. Null for another origin (`https://evil.test/`, `//evil.test/`) or
 * anything that is not a URL.
 */
export function sameOriginUrl(value: string, origin: string): URL | null {
  let url: URL
  try {
    url = new URL(value, origin)
  } catch {
    return null
  }
  return url.origin === new URL(origin).origin ? url : null
}

export type Utm = { source: string | null; medium: string | null; campaign: string | null }

const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g

function clean(value: string | null, max: number): string | null {
  const text = value?.replace(CONTROL, '').trim().slice(0, max)
  return text ? text : null
}

/** The campaign tags of a page URL (`utm_source`, `utm_medium`, `utm_campaign`), bounded. */
export function parseUtm(url: URL): Utm {
  const get = (name: string) => clean(url.searchParams.get(name), ANALYTICS.maxUtmLength)
  return { source: get('utm_source'), medium: get('utm_medium'), campaign: get('utm_campaign') }
}

/** The path kept of a page: no query (it can carry tokens or addresses), no fragment. */
export const storedPath = (url: URL): string => url.pathname.slice(0, ANALYTICS.maxPathLength)

/**
 * Where the visitor came from, as a host name: null without a referrer, for our own pages (a
 * visitor moving between pages is not a source) and for anything that is not an http(s) URL.
 */
export function referrerHost(referrer: string | undefined, origin: string): string | null {
  if (!referrer) return null
  let url: URL
  try {
    url = new URL(referrer)
  } catch {
    return null
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
  if (url.origin === new URL(origin).origin) return null
  return url.hostname.toLowerCase().slice(0, ANALYTICS.maxHostLength) || null
}
