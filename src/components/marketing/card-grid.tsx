import type { LucideIcon } from '@/components/ui/icons'
import type React from 'react'

import { cn } from '@/lib/cn'

export type Card = { title: string; text: string; /** Shown above the title: an icon, a number. */ lead?: React.ReactNode }

const tones = {
  white: 'bg-white shadow-sm ring-1 ring-slate-200',
  /** A brand-coloured top edge. */
  topline: 'border-t-4 border-brand bg-white shadow-sm ring-1 ring-slate-200',
  gradient: 'bg-gradient-to-br from-indigo-50 to-white ring-1 ring-indigo-100',
  /** On a dark section. */
  dark: 'bg-slate-800 ring-1 ring-white/10',
} as const

type CardGridProps = {
  cards: ReadonlyArray<Card>
  /** Grid columns per breakpoint, e.g. `sm:grid-cols-2 lg:grid-cols-4`. */
  columns: string
  tone?: keyof typeof tones
  /** `lg`: roomier cards with a larger title. */
  size?: 'md' | 'lg'
  /** Steps: an `<ol>`, each card led by its number. */
  ordered?: boolean
  /** Icons that lead the cards, by position (the first one again past the end). */
  icons?: ReadonlyArray<LucideIcon>
  /** `data-testid` of each card. */
  cardTestId?: string
}

/** The marketing pages' grid of cards: a title and a paragraph each, with an optional lead visual. */
export function CardGrid({ cards, columns, tone = 'white', size = 'md', ordered, icons, cardTestId }: CardGridProps) {
  const List = ordered ? 'ol' : 'ul'
  const dark = tone === 'dark'
  return (
    <List className={cn('mt-12 grid gap-6', columns)}>
      {cards.map((card, index) => {
        const Icon = icons?.[index] ?? icons?.[0]
        const lead = card.lead ?? (ordered ? <StepNumber n={index + 1} /> : Icon ? <Icon aria-hidden className="size-8 text-brand" /> : null)
        return (
          <li key={card.title} className={cn('rounded-2xl', size === 'lg' ? 'p-8' : 'p-6', tones[tone])} data-testid={cardTestId}>
            {lead}
            <h3 className={cn('font-bold', size === 'lg' ? 'text-xl' : 'text-lg', lead ? 'mt-4' : undefined, dark && 'text-white')}>
              {card.title}
            </h3>
            <p className={cn('leading-7', size === 'lg' ? 'mt-3' : 'mt-2', dark ? 'text-slate-300' : 'text-ink')}>{card.text}</p>
          </li>
        )
      })}
    </List>
  )
}

/** The numbered badge of a step card. */
export function StepNumber({ n }: { n: number }) {
  return (
    <span aria-hidden className="inline-flex size-10 items-center justify-center rounded-full bg-brand font-heading font-bold text-white">
      {n}
    </span>
  )
}

/** An icon on a soft tile, as feature cards lead with. */
export function IconTile({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex size-12 items-center justify-center rounded-xl bg-indigo-50 text-brand', className)}>{children}</span>
  )
}
