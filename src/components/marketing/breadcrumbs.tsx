import { JsonLd } from '@/components/site/json-ld'
import { Link } from '@/components/ui/link'
import { env } from '@/env'

export type Crumb = { name: string; path: string }

/** Visible breadcrumb trail plus its BreadcrumbList structured data. The last crumb is the page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <>
      <JsonLd
        data={{
          '@type': 'BreadcrumbList',
          itemListElement: items.map((item, index) => ({
            '@type': 'ListItem',
            position: index + 1,
            name: item.name,
            item: `${env.PUBLIC_URL}${item.path === '/' ? '' : item.path}`,
          })),
        }}
      />
      <nav aria-label="Breadcrumb" className="text-sm">
        <ol className="flex flex-wrap items-center justify-center gap-2">
          {items.map((item, index) => {
            const last = index === items.length - 1
            return (
              <li key={item.path} className="flex items-center gap-2">
                {last ? (
                  <span aria-current="page" className="font-semibold text-brand-dark">
                    {item.name}
                  </span>
                ) : (
                  <>
                    <Link href={item.path} className="text-ink underline-offset-4 hover:text-brand hover:underline">
                      {item.name}
                    </Link>
                    <span aria-hidden className="text-slate-400">/</span>
                  </>
                )}
              </li>
            )
          })}
        </ol>
      </nav>
    </>
  )
}
