import { type NextRequest, NextResponse } from 'next/server'

import { SIGN_IN_UNAVAILABLE_PATH } from '@/lib/onboarding/config'
import { POLICY_ROUTE } from '@/lib/policies'
import { BLOG_LIST_ROUTE, blogListQuery, encodeBlogListKey } from '@/server/blog/list-query'

/**
 * Redirects kept in the CMS (decision 171) are answered by our server before Next.js sees the
 * request (scripts/serve.ts, decision 210): this proxy ran for every page but the home page only for
 * them, and cost a post a third of its throughput.
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
  return NextResponse.next()
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
    '/policy-pages/:path*',
  ],
}
