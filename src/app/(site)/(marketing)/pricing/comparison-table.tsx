import { Check, Minus } from '@/components/ui/icons'
import { comparison, type Cell, type PlanId, plans } from '@/content/pricing'
import { cx } from '@/lib/cx'

import { PlanSwitcher } from './plan-switcher'

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
 * Below `md` a plan's cells show only while the switcher around the table has chosen that plan
 * (its `data-shown`); whole class names, so Tailwind finds them.
 */
const PHONE_COLUMN: Record<PlanId, string> = {
  launch: 'max-md:hidden max-md:group-data-[shown=launch]/plans:table-cell',
  growth: 'max-md:hidden max-md:group-data-[shown=growth]/plans:table-cell',
  enterprise: 'max-md:hidden max-md:group-data-[shown=enterprise]/plans:table-cell',
}

/**
 * The feature comparison. From the `md` breakpoint every plan has its column; below it (phones)
 * the table shows the feature column and one plan, chosen with the buttons above it, so nothing
 * hides behind a sideways swipe. The hidden columns are `display: none`, so a screen reader reads
 * the same two-column table a sighted visitor sees. The table is rendered here on the server; the
 * browser gets only the switcher (decision 144).
 */
export function ComparisonTable() {
  const tableId = 'plan-comparison'
  return (
    <PlanSwitcher plans={plans.map(({ id, name }) => ({ id, name }))} tableId={tableId}>
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
                  className={cx('px-4 py-4 text-center font-heading text-base font-bold text-brand-dark sm:px-6', PHONE_COLUMN[plan.id])}
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
                      <td key={plan.id} className={cx('px-4 py-4 text-center text-sm sm:px-6', PHONE_COLUMN[plan.id])}>
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
    </PlanSwitcher>
  )
}
