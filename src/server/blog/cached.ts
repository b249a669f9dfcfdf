import 'server-only'

import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import config from '@/payload.config'

import { getPublishedPost, latestPosts, relatedPosts } from './queries'
import { BLOG_TAGS } from './tags'

/**
 * What the public blog pages read. Results are cached under the `blog` tag (and one tag per
 * post); the CMS hooks drop those tags on publish, change, unpublish and delete. Nothing runs
 * at build time, so a build never needs the database.
 */
export const blogPayload = () => getPayload({ config })

const DAY = 60 * 60 * 24

export const cachedPost = (slug: string) =>
  unstable_cache(
    async () => {
      const payload = await blogPayload()
      const post = await getPublishedPost(payload, slug)
      return post ? { post, related: await relatedPosts(payload, post) } : null
    },
    ['blog-post', slug],
    { tags: [BLOG_TAGS.all, BLOG_TAGS.post(slug)], revalidate: DAY },
  )()

export const cachedLatestPosts = (limit: number) =>
  unstable_cache(async () => latestPosts(await blogPayload(), limit), ['blog-latest', String(limit)], {
    tags: [BLOG_TAGS.all],
    revalidate: DAY,
  })()
