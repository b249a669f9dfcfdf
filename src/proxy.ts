import { type NextRequest, NextResponse } from 'next/server'

import { SIGN_IN_UNAVAILABLE_PATH } from '@/lib/onboarding/config'
import { POLICY_ROUTE } from '@/lib/policies'
import { BLOG_LIST_ROUTE, blogListQuery, encodeBlogListKey } from '@/server/blog/list-query'
import { redirectFor } from '@/server/redirects/lookup'

/**
 * Redirects kept in the CMS (decision 171) are answered here, before any page renders, with 301:
 * a map lookup in a table each process refreshes from the cache at most once a second.
 *
 * The sign-in-unavailable page is a page of the site (layout, a way back) that must still answer
 * 503, which a page cannot set itself: Next.js keeps the status of a proxy rewrite.
 *
 * `/blog?q=&category=&page=` is served by a cached page whose path holds the normalised query
 * (docs/decisions/069): a search page cannot be cached under its query string, a path can. The
 * visible URL stays `/blog?…`; the internal path is not an address of its own.
 */
export async function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl
  if (pathname === SIGN_IN_UNAVAILABLE_PATH) {
    return NextResponse.rewrite(request.nextUrl, { status: 503 })
  }
  // The route behind the five policy addresses (decision 163): not an address of its own.
  if (pathname.startsWith(`${POLICY_ROUTE}/`)) return NextResponse.rewrite(new URL(`${POLICY_ROUTE}/not-found`, request.url))
  if (pathname === '/blog' || pathname === BLOG_LIST_ROUTE || pathname.startsWith(`${BLOG_LIST_ROUTE}/`)) {
    const target =
      pathname === '/blog'
        ? `${BLOG_LIST_ROUTE}/${encodeBlogListKey(blogListQuery(searchParams))}`
        : // Requested directly: answered like an unknown address, never a duplicate of /blog.
          `${BLOG_LIST_ROUTE}/not-found`
    // The query goes along unchanged: it carries the router's `_rsc` parameter, which Next.js only
    // adds back to rewrites when it normalises them. The cached page does not read the query.
    return NextResponse.rewrite(new URL(`${target}${search}`, request.url))
  }
  const to = await redirectFor(pathname)
  if (to) {
    // A path of this site keeps the visitor's query (campaign parameters); a full address is sent as stored.
    const location = to.startsWith('/') ? new URL(to.includes('?') ? to : `${to}${search}`, request.url) : new URL(to)
    // A "path" stored before targets were checked as browsers read them ("/\evil.example") is not followed.
    if (to.startsWith('/') && location.origin !== request.nextUrl.origin) return NextResponse.next()
    return NextResponse.redirect(location, 301)
  }
  return NextResponse.next()
}

// Literal paths: Next.js reads the matcher at build time (the first is SIGN_IN_UNAVAILABLE_PATH).
// `/blog` without q, category or page is rewritten by next.config.ts, without this proxy. The last
// entry is every other address a redirect may start from (src/server/redirects/paths.ts): not the
// home page, Next.js's files, the CMS and its API, health checks, files with an extension, or the
// routes that take posted forms and uploads (a proxy buffers a request's body).
export const config = {
  matcher: [
    '/onboarding/auth/unavailable',
    { source: '/blog', has: [{ type: 'query', key: 'q' }] },
    { source: '/blog', has: [{ type: 'query', key: 'category' }] },
    { source: '/blog', has: [{ type: 'query', key: 'page' }] },
    '/blog-list/:path*',
    '/policy-pages/:path*',
    '/((?!_next/|api/|admin(?:/|$)|blog$|healthz$|readyz$|metrics$|media/|outbox-worker|csp-report|analytics/|leads/|newsletter/|scheduler/|workspace/|auth/|onboarding/|pages-preview|careers/withdraw|careers/[^/]+/apply|.*\\.[a-zA-Z0-9]+$).+)',
  ],
}
