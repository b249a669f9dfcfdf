/**
 * One build serves any address (issue 44, decision 201). `PUBLIC_URL` is read when the server
 * starts, not when it is built; what the build still holds of it is its prerendered pages (their
 * canonicals, JSON-LD and feeds name the address the build saw). The build writes that address
 * beside its output; a server started at another address does not serve those pages but renders
 * them once at its own address (src/server/platform/cache/memory-cache-handler.mjs), and the admin
 * answers only at its own host.
 */
import fs from 'node:fs'
import path from 'node:path'

/** The address the prerendered pages of `.next` name, written after `next build`. */
export const BUILD_ADDRESS_FILE = 'erpz-public-url'

/**
 * The `PUBLIC_URL` a `next build` run with `environment` (and without PORT, scripts/lib/build.ts)
 * sees: src/env.ts's default, `http://localhost:3000`, when unset.
 */
export function buildPublicUrl(environment: Record<string, string | undefined>): string {
  return (environment.PUBLIC_URL || 'http://localhost:3000').replace(/\/$/, '')
}

export function writeBuildAddress(nextDir: string, address: string): void {
  fs.writeFileSync(path.join(nextDir, BUILD_ADDRESS_FILE), address)
}

/**
 * Whether the build in `nextDir` prerendered its pages at another address than `publicUrl` (or at
 * an unknown one: built without scripts/lib/build.ts).
 */
export function prerenderedElsewhere(nextDir: string, publicUrl: string): boolean {
  try {
    return fs.readFileSync(path.join(nextDir, BUILD_ADDRESS_FILE), 'utf8').trim() !== publicUrl
  } catch {
    return true
  }
}

/**
 * Set on `globalThis` by scripts/serve.ts when the build's prerendered pages name another address;
 * read by the page cache (src/server/platform/cache/memory-cache-handler.mjs), which Next.js loads
 * in the same process, outside the app's module graph (decision 187).
 */
export const PRERENDERED_ELSEWHERE = Symbol.for('erpz.prerendered-elsewhere')

const ADMIN = /^\/admin(?:\/|$)/

/**
 * Where a request for the CMS admin reached at another host than `PUBLIC_URL`'s goes, as WordPress
 * does: the same path and query on `PUBLIC_URL`'s origin (Payload accepts cookie writes only from
 * its server URL's origin, so an admin opened elsewhere signs in and then cannot save). Only
 * `/admin` and below; the REST API, health checks and the site answer at any host. `host` is the
 * Host header, or the trusted proxy's `X-Forwarded-Host` when there is one. Null: serve it.
 */
export function adminRedirect(url: string, host: string | undefined, publicUrl: string): string | null {
  const [pathname = '/', ...query] = url.split('?')
  if (!ADMIN.test(pathname)) return null
  const target = new URL(publicUrl)
  // The first of a list (proxies in a chain append); compared as URLs compare hosts (case, default port).
  const asked = host?.split(',')[0]?.trim()
  if (asked) {
    let askedHost: string | null = null
    try {
      askedHost = new URL(`${target.protocol}//${asked}`).host
    } catch {
      askedHost = null
    }
    if (askedHost === target.host) return null
  }
  const search = query.length > 0 ? `?${query.join('?')}` : ''
  return `${target.origin}${pathname}${search}`
}
