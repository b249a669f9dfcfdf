import { type NextRequest, NextResponse } from 'next/server'

import { SIGN_IN_UNAVAILABLE_PATH } from '@/lib/onboarding/config'
import { BLOG_LIST_ROUTE, blogListQuery, encodeBlogListKey } from '@/server/blog/list-query'

/**
 * The sign-in-unavailable page is a page of the site (layout, a way back) that must still answer
 * 503, which a page cannot set itself: Next.js keeps the status of a proxy rewrite.
 *
 * `/blog?q=&category=&page=` is served by a cached page whose path holds the normalised query
 * (docs/decisions/069): a search page cannot be cached under its query string, a path can. The
 * visible URL stays `/blog?…`; the internal path is not an address of its own.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl
  if (pathname === SIGN_IN_UNAVAILABLE_PATH) {
    return NextResponse.rewrite(request.nextUrl, { status: 503 })
  }
  const target =
    pathname === '/blog'
      ? `${BLOG_LIST_ROUTE}/${encodeBlogListKey(blogListQuery(searchParams))}`
      : // Requested directly: answered like an unknown address, never a duplicate of /blog.
        `${BLOG_LIST_ROUTE}/not-found`
  // The query goes along unchanged: it carries the router's `_rsc` parameter, which Next.js only
  // adds back to rewrites when it normalises them. The cached page does not read the query.
  return NextResponse.rewrite(new URL(`${target}${search}`, request.url))
}

// Literal paths: Next.js reads the matcher at build time (the first is SIGN_IN_UNAVAILABLE_PATH).
// `/blog` without q, category or page is rewritten by next.config.ts, without this proxy.
export const config = {
  matcher: [
    '/onboarding/auth/unavailable',
    { source: '/blog', has: [{ type: 'query', key: 'q' }] },
    { source: '/blog', has: [{ type: 'query', key: 'category' }] },
    { source: '/blog', has: [{ type: 'query', key: 'page' }] },
    '/blog-list/:path*',
  ],
}
