import type { MetadataRoute } from 'next'

import { env } from '@/env'

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: ['/admin', '/api', '/onboarding', '/blog/preview'] },
    sitemap: `${env.PUBLIC_URL}/sitemap.xml`,
  }
}
