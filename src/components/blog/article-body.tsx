'use client'

import { useState } from 'react'

import { cn } from '@/lib/cn'

import './blog-body.css'

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const
type FontSize = (typeof SIZES)[number]['value']

/**
 * The article HTML, already rendered and sanitised on the server (src/server/blog/render.ts),
 * with the reader's font-size switch. Preview pages fix the size at medium.
 */
export function ArticleBody({ html, fixedSize }: { html: string; fixedSize?: boolean }) {
  const [size, setSize] = useState<FontSize>('medium')
  return (
    <div>
      {!fixedSize && (
        <div role="group" aria-label="Font size" className="mb-6 flex items-center gap-2">
          <span className="mr-1 text-sm font-medium text-slate-600" aria-hidden>
            Font size
          </span>
          {SIZES.map((option) => (
            <button
              key={option.value}
              type="button"
              aria-pressed={size === option.value}
              onClick={() => setSize(option.value)}
              className={cn(
                'rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 transition-colors',
                size === option.value ? 'bg-brand text-white ring-brand' : 'bg-white text-brand-dark ring-slate-300 hover:bg-indigo-50',
              )}
            >
              {option.label}
            </button>
          ))}
        </div>
      )}
      <div data-testid="article-body" data-size={size} className="blog-body" dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  )
}
