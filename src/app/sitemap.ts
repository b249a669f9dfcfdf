import type { MetadataRoute } from 'next'

import { publicPages } from '@/content/routes'
import { env } from '@/env'

export default function sitemap(): MetadataRoute.Sitemap {
  return publicPages.map((page) => ({
    url: `${env.PUBLIC_URL}${page.path === '/' ? '' : page.path}`,
    changeFrequency: page.path === '/blog' ? 'daily' : 'monthly',
    priority: page.path === '/' ? 1 : 0.7,
  }))
}
