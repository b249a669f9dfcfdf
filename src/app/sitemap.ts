import type { MetadataRoute } from 'next'

import { publicPages } from '@/content/routes'
import { env } from '@/env'
import { cachedLatestPosts } from '@/server/blog/cached'
import { logger } from '@/server/log'

// Built per request from cached data, so the build never needs the database.
export const dynamic = 'force-dynamic'

/** Every published post, at most this many (the sitemap protocol allows 50,000 URLs). */
const SITEMAP_POSTS = 10_000

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = publicPages.map((page) => ({
    url: `${env.PUBLIC_URL}${page.path === '/' ? '' : page.path}`,
    changeFrequency: page.path === '/blog' ? 'daily' : 'monthly',
    priority: page.path === '/' ? 1 : 0.7,
  }))
  pages.push({ url: `${env.PUBLIC_URL}/onboarding/auth`, changeFrequency: 'monthly', priority: 0.8 })
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
