'use client'

import type React from 'react'
import { useState } from 'react'

import { cx } from '@/lib/cx'

type Props = { plans: string[]; label: string; tableId: string; children: React.ReactNode }

/** Whole class names, so Tailwind finds them. */
const GRID = ['grid-cols-1', 'grid-cols-1', 'grid-cols-2', 'grid-cols-3', 'grid-cols-4', 'grid-cols-5', 'grid-cols-6'] as const

/**
 * The phone-width plan switcher around the comparison table: it keeps the chosen plan's position in
 * `data-shown`, which the table's cells read (Component.tsx). The first plan shows until the
 * visitor picks another, with or without JavaScript.
 */
export function PlanSwitcher({ plans, label, tableId, children }: Props) {
  const [shown, setShown] = useState(0)
  const labelId = `${tableId}-switch`
  return (
    <div className="group/plans mt-12" data-shown={shown}>
      <div className="md:hidden" data-testid="plan-switcher">
        <p id={labelId} className="text-center text-sm font-medium text-ink">
          {label}
        </p>
        <div role="group" aria-labelledby={labelId} className={cx('mt-3 grid gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200', GRID[plans.length] ?? 'grid-cols-6')}>
          {plans.map((plan, index) => (
            <button
              key={plan}
              type="button"
              aria-pressed={index === shown}
              aria-controls={tableId}
              onClick={() => setShown(index)}
              className={cx(
                'min-h-11 rounded-lg px-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                index === shown ? 'bg-brand text-white' : 'text-brand-dark hover:bg-surface',
              )}
            >
              {plan}
            </button>
          ))}
        </div>
      </div>
      {children}
    </div>
  )
}
