import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'

import { blogHref } from './blog-filters'

export function Pagination({ page, totalPages, q, category }: { page: number; totalPages: number; q: string; category: string | null }) {
  if (totalPages <= 1) return null
  const link = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300'
  return (
    <nav aria-label="Pagination" className="mt-12 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link href={blogHref({ q, category, page: page - 1 })} className={cn(link, 'bg-white hover:bg-indigo-50')} rel="prev">
          Previous
        </Link>
      )}
      {Array.from({ length: totalPages }, (_, i) => i + 1)
        .filter((n) => n === 1 || n === totalPages || Math.abs(n - page) <= 2)
        .map((n) => (
          <Link
            key={n}
            href={blogHref({ q, category, page: n })}
            aria-current={n === page ? 'page' : undefined}
            aria-label={`Page ${n}`}
            className={cn(link, n === page ? 'bg-brand text-white ring-brand' : 'bg-white hover:bg-indigo-50')}
          >
            {n}
          </Link>
        ))}
      {page < totalPages && (
        <Link href={blogHref({ q, category, page: page + 1 })} className={cn(link, 'bg-white hover:bg-indigo-50')} rel="next">
          Next
        </Link>
      )}
    </nav>
  )
}
