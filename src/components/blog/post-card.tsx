import { ArrowRight, Factory } from '@/components/ui/icons'

import { Link } from '@/components/ui/link'
import { formatPostDate } from '@/lib/blog/format'
import type { PostSummary } from '@/lib/blog/types'

export function CategoryBadge({ name }: { name: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-brand-dark ring-1 ring-indigo-100">
      {name}
    </span>
  )
}

/** Hero image of a post, or a neutral placeholder when it has none. */
export function PostImage({ post, priority }: { post: PostSummary; priority?: boolean }) {
  if (!post.hero) {
    return (
      <div className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-indigo-100 to-slate-100" data-testid="hero-placeholder">
        <Factory className="size-12 text-brand/50" aria-hidden />
      </div>
    )
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- Payload serves the sized files itself.
    <img
      src={post.hero.medium ?? post.hero.url}
      alt={post.hero.alt}
      width={800}
      height={450}
      loading={priority ? 'eager' : 'lazy'}
      className="aspect-[16/9] w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]"
    />
  )
}

export function PostCard({ post, priority, headingLevel = 2 }: { post: PostSummary; priority?: boolean; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const href = `/blog/${post.slug}`
  return (
    <article className="group flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 transition-shadow hover:shadow-lg" data-testid="post-card">
      <Link href={href} tabIndex={-1} aria-hidden className="block overflow-hidden">
        <PostImage post={post} priority={priority} />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <CategoryBadge name={post.category?.name ?? 'Uncategorized'} />
          {post.publishedAt && <time dateTime={post.publishedAt}>{formatPostDate(post.publishedAt)}</time>}
        </div>
        <Heading className="mt-4 text-xl font-bold leading-snug">
          <Link href={href} className="hover:text-brand focus-visible:outline-2 focus-visible:outline-brand">
            {post.title}
          </Link>
        </Heading>
        <p className="mt-3 line-clamp-2 text-ink">{post.description}</p>
        <Link
          href={href}
          className="mt-auto inline-flex items-center gap-1 pt-5 font-semibold text-brand hover:text-brand-dark"
        >
          {/* The hidden title makes the link text say where it goes (screen readers, search engines). */}
          Read More<span className="sr-only">: {post.title}</span> <ArrowRight className="size-4" aria-hidden />
        </Link>
      </div>
    </article>
  )
}
