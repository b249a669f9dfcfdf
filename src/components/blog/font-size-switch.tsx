'use client'

import { useState } from 'react'
import type React from 'react'

import { cx } from '@/lib/cx'

const SIZES = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
] as const
type FontSize = (typeof SIZES)[number]['value']

/**
 * The reader's font-size switch, the only part of the article body that runs in the browser: the
 * body itself (`children`) is rendered on the server and sized through `data-font-size`.
 */
export function FontSizeSwitch({ children }: { children: React.ReactNode }) {
  const [size, setSize] = useState<FontSize>('medium')
  return (
    <div>
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
            className={cx(
              'rounded-lg px-3 py-1.5 text-sm font-semibold ring-1 transition-colors',
              size === option.value ? 'bg-brand text-white ring-brand' : 'bg-white text-brand-dark ring-slate-300 hover:bg-indigo-50',
            )}
          >
            {option.label}
          </button>
        ))}
      </div>
      <div data-font-size={size}>{children}</div>
    </div>
  )
}
