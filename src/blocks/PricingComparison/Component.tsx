import { Check, Minus } from '@/components/ui/icons'

import { Section } from '@/components/marketing/section'
import { cx } from '@/lib/cx'
import type { PricingComparisonBlock as Data } from '@/payload-types'
import { cachedPricing } from '@/server/pricing/cached'
import { groupRows, type PricingCell } from '@/server/pricing/data'

import { PlanSwitcherPart as PlanSwitcher } from '../client-parts'

/** The table shows at most this many plans (the phone switcher's columns below). */
export const MAX_COMPARED_PLANS = 6

function CellValue({ cell }: { cell: PricingCell | undefined }) {
  if (cell?.value === 'included')
    return (
      <>
        <Check aria-hidden className="mx-auto size-5 text-success" />
        <span className="sr-only">Included</span>
      </>
    )
  if (cell?.value === 'text') return <span className="font-medium text-brand-dark">{cell.text}</span>
  return (
    <>
      <Minus aria-hidden className="mx-auto size-5 text-slate-400" />
      <span className="sr-only">Not included</span>
    </>
  )
}

/**
 * Below `md` a plan's cells show only while the switcher around the table has chosen that plan
 * (its `data-shown`, the plan's position); whole class names, so Tailwind finds them.
 */
const PHONE_COLUMN = [
  'max-md:hidden max-md:group-data-[shown=0]/plans:table-cell',
  'max-md:hidden max-md:group-data-[shown=1]/plans:table-cell',
  'max-md:hidden max-md:group-data-[shown=2]/plans:table-cell',
  'max-md:hidden max-md:group-data-[shown=3]/plans:table-cell',
  'max-md:hidden max-md:group-data-[shown=4]/plans:table-cell',
  'max-md:hidden max-md:group-data-[shown=5]/plans:table-cell',
] as const

/**
 * The feature comparison, from the published plans and comparison rows. From the `md` breakpoint
 * every plan has its column; below it (phones) the table shows the feature column and one plan,
 * chosen with the buttons above it, so nothing hides behind a sideways swipe. The hidden columns
 * are `display: none`, so a screen reader reads the same two-column table a sighted visitor sees.
 * The table is rendered on the server; the browser gets only the switcher (decision 144).
 */
export async function PricingComparisonBlockComponent({ block }: { block: Data }) {
  const pricing = await cachedPricing()
  const plans = pricing.plans.slice(0, MAX_COMPARED_PLANS)
  const tableId = `${block.anchor ?? 'plans'}-table`
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <PlanSwitcher plans={plans.map((plan) => plan.shortName)} label={block.switcherLabel} tableId={tableId}>
        <div className="mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:mt-0 md:overflow-x-auto">
          <table id={tableId} className="w-full border-collapse text-left md:min-w-[40rem]">
            <caption className="sr-only">{block.caption}</caption>
            <thead>
              <tr className="border-b border-slate-200">
                <th scope="col" className="px-4 py-4 font-heading text-sm font-semibold uppercase tracking-wide text-ink sm:px-6">
                  {block.featureLabel}
                </th>
                {plans.map((plan, index) => (
                  <th key={plan.key} scope="col" className={cx('px-4 py-4 text-center font-heading text-base font-bold text-brand-dark sm:px-6', PHONE_COLUMN[index])}>
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            {groupRows(pricing.rows).map((group) => (
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
                    {plans.map((plan, index) => (
                      <td key={plan.key} className={cx('px-4 py-4 text-center text-sm sm:px-6', PHONE_COLUMN[index])}>
                        <CellValue cell={row.cells[plan.key]} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      </PlanSwitcher>
    </Section>
  )
}
