/**
 * Blocks that reuse a client component (a form, the carousel, the colour copy button, the pricing
 * table's phone plan switcher), and blocks fed by their route at request time (the open roles,
 * decision 166). Next.js loads the client code of every client component a route imports, so the
 * catch-all route of the page documents imports none of these: each is rendered only by the routes
 * of its own pages, which load its code as they did before the pages moved to the CMS (decisions
 * 157, 175). Block slug → the paths (top-level pages) where it may be used.
 */
export const CLIENT_BLOCK_PATHS = {
  emailCapture: ['/'],
  industryCarousel: ['/solutions'],
  contactDetails: ['/contact'],
  // No route renders the form block yet: a route of its own per form page is the way (decision 157).
  leadForm: [],
  brandAssets: ['/brand-kit'],
  pricingComparison: ['/pricing'],
  // Read per request with the filters of the page's query (decision 166): only its route has them.
  openRoles: ['/careers'],
} as const

export type ClientBlockType = keyof typeof CLIENT_BLOCK_PATHS

/** The routes that render page documents with client blocks (the catch-all leaves them alone). */
export const OWN_ROUTE_PATHS: readonly string[] = ['/', '/solutions', '/contact', '/brand-kit', '/demo-booking', '/pricing', '/careers']

export const isClientBlock = (type: string): type is ClientBlockType => type in CLIENT_BLOCK_PATHS
