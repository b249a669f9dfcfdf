import { ArrowRight } from '@/components/ui/icons'

import { Link } from '@/components/ui/link'
import { modulePath, modules } from '@/content/modules'

import { IconTile } from './card-grid'
import { moduleIcons } from './icon'

/** The five module cards, each linking to its solution page. */
export function ModuleCards() {
  return (
    <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
      {modules.map((m) => {
        const ModuleIcon = moduleIcons[m.slug]
        return (
          <li key={m.slug}>
            <Link
              href={modulePath(m.slug)}
              className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg hover:ring-brand/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              <IconTile>
                <ModuleIcon aria-hidden className="size-6" />
              </IconTile>
              <span className="mt-5 font-heading text-xl font-bold text-brand-dark">{m.module}</span>
              <span className="text-sm font-semibold text-accent">{m.navLabel}</span>
              <span className="mt-3 flex-1 text-sm leading-6 text-ink">{m.summary}</span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand">
                For {m.persona} <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
