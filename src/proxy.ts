import { type NextRequest, NextResponse } from 'next/server'

import { BLOG_LIST_ROUTE, blogListQuery, encodeBlogListKey } from '@/server/blog/list-query'

/**
 * `/blog?q=&category=&page=` is served by a cached page whose path holds the normalised query
 * (docs/decisions/069): a search page cannot be cached under its query string, a path can. The
 * visible URL stays `/blog?…`; the internal path is not an address of its own.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams, search } = request.nextUrl
  const target =
    pathname === '/blog'
      ? `${BLOG_LIST_ROUTE}/${encodeBlogListKey(blogListQuery(searchParams))}`
      : // Requested directly: answered like an unknown address, never a duplicate of /blog.
        `${BLOG_LIST_ROUTE}/not-found`
  // The query goes along unchanged: it carries the router's `_rsc` parameter, which Next.js only
  // adds back to rewrites when it normalises them. The cached page does not read the query.
  return NextResponse.rewrite(new URL(`${target}${search}`, request.url))
}

export const config = { matcher: ['/blog', '/blog-list/:path*'] }
