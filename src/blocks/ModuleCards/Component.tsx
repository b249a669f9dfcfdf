import { IconTile } from '@/components/marketing/card-grid'
import { Section } from '@/components/marketing/section'
import { Button } from '@/components/ui/button'
import { ArrowRight } from '@/components/ui/icons'
import { Link } from '@/components/ui/link'
import type { ModuleCardsBlock as Data } from '@/payload-types'

import { BlockIcon } from '../shared/icons'

export function ModuleCardsBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {block.cards.map((card, index) => (
          <li key={card.id ?? index}>
            <Link
              href={card.href}
              className="group flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-lg hover:ring-brand/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
            >
              {card.icon ? (
                <IconTile>
                  <BlockIcon name={card.icon} className="size-6" />
                </IconTile>
              ) : null}
              <span className="mt-5 font-heading text-xl font-bold text-brand-dark">{card.title}</span>
              <span className="text-sm font-semibold text-accent">{card.label}</span>
              <span className="mt-3 flex-1 text-sm leading-6 text-ink">{card.text}</span>
              <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand">
                {card.linkLabel} <ArrowRight aria-hidden className="size-4 transition group-hover:translate-x-1" />
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {block.link?.label && block.link.href && (
        <div className="mt-10 text-center">
          <Button asChild variant="secondary" size="lg">
            <Link href={block.link.href}>{block.link.label}</Link>
          </Button>
        </div>
      )}
    </Section>
  )
}
