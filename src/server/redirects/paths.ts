import { isSitePath } from '../../lib/site-path'

/**
 * The addresses a redirect may start from and point to (issue 31, decision 171). Pure functions:
 * the proxy, the redirects collection and the unit tests share them.
 */

/** Redirects kept at most: the table the proxy holds (per instance and in the shared cache) stays small. */
export const MAX_REDIRECTS = 2000

export const MAX_PATH_LENGTH = 300

/**
 * Addresses the site needs for itself: the CMS, its API, Next.js's files, health checks and the
 * internal routes behind rewrites. A redirect from one of them would break the site, so none may
 * start there. `/` and `/blog` themselves are the home page and the blog list.
 */
export const TECHNICAL_PREFIXES = [
  '/_next',
  '/admin',
  '/analytics',
  '/api',
  '/auth',
  '/blog-list',
  '/blog/preview',
  '/careers/withdraw',
  '/csp-report',
  '/healthz',
  '/leads',
  '/live-help',
  '/media',
  '/metrics',
  '/newsletter',
  '/onboarding',
  '/outbox-worker',
  '/pages-preview',
  '/policy-pages',
  '/readyz',
  '/robots.txt',
  '/scheduler',
  '/sitemap.xml',
  '/workspace',
] as const

const EXACT_FORBIDDEN = ['/', '/blog', '/blog/rss.xml']

/**
 * The marketing pages served by a route of their own (src/app/(site)/(marketing)/<name>/page.tsx),
 * live whether or not a page document sits at their address. A redirect from one would hide it;
 * src/server/redirects/live-paths.ts refuses it, naming the page. A unit test fails when a route
 * is added under src/app/(site) that is neither listed here nor refused by `validateSource`.
 */
export const OWN_ROUTE_PAGES: Readonly<Record<string, string>> = {
  '/careers': 'Careers',
  '/demo-booking': 'Book a demo',
  '/demo-booking/manage': 'Manage your demo booking',
  '/demo-booking/onboarding-call': 'Book an onboarding call',
}

/** The public address of a page (its path) or a blog post (/blog/<slug>), from its stored fields; null without one. */
export const DOCUMENT_ADDRESS = {
  pages: (doc: { path?: unknown }) => (typeof doc.path === 'string' && doc.path ? doc.path : null),
  'erpz-blogs': (doc: { slug?: unknown }) => (typeof doc.slug === 'string' && doc.slug ? `/blog/${doc.slug}` : null),
} as const

/** `/a/b/` → `/a/b`; the one form a path is stored and looked up in. */
export function normalisePath(path: string): string {
  const trimmed = path.trim()
  return trimmed.length > 1 ? trimmed.replace(/\/+$/, '') : trimmed
}

const technicalPrefix = (path: string) => TECHNICAL_PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`))

/** Besides the technical prefixes: the blog list, files with an extension, and the apply forms' posts. */
const NOT_A_REDIRECT_SOURCE = /^\/(?:blog$|careers\/[^/]+\/apply$|.*\.[a-zA-Z0-9]+$)/

/**
 * Requests our server looks up in the redirect table (scripts/serve.ts, decision 210): not the home
 * page, nor an address no redirect may start from (a technical prefix), nor the blog list, a file
 * with an extension or an apply form's post, which the proxy's old matcher left out as well.
 */
export function mayStartRedirect(pathname: string): boolean {
  return pathname.length > 1 && pathname.startsWith('/') && !technicalPrefix(pathname) && !NOT_A_REDIRECT_SOURCE.test(pathname)
}

/** Why `path` cannot be where a redirect starts, or true. */
export function validateSource(path: string): true | string {
  if (!path) return 'From is required: the old address, a path of this site such as /solutions/old-name.'
  if (!path.startsWith('/') || path.startsWith('//'))
    return `From must be a path of this site starting with a single "/", such as /solutions/old-name (not "${path.slice(0, 80)}").`
  if (path.length > MAX_PATH_LENGTH) return `From is too long: at most ${MAX_PATH_LENGTH} characters.`
  if (/[\s?#\\]/.test(path)) return `From is a path only: no spaces, "?", "#" or "\\" (got "${path.slice(0, 80)}").`
  if (path.split('/').some((segment) => segment === '.' || segment === '..')) return 'From may not contain "." or ".." segments.'
  if (/\.[a-zA-Z0-9]+$/.test(path)) return `${path} looks like a file (it ends in an extension): only page addresses can be redirected.`
  if (EXACT_FORBIDDEN.includes(path)) return `${path} cannot be redirected: it is ${path === '/' ? 'the home page' : 'the blog'}.`
  if (/^\/careers\/[^/]+\/apply(?:\/|$)/.test(path)) return `${path} cannot be redirected: it receives job applications.`
  const prefix = technicalPrefix(path)
  if (prefix) return `${path} cannot be redirected: addresses under ${prefix} belong to the site itself.`
  return true
}

/**
 * Why `url` cannot be where a custom redirect points, or true. A path of this site (one a browser
 * resolves on `ownOrigin`: "/\evil.example" is another site's address), or a full https://
 * address elsewhere (`ownOrigin`'s own addresses are stored as paths by `siteRelative`).
 */
export function validateTargetUrl(url: string, ownOrigin: string): true | string {
  if (!url) return 'To is required: a path of this site such as /solutions/new-name, or a full address starting with https://.'
  if (url.length > MAX_PATH_LENGTH) return `To is too long: at most ${MAX_PATH_LENGTH} characters.`
  if (/\s/.test(url)) return 'To may not contain spaces.'
  if (url.startsWith('/') || url.startsWith('\\')) {
    if (url.includes('\\')) return 'To may not contain a backslash ("\\"): browsers read it as "/", so the address could lead to another site. Write the path with forward slashes, such as /solutions/new-name.'
    if (!isSitePath(url, ownOrigin)) return `To: "${url.slice(0, 80)}" is not a path of this site: browsers read it as the address of another site. A path starts with a single "/", such as /solutions/new-name.`
    return true
  }
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return `To: "${url.slice(0, 80)}" is neither a path of this site (starting with "/") nor a full address starting with https://`
  }
  if (parsed.protocol === 'http:') return `To: an address on another site must start with https:// (not http://): ${url.slice(0, 80)}`
  if (parsed.protocol !== 'https:') return 'To: a path of this site such as /pricing, or a full address starting with https://'
  return true
}

/** A full address on `ownOrigin` becomes its path (with query); anything else is returned unchanged. */
export function siteRelative(url: string, ownOrigin: string): string {
  if (url.startsWith('/')) return url
  try {
    const parsed = new URL(url)
    return parsed.origin === new URL(ownOrigin).origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : url
  } catch {
    return url
  }
}

/** The path part of a site-relative target (what another redirect could start from); null for other sites. */
export function targetPath(url: string): string | null {
  if (!url.startsWith('/') || url.startsWith('//')) return null
  return normalisePath(url.split(/[?#]/)[0] ?? url)
}

/**
 * The table the proxy answers from: each source to its final target. A chain left by two saves
 * racing each other is followed to its end; a loop, which validation refuses, is dropped rather
 * than sent to a browser.
 */
export function finalTable(entries: Array<[string, string]>): Record<string, string> {
  const direct = new Map(entries)
  const table: Record<string, string> = {}
  for (const [from, to] of direct) {
    let target = to
    const seen = new Set([from])
    let loop = false
    for (let hop = 0; hop < 10; hop++) {
      const path = targetPath(target)
      if (path === null) break
      if (seen.has(path)) {
        loop = true
        break
      }
      const next = direct.get(path)
      if (next === undefined) break
      seen.add(path)
      target = next
    }
    if (!loop) table[from] = target
  }
  return table
}
