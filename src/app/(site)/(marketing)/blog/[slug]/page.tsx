import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { cache } from 'react'

import { blogLoadFailed, LoadFailure, PostFailureFrame } from '@/components/blog/load-failure'
import { PostArticle } from '@/components/blog/post-article'
import { ReadingProgress } from '@/components/blog/reading-progress'
import { ShareButtons } from '@/components/blog/share-buttons'
import { JsonLd } from '@/components/site/json-ld'
import { site } from '@/config/site'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'
import { cachedPost } from '@/server/blog/cached'
import { readingTime, renderLexical } from '@/server/blog/render'
import { logger } from '@/server/platform/log'

/**
 * Rendered on the first request for a slug and cached until the CMS hooks revalidate the post's
 * tag or path (docs/decisions/069); a day is the safety net.
 */
export const revalidate = 86400

// Nothing at build time: a build must not need the database.
export function generateStaticParams(): { slug: string }[] {
  return []
}

type Params = Promise<{ slug: string }>

const validSlug = (slug: string) => /^[a-z0-9][a-z0-9-]{0,127}$/.test(slug)

/**
 * The post, or null. Throws when it cannot be loaded: the page renders LoadFailure, so error.tsx
 * answers and nothing is cached.
 * Once per request: metadata and page see the same outcome.
 */
const load = cache(async (slug: string) => {
  if (!validSlug(slug)) return null
  try {
    return await cachedPost(slug)
  } catch (error) {
    logger.error({ err: error, slug }, 'blog post failed to load')
    throw error
  }
})

const noPost: Metadata = { title: `Blog | ${site.product}`, robots: { index: false } }

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params
  // On a failure the page throws the same error, so this fallback is never cached; answering it
  // keeps the layout's head (icons) on the error page.
  const found = await load(slug).catch(() => null)
  if (!found) return noPost
  const { post } = found
  const path = `/blog/${post.slug}`
  return pageMetadata({
    title: post.seo.title ?? post.title,
    description: post.seo.description ?? post.description,
    path,
    image: post.seo.image ?? post.hero?.large ?? post.hero?.url ?? undefined,
    type: 'article',
  })
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const { slug } = await params
  let found
  try {
    found = await load(slug)
  } catch (error) {
    return (
      <PostFailureFrame>
        <LoadFailure error={error} message={blogLoadFailed.post} retryHref={`/blog/${slug}`} />
      </PostFailureFrame>
    )
  }
  if (!found) redirect('/blog')
  const { post, related } = found
  const body = renderLexical(post.body)
  const url = `${env.PUBLIC_URL}/blog/${post.slug}`
  const image = post.hero?.large ?? post.hero?.url
  return (
    <>
      <JsonLd
        data={{
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          url,
          mainEntityOfPage: url,
          ...(post.publishedAt ? { datePublished: post.publishedAt } : {}),
          dateModified: post.updatedAt,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: site.product, logo: { '@type': 'ImageObject', url: `${env.PUBLIC_URL}/brand/erpz-logo.svg` } },
          ...(image ? { image: `${env.PUBLIC_URL}${image}` } : {}),
          ...(post.category ? { articleSection: post.category.name } : {}),
          wordCount: body.words,
        }}
      />
      <ReadingProgress />
      <PostArticle post={post} body={body} minutes={readingTime(body.words)} related={related} share={<ShareButtons url={url} title={post.title} />} />
    </>
  )
}
