'use client'

import type React from 'react'
import { useState } from 'react'

import type { PlanId } from '@/content/pricing'
import { cx } from '@/lib/cx'

type Props = { plans: { id: PlanId; name: string }[]; tableId: string; children: React.ReactNode }

/**
 * The phone-width plan switcher around the comparison table: it keeps the chosen plan in
 * `data-shown`, which the table's cells read (comparison-table.tsx). The first plan shows until
 * the visitor picks another, with or without JavaScript.
 */
export function PlanSwitcher({ plans, tableId, children }: Props) {
  const [shown, setShown] = useState<PlanId>(plans[0]?.id ?? 'launch')
  const labelId = `${tableId}-switch`
  return (
    <div className="group/plans mt-12" data-shown={shown}>
      <div className="md:hidden" data-testid="plan-switcher">
        <p id={labelId} className="text-center text-sm font-medium text-ink">
          Choose a plan to see what it includes
        </p>
        <div role="group" aria-labelledby={labelId} className="mt-3 grid grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
          {plans.map((plan) => (
            <button
              key={plan.id}
              type="button"
              aria-pressed={plan.id === shown}
              aria-controls={tableId}
              onClick={() => setShown(plan.id)}
              className={cx(
                'min-h-11 rounded-lg px-2 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
                plan.id === shown ? 'bg-brand text-white' : 'text-brand-dark hover:bg-surface',
              )}
            >
              {plan.name.replace(' Plan', '')}
            </button>
          ))}
        </div>
      </div>
      {children}
    </div>
  )
}
