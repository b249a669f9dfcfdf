import { IconTile } from '@/components/marketing/card-grid'
import type { StatementsBlock as Data } from '@/payload-types'

import { BlockIcon } from '../shared/icons'

export function StatementsBlockComponent({ block }: { block: Data }) {
  return (
    <section aria-label={block.label} className="px-4 py-20 sm:px-6">
      <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
        {block.items.map((item) => {
          return (
            <div key={item.id ?? item.title} className="rounded-3xl bg-white p-10 shadow-sm ring-1 ring-slate-200">
              {item.icon && (
                <IconTile>
                  <BlockIcon name={item.icon} className="size-6" />
                </IconTile>
              )}
              <h2 className="mt-6 text-3xl font-extrabold">{item.title}</h2>
              <p className="mt-4 text-lg leading-8 text-ink">{item.text}</p>
            </div>
          )
        })}
      </div>
    </section>
  )
}
