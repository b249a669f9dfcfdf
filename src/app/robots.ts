import type { MetadataRoute } from 'next'

import { env } from '@/env'

// At request time: PUBLIC_URL is the server's, not the build's (decision 201).
export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  return {
    // The sign-up screen is public; the onboarding steps after it are per visitor (decision 064).
    rules: { userAgent: '*', allow: ['/', '/onboarding/auth'], disallow: ['/admin', '/api', '/onboarding', '/blog/preview'] },
    sitemap: `${env.PUBLIC_URL}/sitemap.xml`,
  }
}
