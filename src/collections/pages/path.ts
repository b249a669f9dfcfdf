/**
 * A page's path: `/` for the top-level page whose slug is `home`, else its parent's path and its
 * slug. Paths other routes own are refused, so a page can never be shadowed by (or shadow) them.
 */

export const SEGMENT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Paths served by routes of their own (blog, careers, policies, forms, onboarding, the CMS…). */
export const RESERVED_PREFIXES = [
  '/admin',
  '/api',
  '/auth',
  '/blog',
  '/blog-list',
  '/careers',
  '/csp-report',
  '/demo-booking/manage',
  '/demo-booking/onboarding-call',
  '/healthz',
  '/leads',
  '/media',
  '/metrics',
  '/onboarding',
  '/outbox-worker',
  '/pages-preview',
  '/policies',
  '/readyz',
  '/robots.txt',
  '/scheduler',
  '/sitemap.xml',
  '/workspace',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/cancellation-refund-policy',
  '/shipping-delivery-policy',
] as const

export const MAX_DEPTH = 4

/**
 * Reserved addresses that are page documents all the same: their own route renders the page
 * document there (the careers page, whose route reads the open roles per request). Only the exact
 * address: `/careers/anything` stays the roles'.
 */
export const PAGE_PATHS_WITH_OWN_ROUTE: readonly string[] = ['/careers']

/** The reserved prefix that keeps a page document away from `path`, if any. */
export const refusedPagePath = (path: string): string | undefined => (PAGE_PATHS_WITH_OWN_ROUTE.includes(path) ? undefined : reservedPrefix(path))

export function pagePath(slug: string, parentPath: string | null): string {
  if (!parentPath && slug === 'home') return '/'
  return `${parentPath && parentPath !== '/' ? parentPath : ''}/${slug}`
}

export function reservedPrefix(path: string): string | undefined {
  return RESERVED_PREFIXES.find((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/** The message for a slug that cannot be a path segment, or true. */
export function validateSlug(value: string | null | undefined): true | string {
  if (!value) return 'Slug is required: the last part of the page address, e.g. "pharma-plants" for /lp/pharma-plants ("home" for the home page).'
  if (value.length > 80) return 'Slug is too long: at most 80 characters.'
  if (!SEGMENT.test(value))
    return `Slug "${value.slice(0, 80)}" may only hold lowercase letters, digits and single hyphens between them (no spaces, slashes or capitals), e.g. "pharma-plants".`
  return true
}
