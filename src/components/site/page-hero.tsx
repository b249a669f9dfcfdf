import type React from 'react'

import { cn } from '@/lib/cn'

type PageHeroProps = {
  title: string
  eyebrow?: string
  subtitle?: string
  /** Dark hero (home): the navigation sits transparent over it. */
  dark?: boolean
  children?: React.ReactNode
}

export function PageHero({ title, eyebrow, subtitle, dark, children }: PageHeroProps) {
  return (
    <section
      className={cn(
        'px-4 pb-16 pt-32 sm:px-6',
        dark ? 'bg-gradient-to-br from-brand-dark via-brand-dark to-brand text-white' : 'bg-surface',
      )}
    >
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow && (
          <p className={cn('text-sm font-semibold uppercase tracking-widest', dark ? 'text-indigo-200' : 'text-brand')}>
            {eyebrow}
          </p>
        )}
        <h1 className={cn('mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl', dark && 'text-white')}>{title}</h1>
        {subtitle && <p className={cn('mt-6 text-lg leading-8', dark ? 'text-slate-200' : 'text-ink')}>{subtitle}</p>}
        {children}
      </div>
    </section>
  )
}
