import type React from 'react'

import { cn } from '@/lib/cn'

type SectionProps = {
  id?: string
  title: string
  eyebrow?: string
  subtitle?: string
  tone?: 'white' | 'surface' | 'dark'
  /** Center the heading block (default) or align it left. */
  align?: 'center' | 'left'
  className?: string
  children?: React.ReactNode
}

/** A page section with an h2 heading; `aria-labelledby` ties the region to its heading. */
export function Section({ id, title, eyebrow, subtitle, tone = 'white', align = 'center', className, children }: SectionProps) {
  const headingId = `${id ?? slugify(title)}-heading`
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={cn(
        'scroll-mt-16 px-4 py-20 sm:px-6 lg:py-24',
        tone === 'surface' && 'bg-surface',
        tone === 'dark' && 'bg-brand-dark text-slate-200',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl">
        <div className={cn('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
          {eyebrow && (
            <p className={cn('text-sm font-semibold uppercase tracking-widest', tone === 'dark' ? 'text-indigo-200' : 'text-brand')}>
              {eyebrow}
            </p>
          )}
          <h2
            id={headingId}
            className={cn('mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl', tone === 'dark' && 'text-white')}
          >
            {title}
          </h2>
          {subtitle && <p className={cn('mt-4 text-lg leading-8', tone === 'dark' ? 'text-slate-300' : 'text-ink')}>{subtitle}</p>}
        </div>
        {children}
      </div>
    </section>
  )
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}
