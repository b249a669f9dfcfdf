'use client'

import { Check, Minus } from 'lucide-react'
import { useId, useState } from 'react'

import { comparison, type Cell, type PlanId, plans } from '@/content/pricing'
import { cx } from '@/lib/cx'

function CellValue({ cell }: { cell: Cell }) {
  if (cell === true)
    return (
      <>
        <Check aria-hidden className="mx-auto size-5 text-success" />
        <span className="sr-only">Included</span>
      </>
    )
  if (cell === false)
    return (
      <>
        <Minus aria-hidden className="mx-auto size-5 text-slate-400" />
        <span className="sr-only">Not included</span>
      </>
    )
  return <span className="font-medium text-brand-dark">{cell}</span>
}

/**
 * The feature comparison. From the `md` breakpoint every plan has its column; below it (phones)
 * the table shows the feature column and one plan, chosen with the buttons above it, so nothing
 * hides behind a sideways swipe. The hidden columns are `display: none`, so a screen reader reads
 * the same two-column table a sighted visitor sees.
 */
export function ComparisonTable() {
  const [shown, setShown] = useState<PlanId>(plans[0]?.id ?? 'launch')
  const tableId = useId()
  const hiddenOnPhones = (id: PlanId) => (id === shown ? undefined : 'max-md:hidden')

  return (
    <div className="mt-12">
      <div className="md:hidden" data-testid="plan-switcher">
        <p id={`${tableId}-switch`} className="text-center text-sm font-medium text-ink">
          Choose a plan to see what it includes
        </p>
        <div role="group" aria-labelledby={`${tableId}-switch`} className="mt-3 grid grid-cols-3 gap-1 rounded-xl bg-white p-1 shadow-sm ring-1 ring-slate-200">
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
      <div className="mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:mt-0 md:overflow-x-auto">
        <table id={tableId} className="w-full border-collapse text-left md:min-w-[40rem]">
          <caption className="sr-only">Features included in each plan</caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="px-4 py-4 font-heading text-sm font-semibold uppercase tracking-wide text-ink sm:px-6">
                Feature
              </th>
              {plans.map((plan) => (
                <th
                  key={plan.id}
                  scope="col"
                  className={cx('px-4 py-4 text-center font-heading text-base font-bold text-brand-dark sm:px-6', hiddenOnPhones(plan.id))}
                >
                  {plan.name}
                </th>
              ))}
            </tr>
          </thead>
          {comparison.map((group) => (
            <tbody key={group.group}>
              <tr className="bg-surface">
                <th scope="colgroup" colSpan={plans.length + 1} className="px-4 py-3 text-sm font-bold uppercase tracking-wide text-brand sm:px-6">
                  {group.group}
                </th>
              </tr>
              {group.rows.map((row) => (
                <tr key={row.feature} className="border-t border-slate-100">
                  <th scope="row" className="px-4 py-4 font-medium text-brand-dark sm:px-6">
                    {row.feature}
                  </th>
                  {row.cells.map((cell, index) => {
                    const plan = plans[index]
                    if (!plan) return null
                    return (
                      <td key={plan.id} className={cx('px-4 py-4 text-center text-sm sm:px-6', hiddenOnPhones(plan.id))}>
                        <CellValue cell={cell} />
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      </div>
    </div>
  )
}
