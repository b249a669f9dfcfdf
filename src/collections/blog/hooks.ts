import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { ErpzBlog as Post, ErpzBlogCategory as Category } from '../../payload-types'
import { BLOG_TAGS, revalidateOutsideRequest } from '../../server/blog/tags'

/**
 * Drops the cached blog pages. `next/cache` only works inside a Next.js request; a scheduled
 * publish fires outside one, in the server's background loop, and expires the same tags through
 * the server's cache directly (decision 155). Seed scripts and tests have no cache to drop.
 */
export async function revalidateBlog(tags: string[], paths: string[] = []): Promise<void> {
  try {
    const { revalidatePath, revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    for (const path of paths) revalidatePath(path)
  } catch {
    // No request store: the background loop of a server (or a script, which has no cache).
    await revalidateOutsideRequest(tags, paths)
  }
}

export const revalidatePostAfterChange: CollectionAfterChangeHook<Post> = async ({ doc, previousDoc, req }) => {
  if (req.context.skipRevalidate) return doc
  // Payload passes an empty object as the previous version of a new post.
  const previous: Partial<Post> | undefined = previousDoc
  // Saving a draft changes nothing public unless it unpublished a published post.
  if (doc._status !== 'published' && previous?._status !== 'published') return doc
  const slugs = [doc.slug, previous?.slug].filter((s): s is string => Boolean(s))
  await revalidateBlog(
    [BLOG_TAGS.all, ...slugs.map(BLOG_TAGS.post)],
    ['/blog', '/blog/rss.xml', '/sitemap.xml', ...slugs.map((s) => `/blog/${s}`)],
  )
  return doc
}

export const revalidatePostAfterDelete: CollectionAfterDeleteHook<Post> = async ({ doc, req }) => {
  if (req.context.skipRevalidate) return doc
  const slug = doc.slug
  await revalidateBlog([BLOG_TAGS.all, ...(slug ? [BLOG_TAGS.post(slug)] : [])], ['/blog', '/blog/rss.xml', '/sitemap.xml'])
  return doc
}

export const revalidateCategory: CollectionAfterChangeHook<Category> = async ({ doc, req }) => {
  if (!req.context.skipRevalidate) await revalidateBlog([BLOG_TAGS.all], ['/blog'])
  return doc
}

export const revalidateCategoryDelete: CollectionAfterDeleteHook<Category> = async ({ doc, req }) => {
  if (!req.context.skipRevalidate) await revalidateBlog([BLOG_TAGS.all], ['/blog'])
  return doc
}
