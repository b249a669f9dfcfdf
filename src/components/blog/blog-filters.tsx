import { Search } from '@/components/ui/icons'

import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

type BlogFiltersProps = {
  q: string
  activeCategory: string | null
  categories: { name: string; slug: string }[]
}

export function blogHref({ q, category, page }: { q?: string; category?: string | null; page?: number }): string {
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (category) params.set('category', category)
  if (page && page > 1) params.set('page', String(page))
  const query = params.toString()
  return query ? `/blog?${query}` : '/blog'
}

/** Search box (a plain GET form, so it works without JavaScript) and category badges as links. */
export function BlogFilters({ q, activeCategory, categories }: BlogFiltersProps) {
  return (
    <div className="space-y-5">
      <form action="/blog" method="get" role="search" className="flex gap-2">
        {activeCategory && <input type="hidden" name="category" value={activeCategory} />}
        <label htmlFor="blog-search" className="sr-only">
          Search articles
        </label>
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            id="blog-search"
            type="search"
            name="q"
            defaultValue={q}
            maxLength={100}
            placeholder="Search articles..."
            className="h-12 w-full rounded-xl border border-slate-300 bg-white pl-10 pr-4 text-base text-brand-dark placeholder:text-slate-500 focus:border-brand focus:outline-2 focus:outline-brand/30"
          />
        </div>
        <button type="submit" className="h-12 rounded-xl bg-brand px-5 font-semibold text-white hover:bg-brand/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
          Search
        </button>
      </form>
      <nav aria-label="Categories" className="flex flex-wrap gap-2">
        {[{ name: 'All', slug: null as string | null }, ...categories].map((category) => {
          const active = category.slug === activeCategory
          return (
            <Link
              key={category.slug ?? 'all'}
              href={blogHref({ q, category: category.slug })}
              aria-current={active ? 'page' : undefined}
              className={cn(
                'rounded-full px-4 py-1.5 text-sm font-semibold ring-1 transition-colors',
                active ? 'bg-brand text-white ring-brand' : 'bg-white text-brand-dark ring-slate-300 hover:bg-indigo-50',
              )}
            >
              {category.name}
            </Link>
          )
        })}
      </nav>
    </div>
  )
}
