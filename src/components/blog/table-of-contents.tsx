'use client'

import type React from 'react'

import type { TocEntry } from '@/lib/blog/types'

/** SPEC §9: the target heading lights up after 100 ms and stays lit for 2 s. */
export const HIGHLIGHT_DELAY_MS = 100
export const HIGHLIGHT_DURATION_MS = 2000

export function TableOfContents({ entries }: { entries: TocEntry[] }) {
  if (entries.length === 0) return null
  const go = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const target = document.getElementById(id)
    if (!target) return
    event.preventDefault()
    target.scrollIntoView({ behavior: 'smooth', block: 'start' })
    window.history.replaceState(null, '', `#${id}`)
    window.setTimeout(() => {
      target.classList.add('toc-highlight')
      window.setTimeout(() => target.classList.remove('toc-highlight'), HIGHLIGHT_DURATION_MS)
    }, HIGHLIGHT_DELAY_MS)
  }
  return (
    <nav aria-labelledby="toc-heading" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="toc-heading" className="text-sm font-bold uppercase tracking-wider text-brand-dark">
        Table of Contents
      </h2>
      <ol className="mt-4 space-y-2 text-sm">
        {entries.map((entry) => (
          <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
            <a href={`#${entry.id}`} onClick={(event) => go(event, entry.id)} className="text-ink hover:text-brand">
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  )
}
