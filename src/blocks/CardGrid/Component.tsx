import { ArrowRight } from '@/components/ui/icons'

import { CardGrid, IconTile } from '@/components/marketing/card-grid'
import { Section } from '@/components/marketing/section'
import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'
import type { CardGridBlock as Data } from '@/payload-types'

import { BlockIcon } from '../shared/icons'
import { CARD_COLUMNS } from './config'

export function CardGridBlockComponent({ block }: { block: Data }) {
  const columns = CARD_COLUMNS[block.columns]
  const section = { id: block.anchor ?? undefined, tone: block.tone, eyebrow: block.eyebrow ?? undefined, title: block.title, subtitle: block.subtitle ?? undefined }
  if (block.cardStyle === 'persona') {
    return (
      <Section {...section}>
        <ul className={cn('mt-12 grid gap-6', columns)}>
          {block.cards.map((card) => (
            <li key={card.id ?? card.title} data-testid={block.kind ?? undefined} className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              {card.eyebrow && <p className="text-sm font-semibold uppercase tracking-widest text-accent">{card.eyebrow}</p>}
              <h3 className="mt-3 text-2xl font-bold">{card.title}</h3>
              <p className="mt-3 flex-1 leading-7 text-ink">{card.text}</p>
              {card.link?.label && card.link.href && (
                <Link href={card.link.href} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand hover:underline">
                  {card.link.label} <ArrowRight aria-hidden className="size-4" />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </Section>
    )
  }
  if (block.cardStyle === 'horizontal') {
    return (
      <Section {...section}>
        <ul className={cn('mt-12 grid gap-6', columns)}>
          {block.cards.map((card) => {
            return (
              <li key={card.id ?? card.title} data-testid={block.kind ?? undefined} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                {card.icon && (
                  <IconTile className="shrink-0">
                    <BlockIcon name={card.icon} className="size-6" />
                  </IconTile>
                )}
                <div>
                  <h3 className="text-lg font-bold">{card.title}</h3>
                  <p className="mt-1 leading-7 text-ink">{card.text}</p>
                </div>
              </li>
            )
          })}
        </ul>
      </Section>
    )
  }
  return (
    <Section {...section}>
      <CardGrid
        size={block.roomy ? 'lg' : 'md'}
        columns={columns}
        tone={block.cardStyle === 'topline' || block.cardStyle === 'gradient' ? block.cardStyle : block.tone === 'dark' ? 'dark' : 'white'}
        cardTestId={block.kind ?? undefined}
        cards={block.cards.map((card) => ({
          title: card.title,
          text: card.text,
          lead: !card.icon ? undefined : block.cardStyle === 'icon' ? (
            <IconTile>
              <BlockIcon name={card.icon} className="size-6" />
            </IconTile>
          ) : (
            <BlockIcon name={card.icon} className={cn('size-8', block.cardStyle === 'gradient' ? 'text-success' : 'text-brand')} />
          ),
        }))}
      />
    </Section>
  )
}
