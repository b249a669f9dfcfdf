import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'

import { CSP_REPORT_GROUP, CSP_REPORT_PATH, adminPolicy, sitePolicy } from './scripts/lib/csp-policy'
import { env } from './src/env'
import { POLICY_ROUTE, POLICY_SLUGS } from './src/lib/policies'
import { BLOG_LIST_ROUTE, blogListQuery, encodeBlogListKey } from './src/server/blog/list-query'

const production = env.NODE_ENV === 'production'
const schedulerOrigin = env.SCHEDULER_URL ? new URL(env.SCHEDULER_URL).origin : ''

/**
 * Security headers of every response (decision 152). The CSP here is the whole policy for anything
 * that is not an HTML page; scripts/serve.ts adds to it, per HTML response, the hashes of that
 * page's inline scripts, so no page needs `'unsafe-inline'` for scripts.
 */
function securityHeaders(policy: string, frameAncestors: string) {
  return [
    { key: 'Content-Security-Policy', value: policy },
    ...(production ? [{ key: 'Reporting-Endpoints', value: `${CSP_REPORT_GROUP}="${CSP_REPORT_PATH}"` }] : []),
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
    { key: 'X-Frame-Options', value: frameAncestors === "'none'" ? 'DENY' : 'SAMEORIGIN' },
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
      : []),
  ]
}

const site = (frameAncestors: string) =>
  securityHeaders(sitePolicy({ production, schedulerOrigin, frameAncestors }), frameAncestors)

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // Next.js hashes every page it sends in JavaScript (FNV-1a over the whole HTML, one character at a
  // time) to make its ETag: 38% of the server's CPU when serving a cached page (decision 145). A
  // cached page is cheap to send again, and a CDN in front makes its own validators.
  generateEtags: false,
  // Metadata always in <head> (valid HTML, same for every client) instead of streamed into <body>.
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // The optimizer decodes the whole original for every width it is asked for (issue 30): it serves
  // only the widths of our sized copies (decision 143), and only uploaded media.
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [800, 1600],
    imageSizes: [],
    localPatterns: [{ pathname: '/api/media/file/**' }],
  },
  // Cached pages and data live in memory only (docs/decisions/069), in counted budgets that keep
  // made-up searches apart from the pages people read (docs/decisions/150). With REDIS_URL, every
  // instance shares one cache instead (docs/decisions/100), searches excepted. Read when the server
  // starts, so one build runs with or without Redis.
  cacheHandler: path.resolve(
    import.meta.dirname,
    env.REDIS_URL ? 'src/server/platform/cache/redis-cache-handler.mjs' : 'src/server/platform/cache/memory-cache-handler.mjs',
  ),
  // Loaded from node_modules at run time rather than bundled: bundled, the Redis client alone was
  // copied into nine server chunks and their source maps pushed the 256 MB heap (decision 068) over.
  serverExternalPackages: ['redis', '@redis/client', 'rate-limiter-flexible', 'prom-client', '@aws-sdk/client-s3'],
  experimental: {
    // The `radix-ui` umbrella package re-exports every primitive; without this, importing one
    // pulled about 70 KB gzip of primitives into the shared bundle.
    optimizePackageImports: ['radix-ui'],
    isrFlushToDisk: false,
    // Read at each start (src/env.ts, decision 214).
    preloadEntriesOnStart: !env.ERPZ_LAZY_ROUTES,
  },
  // src/proxy.ts rewrites as sent. Normalised, a rewrite names "localhost" while a server started
  // with `-H 127.0.0.1` calls itself 127.0.0.1, and Next.js 16.4 then proxies it over HTTP to
  // localhost, which fails (vercel/next.js#94745).
  skipProxyUrlNormalize: true,
  // `/blog` with none of the list's query parameters (most visits) is the first list page: a plain
  // rewrite, so it skips the proxy (src/proxy.ts), whose adapter cost 8% of the server's time per
  // request (decision 145). With `q`, `category` or `page` the proxy normalises the query.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: '/blog',
          missing: [
            { type: 'query', key: 'q' },
            { type: 'query', key: 'category' },
            { type: 'query', key: 'page' },
          ],
          destination: `${BLOG_LIST_ROUTE}/${encodeBlogListKey(blogListQuery(new URLSearchParams()))}`,
        },
        // The five policies are CMS documents rendered by one cached route (decision 163).
        ...POLICY_SLUGS.map((slug) => ({ source: `/${slug}`, destination: `${POLICY_ROUTE}/${slug}` })),
      ],
    }
  },
  async headers() {
    return [
      // Later rules override earlier ones for the same header. The preview is framed by the CMS
      // admin for live preview; the admin and its API have a policy of their own.
      { source: '/:path*', headers: site("'none'") },
      { source: '/blog/preview/:path*', headers: site("'self'") },
      { source: '/pages-preview', headers: site("'self'") },
      { source: '/pages-preview/:path*', headers: site("'self'") },
      { source: '/admin', headers: securityHeaders(adminPolicy({ production }), "'none'") },
      { source: '/admin/:path*', headers: securityHeaders(adminPolicy({ production }), "'none'") },
      { source: '/api/:path*', headers: securityHeaders(adminPolicy({ production }), "'none'") },
    ]
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
