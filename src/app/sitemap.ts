import type { MetadataRoute } from 'next'

import { publicPages } from '@/content/routes'
import { env } from '@/env'
import { cachedLatestPosts } from '@/server/blog/cached'
import { listOpenRoles } from '@/server/careers/openings'
import { getAppPayload } from '@/server/endpoint'
import { logger } from '@/server/platform/log'
import { cachedPageList } from '@/server/pages/cached'

// Built per request from cached data, so the build never needs the database.
export const dynamic = 'force-dynamic'

/** Every published post, at most this many (the sitemap protocol allows 50,000 URLs). */
const SITEMAP_POSTS = 10_000

const url = (path: string) => `${env.PUBLIC_URL}${path === '/' ? '' : path}`

/**
 * The site's own routes, the published page documents marketers made (issue 31; a page marked
 * noindex is left out, a listed route too when its page document says noindex), then the posts.
 */
async function pageEntries(): Promise<MetadataRoute.Sitemap> {
  let documents: Awaited<ReturnType<typeof cachedPageList>> = []
  try {
    documents = await cachedPageList()
  } catch (error) {
    logger.error({ err: error }, 'sitemap could not list pages')
  }
  const hidden = new Set(documents.filter((page) => page.noindex).map((page) => page.path))
  const listed = new Set<string>(publicPages.map((page) => page.path))
  const entries: MetadataRoute.Sitemap = publicPages
    .filter((page) => !hidden.has(page.path))
    .map((page) => ({
      url: url(page.path),
      changeFrequency: page.path === '/blog' ? 'daily' : 'monthly',
      priority: page.path === '/' ? 1 : 0.7,
    }))
  for (const page of documents) {
    if (listed.has(page.path) || page.noindex) continue
    entries.push({ url: url(page.path), lastModified: page.updatedAt, changeFrequency: 'monthly', priority: 0.7 })
  }
  return entries
}

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages = await pageEntries()
  pages.push({ url: `${env.PUBLIC_URL}/onboarding/auth`, changeFrequency: 'monthly', priority: 0.8 })
  // Open roles, read at request time: a role past its closing date is gone at once (decision 166).
  try {
    const roles = await listOpenRoles(await getAppPayload())
    pages.push(...roles.map((role) => ({ url: `${env.PUBLIC_URL}/careers/${role.slug}`, changeFrequency: 'weekly' as const, priority: 0.6 })))
  } catch (error) {
    logger.error({ err: error }, 'sitemap could not list open roles')
  }
  try {
    const posts = await cachedLatestPosts(SITEMAP_POSTS)
    return [
      ...pages,
      ...posts.map((post) => ({
        url: `${env.PUBLIC_URL}/blog/${post.slug}`,
        lastModified: post.updatedAt || post.publishedAt || undefined,
        changeFrequency: 'monthly' as const,
        priority: 0.6,
      })),
    ]
  } catch (error) {
    logger.error({ err: error }, 'sitemap could not list blog posts')
    return pages
  }
}
