import { CalendarDays, Clock, UserRound } from '@/components/ui/icons'
import type React from 'react'

import { Link } from '@/components/ui/link'
import { formatPostDate } from '@/lib/blog/format'
import type { PostDetail, PostSummary, RenderedBody } from '@/lib/blog/types'

import { ArticleBody } from './article-body'
import { CategoryBadge, PostCard } from './post-card'
import { TableOfContents } from './table-of-contents'

type PostArticleProps = {
  post: PostDetail
  body: RenderedBody
  /** Reading time in minutes (SPEC §9), worked out on the server. */
  minutes: number
  related?: PostSummary[]
  /** Share links, shown under the title (not on previews). */
  share?: React.ReactNode
  preview?: boolean
}

export function PostArticle({ post, body, minutes, related = [], share, preview }: PostArticleProps) {
  const image = post.hero?.large ?? post.hero?.url
  return (
    <article>
      <header className="relative overflow-hidden bg-brand-dark px-4 pb-16 pt-32 text-white sm:px-6">
        {image && (
          // eslint-disable-next-line @next/next/no-img-element -- Payload serves the sized files itself.
          <img
            src={image}
            // A phone (≈400 CSS px at 2×) takes the 800 px copy; the 1600 px one is for wide screens.
            srcSet={post.hero?.medium && post.hero.large ? `${post.hero.medium} 800w, ${post.hero.large} 1600w` : undefined}
            sizes="100vw"
            alt=""
            className="absolute inset-0 size-full object-cover opacity-40"
            fetchPriority="high"
          />
        )}
        <div className="absolute inset-0 bg-gradient-to-b from-brand-dark/50 via-brand-dark/70 to-brand-dark" aria-hidden />
        <div className="relative mx-auto max-w-4xl">
          <Link href="/blog" className="text-sm font-semibold text-indigo-200 hover:text-white">
            ← All articles
          </Link>
          <div className="mt-6">
            <CategoryBadge name={post.category?.name ?? 'Uncategorized'} />
          </div>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-white sm:text-5xl sm:leading-tight">{post.title}</h1>
          <p className="mt-5 max-w-3xl text-lg text-slate-200">{post.description}</p>
          <dl className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-200">
            <div className="flex items-center gap-2">
              <dt>
                <UserRound className="size-4" aria-hidden />
                <span className="sr-only">Author</span>
              </dt>
              <dd>{post.author}</dd>
            </div>
            {post.publishedAt && (
              <div className="flex items-center gap-2">
                <dt>
                  <CalendarDays className="size-4" aria-hidden />
                  <span className="sr-only">Published</span>
                </dt>
                <dd>
                  <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>
                </dd>
              </div>
            )}
            <div className="flex items-center gap-2">
              <dt>
                <Clock className="size-4" aria-hidden />
                <span className="sr-only">Reading time</span>
              </dt>
              <dd data-testid="reading-time">{minutes} min read</dd>
            </div>
          </dl>
        </div>
      </header>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[16rem_1fr]">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <TableOfContents entries={body.toc} />
          {share && (
            <div className="mt-6">
              <p className="mb-3 text-sm font-bold uppercase tracking-wider text-brand-dark">Share</p>
              {share}
            </div>
          )}
        </aside>
        <div className="min-w-0 max-w-3xl">
          <ArticleBody html={body.html} fixedSize={preview} />
        </div>
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="bg-surface px-4 py-16 sm:px-6">
          <div className="mx-auto max-w-6xl">
            <h2 id="related-heading" className="text-2xl font-bold">
              Related articles
            </h2>
            <div className="mt-8 grid gap-8 md:grid-cols-2" data-testid="related-posts">
              {related.map((item) => (
                <PostCard key={item.id} post={item} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      )}
    </article>
  )
}
