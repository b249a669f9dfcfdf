import { env } from '@/env'
import { cachedLatestPosts } from '@/server/blog/cached'
import { RSS_ITEMS } from '@/server/blog/config'
import { buildRss } from '@/server/blog/rss'
import { logger } from '@/server/platform/log'

export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  try {
    const posts = await cachedLatestPosts(RSS_ITEMS)
    return new Response(buildRss(posts, env.PUBLIC_URL), {
      headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
    })
  } catch (error) {
    logger.error({ err: error }, 'blog feed failed to load')
    return new Response('Feed temporarily unavailable', { status: 503, headers: { 'Retry-After': '60' } })
  }
}
