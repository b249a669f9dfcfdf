import type { Metadata } from 'next'
import { redirect } from 'next/navigation'

import { PostArticle } from '@/components/blog/post-article'
import { ReadingProgress } from '@/components/blog/reading-progress'
import { LoadError } from '@/components/blog/retry-button'
import { ShareButtons } from '@/components/blog/share-buttons'
import { JsonLd } from '@/components/site/json-ld'
import { site } from '@/config/site'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'
import { cachedPost } from '@/server/blog/cached'
import { renderLexical } from '@/server/blog/render'
import { logger } from '@/server/log'

export const dynamic = 'force-dynamic'

type Params = Promise<{ slug: string }>

const validSlug = (slug: string) => /^[a-z0-9][a-z0-9-]{0,127}$/.test(slug)

async function load(slug: string) {
  if (!validSlug(slug)) return { post: null }
  try {
    return { post: await cachedPost(slug) }
  } catch (error) {
    logger.error({ err: error, slug }, 'blog post failed to load')
    return { error: true as const, post: null }
  }
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { slug } = await params
  const { post: found } = await load(slug)
  if (!found) return { title: `Blog | ${site.product}`, robots: { index: false } }
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
  const result = await load(slug)
  if ('error' in result) {
    return (
      <section className="px-4 pb-24 pt-36 sm:px-6">
        <LoadError message="Failed to load blog post. Please try again later." />
      </section>
    )
  }
  if (!result.post) redirect('/blog')
  const { post, related } = result.post
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
      <PostArticle post={post} body={body} related={related} share={<ShareButtons url={url} title={post.title} />} />
    </>
  )
}
