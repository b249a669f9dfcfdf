import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { BlogFilters, blogHref } from '@/components/blog/blog-filters'
import { blogLoadFailed, LoadFailure } from '@/components/blog/load-failure'
import { Pagination } from '@/components/blog/pagination'
import { PostCard } from '@/components/blog/post-card'
import { JsonLd } from '@/components/site/json-ld'
import { pageInfo } from '@/content/routes'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'
import { blogPayload } from '@/server/blog/cached'
import { decodeBlogListKey } from '@/server/blog/list-query'
import { listPosts } from '@/server/blog/queries'
import { logger } from '@/server/platform/log'

import { isLinkedList, tagListPage } from './cache-class'

/**
 * `/blog?q=&category=&page=`, which `src/proxy.ts` rewrites here with the normalised query as
 * `key`. Rendered on the first request for a key and cached until the CMS hooks revalidate the
 * `blog` tag (docs/decisions/069); a day is the safety net. The rendered page is the list's only
 * cache: its data is read straight from the database, so a made-up query leaves one entry, in the
 * small `queries` budget (docs/decisions/150), not a page and a data entry.
 */
export const revalidate = 86400

// Nothing at build time: a build must not need the database.
export function generateStaticParams(): { key: string }[] {
  return []
}

const path = '/blog'

export const metadata: Metadata = {
  ...pageMetadata({ ...pageInfo(path), path }),
  alternates: {
    canonical: path,
    types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: 'ERPZ Manufacturing Insights' }] },
  },
}

export default async function BlogListPage({ params }: { params: Promise<{ key: string }> }) {
  const query = decodeBlogListKey((await params).key)
  if (!query) notFound()
  const { q, category } = query
  let list
  try {
    list = await listPosts(await blogPayload(), query)
    await tagListPage(isLinkedList(query, list))
  } catch (error) {
    logger.error({ err: error }, 'blog list failed to load')
    // Thrown again inside: a failed render is answered by error.tsx and never cached.
    return <LoadFailure error={error} message={blogLoadFailed.list} retryHref={blogHref({ q, category, page: query.page })} />
  }
  const activeSlug = list.activeCategory?.slug ?? null

  return (
    <>
      <JsonLd
        data={{
          '@type': 'Blog',
          name: 'ERPZ Manufacturing Insights',
          url: `${env.PUBLIC_URL}/blog`,
          description: pageInfo(path).description,
          blogPost: list.posts.map((post) => ({
            '@type': 'BlogPosting',
            headline: post.title,
            url: `${env.PUBLIC_URL}/blog/${post.slug}`,
            ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
          })),
        }}
      />
      <BlogFilters q={q} activeCategory={activeSlug} categories={list.categories} />
      {list.posts.length === 0 ? (
        <p className="mt-14 rounded-2xl bg-surface p-10 text-center text-lg font-medium text-ink" role="status">
          No blog posts found matching your criteria
        </p>
      ) : (
        <div className="mt-10 grid gap-8 md:grid-cols-2" data-testid="post-grid">
          {list.posts.map((post, index) => (
            <PostCard key={post.id} post={post} priority={index < 2} />
          ))}
        </div>
      )}
      <Pagination page={list.page} totalPages={list.totalPages} q={q} category={activeSlug ?? (category || null)} />
    </>
  )
}
