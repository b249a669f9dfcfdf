import type { MetadataRoute } from 'next'

import { env } from '@/env'

export default function robots(): MetadataRoute.Robots {
  return {
    // The sign-up screen is public; the onboarding steps after it are per visitor (decision 064).
    rules: { userAgent: '*', allow: ['/', '/onboarding/auth'], disallow: ['/admin', '/api', '/onboarding', '/blog/preview'] },
    sitemap: `${env.PUBLIC_URL}/sitemap.xml`,
  }
}
