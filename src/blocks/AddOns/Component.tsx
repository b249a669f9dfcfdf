import { Section } from '@/components/marketing/section'
import { formatPrice, unitLabel } from '@/lib/money'
import type { AddOnsBlock as Data } from '@/payload-types'
import { cachedPricing } from '@/server/pricing/cached'

/** The add-ons, each with the plans that offer it (in the plans' order), from the published documents. */
export async function AddOnsBlockComponent({ block }: { block: Data }) {
  const { plans, addOns } = await cachedPricing()
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {addOns.map((addOn) => {
          const offeredOn = plans.filter((plan) => plan.addOns.includes(addOn.key)).map((plan) => plan.shortName)
          return (
            <li key={addOn.key} className="flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" data-testid="add-on">
              <h3 className="text-xl font-bold">{addOn.name}</h3>
              <p className="mt-3 flex-1 leading-7 text-ink">{addOn.description}</p>
              {addOn.price !== null && (
                <p className="mt-4 font-heading text-2xl font-extrabold text-brand-dark">
                  {formatPrice(addOn.price, addOn.currency)} <span className="text-base font-normal text-ink">{unitLabel(addOn.unit, addOn.period)}</span>
                </p>
              )}
              {offeredOn.length > 0 && (
                <p className="mt-6 text-sm font-semibold text-brand-dark">
                  {block.availableLabel} {offeredOn.join(', ')}
                </p>
              )}
            </li>
          )
        })}
      </ul>
      {block.note && (
        <p className="mt-12 text-center text-lg font-semibold text-brand-dark" data-testid="pricing-note">
          {block.note}
        </p>
      )}
    </Section>
  )
}
