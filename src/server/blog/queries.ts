import 'server-only'

import type { Payload, Where } from 'payload'

import { BLOG_PAGE_SIZE, RELATED_POSTS_LIMIT, RSS_ITEMS } from './config'
import { listPage, normaliseSearch } from './list-query'

/** A post as the pages need it: plain data, safe to cache as JSON. */
export type PostSummary = {
  id: number | string
  title: string
  slug: string
  description: string
  publishedAt: string | null
  updatedAt: string
  author: string
  category: { id: number | string; name: string; slug: string } | null
  hero: { url: string; medium: string | null; large: string | null; alt: string; width: number | null; height: number | null } | null
}
export type PostDetail = PostSummary & { body: unknown; seo: { title: string | null; description: string | null; image: string | null } }

export type PostListQuery = { q?: string; category?: string; page?: number }
export type PostList = {
  posts: PostSummary[]
  page: number
  totalPages: number
  totalDocs: number
  /** Categories appearing among the loaded posts, by name. */
  categories: { name: string; slug: string }[]
  /** The category filter as resolved (null when "All" or unknown). */
  activeCategory: { name: string; slug: string } | null
}

const COLLECTION = 'erpz-blogs'
const PUBLISHED: Where = { _status: { equals: 'published' } }

type RawMedia = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null; sizes?: { medium?: { url?: string | null } | null; large?: { url?: string | null } | null } | null }
type RawDoc = Record<string, unknown>

/** Payload prefixes file URLs with serverURL; pages use the path so images stay same-origin. */
const sitePath = (url: string) => (/^https?:\/\//i.test(url) ? new URL(url).pathname : url)

function media(value: unknown): PostSummary['hero'] {
  if (!value || typeof value !== 'object') return null
  const m = value as RawMedia
  if (!m.url) return null
  return {
    url: sitePath(m.url),
    medium: m.sizes?.medium?.url ? sitePath(m.sizes.medium.url) : null,
    large: m.sizes?.large?.url ? sitePath(m.sizes.large.url) : null,
    alt: m.alt ?? '',
    width: m.width ?? null,
    height: m.height ?? null,
  }
}

function category(value: unknown): PostSummary['category'] {
  if (!value || typeof value !== 'object') return null
  const c = value as { id?: number | string; name?: unknown; slug?: unknown }
  if (c.id === undefined || typeof c.name !== 'string') return null
  return { id: c.id, name: c.name, slug: typeof c.slug === 'string' ? c.slug : '' }
}

function summary(doc: RawDoc): PostSummary {
  return {
    id: doc.id as number | string,
    title: String(doc.title ?? ''),
    slug: String(doc.slug ?? ''),
    description: String(doc.description ?? ''),
    publishedAt: typeof doc.publishedAt === 'string' ? doc.publishedAt : null,
    updatedAt: String(doc.updatedAt ?? ''),
    author: typeof doc.author === 'string' && doc.author ? doc.author : 'ERPZ Team',
    category: category(doc.category),
    hero: media(doc.hero),
  }
}

function detail(doc: RawDoc): PostDetail {
  const seo = (doc.seo ?? {}) as { metaTitle?: string | null; metaDescription?: string | null; metaImage?: unknown }
  const image = media(seo.metaImage)
  return {
    ...summary(doc),
    body: doc.body ?? null,
    seo: { title: seo.metaTitle || null, description: seo.metaDescription || null, image: image?.large ?? image?.url ?? null },
  }
}

/** A category given by slug or by name (case-insensitive), or null when there is none such. */
export async function findCategory(payload: Payload, value: string) {
  const wanted = value.trim()
  if (!wanted) return null
  const { docs } = await payload.find({
    collection: 'erpz-blog-categories',
    where: { or: [{ slug: { equals: wanted.toLowerCase() } }, { name: { like: wanted } }] },
    limit: 10,
    depth: 0,
    overrideAccess: true,
  })
  const exact = docs.find((c) => c.slug === wanted.toLowerCase() || c.name.toLowerCase() === wanted.toLowerCase())
  return exact ? { id: exact.id, name: exact.name, slug: exact.slug } : null
}

/** One page of published posts, newest first, filtered in the database. */
export async function listPosts(payload: Payload, query: PostListQuery = {}): Promise<PostList> {
  const q = normaliseSearch(query.q)
  const page = listPage(query.page)
  const conditions: Where[] = [PUBLISHED]
  if (q) conditions.push({ or: [{ title: { contains: q } }, { description: { contains: q } }] })
  let activeCategory: PostList['activeCategory'] = null
  if (query.category && query.category.toLowerCase() !== 'all') {
    const found = await findCategory(payload, query.category)
    if (!found) return { posts: [], page: 1, totalPages: 0, totalDocs: 0, categories: [], activeCategory: null }
    activeCategory = { name: found.name, slug: found.slug }
    conditions.push({ category: { equals: found.id } })
  }
  const result = await payload.find({
    collection: COLLECTION,
    where: { and: conditions },
    sort: '-publishedAt',
    page,
    limit: BLOG_PAGE_SIZE,
    depth: 1,
    overrideAccess: true,
    select: { title: true, slug: true, description: true, publishedAt: true, updatedAt: true, author: true, category: true, hero: true },
  })
  const posts = result.docs.map((doc) => summary(doc as unknown as RawDoc))
  const seen = new Map<string, { name: string; slug: string }>()
  for (const post of posts) if (post.category) seen.set(post.category.slug, { name: post.category.name, slug: post.category.slug })
  if (activeCategory) seen.set(activeCategory.slug, activeCategory)
  const categories = [...seen.values()].sort((a, b) => a.name.localeCompare(b.name, 'en'))
  return { posts, page: result.page ?? page, totalPages: result.totalPages, totalDocs: result.totalDocs, categories, activeCategory }
}

/** The published post under a slug, or null. */
export async function getPublishedPost(payload: Payload, slug: string): Promise<PostDetail | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [PUBLISHED, { slug: { equals: slug } }] },
    limit: 1,
    depth: 2,
    overrideAccess: true,
  })
  return docs[0] ? detail(docs[0] as unknown as RawDoc) : null
}

/** The newest version (draft or not) under a slug, for preview. Callers check who may see it. */
export async function getLatestDraft(payload: Payload, slug: string): Promise<PostDetail | null> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { slug: { equals: slug } },
    draft: true,
    limit: 1,
    depth: 2,
    overrideAccess: true,
  })
  return docs[0] ? detail(docs[0] as unknown as RawDoc) : null
}

/** Up to two other published posts of the same category, newest first (SPEC §7). */
export async function relatedPosts(payload: Payload, post: Pick<PostSummary, 'id' | 'category'>): Promise<PostSummary[]> {
  if (!post.category) return []
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: { and: [PUBLISHED, { id: { not_equals: post.id } }, { category: { equals: post.category.id } }] },
    sort: '-publishedAt',
    limit: RELATED_POSTS_LIMIT,
    depth: 1,
    overrideAccess: true,
    select: { title: true, slug: true, description: true, publishedAt: true, updatedAt: true, author: true, category: true, hero: true },
  })
  return docs.map((doc) => summary(doc as unknown as RawDoc))
}

/** The newest published posts for RSS and the sitemap. */
export async function latestPosts(payload: Payload, limit = RSS_ITEMS): Promise<PostSummary[]> {
  const { docs } = await payload.find({
    collection: COLLECTION,
    where: PUBLISHED,
    sort: '-publishedAt',
    limit,
    depth: 1,
    overrideAccess: true,
    select: { title: true, slug: true, description: true, publishedAt: true, updatedAt: true, author: true, category: true, hero: true },
  })
  return docs.map((doc) => summary(doc as unknown as RawDoc))
}
