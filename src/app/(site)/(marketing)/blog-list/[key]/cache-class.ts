import 'server-only'

import { unstable_cache } from 'next/cache'

import type { BlogListQuery } from '@/server/blog/list-query'
import { BLOG_TAGS } from '@/server/blog/tags'
import type { PostList } from '@/lib/blog/types'
import { QUERY_PAGE_TAG } from '@/server/platform/cache/budgets.mjs'

/**
 * Whether a list is one of our own links: no search text, no category or a category's slug as
 * our links spell it, a page that exists. Anything else (a search, a category typed another way
 * or that does not exist, a page past the last) is a query a stranger can vary without end.
 */
export function isLinkedList(query: BlogListQuery, list: Pick<PostList, 'totalPages' | 'activeCategory'>): boolean {
  if (query.q) return false
  if (query.category && query.category !== list.activeCategory?.slug) return false
  return query.page <= Math.max(1, list.totalPages)
}

const DAY = 60 * 60 * 24

/**
 * Gives the page being rendered its cache tags (docs/decisions/150): `blog`, so publishing drops
 * it, and for a query page QUERY_PAGE_TAG, which puts it in the small `queries` budget (and keeps it
 * out of Redis). A page carries the tags of the `unstable_cache` calls it made; these two have one
 * fixed key each, so they add two tiny entries to the data cache, not one per query.
 */
export async function tagListPage(linked: boolean): Promise<void> {
  const kind = linked ? 'linked' : 'query'
  const tags = linked ? [BLOG_TAGS.all] : [BLOG_TAGS.all, QUERY_PAGE_TAG]
  await unstable_cache(async () => kind, ['blog-list-page-class', kind], { tags, revalidate: DAY })()
}
