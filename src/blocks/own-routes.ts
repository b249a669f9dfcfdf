/**
 * Any block renders on any page, each page loading only the browser code of the blocks it holds
 * (src/blocks/client-parts.tsx, decision 199). Two things still need a route of their own:
 * - the open-roles block lists the roles open at each request, filtered by the page's query
 *   (decision 166); the catch-all is cached per path and reads no query, so the block is offered
 *   on /careers only;
 * - the home page (`/` is not a path the catch-all matches) and /demo-booking (the scheduler
 *   below its page document).
 */
export const REQUEST_BLOCK_PATHS: Readonly<Record<string, readonly string[]>> = { openRoles: ['/careers'] }

/** The page documents rendered by routes beside the catch-all, which leaves them alone. */
export const OWN_ROUTE_PATHS: readonly string[] = ['/', '/careers', '/demo-booking']
