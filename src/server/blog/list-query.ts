/**
 * The blog list's query (`/blog?q=&category=&page=`) normalised, and its encoding as one path
 * segment of the cached list route (docs/decisions/069). Pure: `src/proxy.ts` imports it too.
 */
import { BLOG_MAX_PAGE, SEARCH_MAX_LENGTH } from './config'

export type BlogListQuery = { q: string; category: string; page: number }

/** Where `src/proxy.ts` rewrites `/blog` to; the page under it answers only rewritten requests. */
export const BLOG_LIST_ROUTE = '/blog-list'

/** At most `max` characters (whole code points), trimmed; normalising twice changes nothing. */
const capped = (text: string, max: number) => Array.from(text.trim()).slice(0, max).join('').trim()

/** The search text as matched: whitespace collapsed, LIKE wildcards (`%`) removed, length capped. */
export function normaliseSearch(q: string | undefined): string {
  return capped((q ?? '').replace(/%/g, '').replace(/\s+/g, ' '), SEARCH_MAX_LENGTH)
}

/** The list page to show: a whole number from 1 to BLOG_MAX_PAGE, else page 1. */
export const listPage = (page: number | undefined): number =>
  page !== undefined && Number.isInteger(page) && page > 0 ? Math.min(page, BLOG_MAX_PAGE) : 1

/** What the list shows for these query parameters (the first value of each counts). */
export function blogListQuery(params: URLSearchParams): BlogListQuery {
  return {
    q: normaliseSearch(params.get('q') ?? ''),
    // As typed (trimmed): pagination links repeat it when it names no category.
    category: capped(params.get('category') ?? '', 100),
    page: listPage(Number.parseInt(params.get('page') ?? '', 10)),
  }
}

/**
 * One URL-safe path segment per distinct query (base64url of a JSON array), so equal queries
 * share one cache entry however their URL was spelt.
 */
export function encodeBlogListKey({ q, category, page }: BlogListQuery): string {
  return Buffer.from(JSON.stringify([page, q, category]), 'utf8').toString('base64url')
}

/** The query a key stands for; null unless the key is exactly what `encodeBlogListKey` makes. */
export function decodeBlogListKey(key: string): BlogListQuery | null {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(key, 'base64url').toString('utf8'))
  } catch {
    return null
  }
  if (!Array.isArray(value) || value.length !== 3) return null
  const [page, q, category] = value as unknown[]
  if (typeof page !== 'number' || typeof q !== 'string' || typeof category !== 'string') return null
  const params = new URLSearchParams({ q, category, page: String(page) })
  const query = blogListQuery(params)
  return encodeBlogListKey(query) === key ? query : null
}
