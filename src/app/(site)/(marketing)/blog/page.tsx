import type { Metadata } from 'next'

import { BlogFilters } from '@/components/blog/blog-filters'
import { NewsletterBox } from '@/components/blog/newsletter-box'
import { Pagination } from '@/components/blog/pagination'
import { PostCard } from '@/components/blog/post-card'
import { LoadError } from '@/components/blog/retry-button'
import { JsonLd } from '@/components/site/json-ld'
import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { env } from '@/env'
import { firstParam, type SearchParams } from '@/lib/search-params'
import { pageMetadata } from '@/lib/seo'
import { cachedPostList } from '@/server/blog/cached'
import { normaliseSearch, type PostList } from '@/server/blog/queries'
import { logger } from '@/server/log'

const path = '/blog'
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  ...pageMetadata({ ...pageInfo(path), path }),
  alternates: {
    canonical: path,
    types: { 'application/rss+xml': [{ url: '/blog/rss.xml', title: 'ERPZ Manufacturing Insights' }] },
  },
}


export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams
  const q = normaliseSearch(firstParam(params.q))
  const category = firstParam(params.category).trim().slice(0, 100)
  const page = Number.parseInt(firstParam(params.page), 10)
  let list: PostList | null = null
  try {
    list = await cachedPostList({ q, category, page: Number.isFinite(page) && page > 0 ? page : 1 })
  } catch (error) {
    logger.error({ err: error }, 'blog list failed to load')
  }
  const activeSlug = list?.activeCategory?.slug ?? null

  return (
    <>
      <JsonLd
        data={{
          '@type': 'Blog',
          name: 'ERPZ Manufacturing Insights',
          url: `${env.PUBLIC_URL}/blog`,
          description: pageInfo(path).description,
          blogPost: (list?.posts ?? []).map((post) => ({
            '@type': 'BlogPosting',
            headline: post.title,
            url: `${env.PUBLIC_URL}/blog/${post.slug}`,
            ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
          })),
        }}
      />
      <PageHero eyebrow="Manufacturing insights" title="The Future of Manufacturing" subtitle={pageInfo(path).description} />
      <section className="px-4 py-14 sm:px-6">
        <div className="mx-auto max-w-6xl">
          {list ? (
            <>
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
          ) : (
            <LoadError message="Failed to load blog content. Please try again later." />
          )}
          <div className="mt-16">
            <NewsletterBox />
          </div>
        </div>
      </section>
    </>
  )
}
