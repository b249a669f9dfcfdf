/** The five policy pages (issue 31): their addresses are fixed; their text is a `policies` document. */
export const POLICY_SLUGS = [
  'privacy-policy',
  'terms-of-service',
  'cookie-policy',
  'cancellation-refund-policy',
  'shipping-delivery-policy',
] as const

export type PolicySlug = (typeof POLICY_SLUGS)[number]

export function isPolicySlug(slug: string): slug is PolicySlug {
  return POLICY_SLUGS.some((known) => known === slug)
}

/** Where a policy is served: its own address, at the site's root. */
export const policyPath = (slug: PolicySlug) => `/${slug}` as const

export const policyPdfPath = (slug: PolicySlug) => `/policies/${slug}/pdf` as const

/**
 * The internal route that renders the five addresses (next.config.ts rewrites `/{slug}` there):
 * rendered on the first request and cached until a publish drops its tag, so a build never needs
 * the database (decision 163). Requested directly it is not an address (src/proxy.ts).
 */
export const POLICY_ROUTE = '/policy-pages'

/** "2025-04-15…" → "April 15, 2025", as the pages have always printed it (UTC, so no day shift). */
export function formatPolicyDate(iso: string): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) throw new Error(`Unreadable policy date: ${iso}`)
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })
}
