import { Check, Sparkles } from '@/components/ui/icons'

import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { cn } from '@/lib/cn'
import { formatPrice, unitLabel } from '@/lib/money'
import type { PricingPlansBlock as Data } from '@/payload-types'
import { cachedPricing } from '@/server/pricing/cached'

/** Whole class names, so Tailwind finds them: as many columns on wide screens as there are plans (up to four). */
const COLUMNS = ['', '', 'lg:grid-cols-2', 'lg:grid-cols-3', 'lg:grid-cols-4'] as const

/** The plan cards, from the published plans (Site ▸ Plans). */
export async function PricingPlansBlockComponent({ block }: { block: Data }) {
  const { plans } = await cachedPricing()
  const headingId = `${block.anchor ?? 'plans'}-heading`
  return (
    <section id={block.anchor ?? undefined} aria-labelledby={headingId} className="px-4 py-20 sm:px-6">
      <h2 id={headingId} className="sr-only">
        {block.heading}
      </h2>
      <ul className={cn('mx-auto grid max-w-6xl items-stretch gap-8', COLUMNS[Math.min(plans.length, 4)] || 'lg:grid-cols-4')}>
        {plans.map((plan) => (
          <li
            key={plan.key}
            data-testid={`plan-${plan.key}`}
            className={cn(
              'relative flex flex-col rounded-3xl bg-white p-8 ring-1',
              plan.mostPopular ? 'shadow-2xl ring-2 ring-brand lg:-my-4 lg:py-12' : 'shadow-sm ring-slate-200',
            )}
          >
            {plan.mostPopular && (
              <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-brand px-4 py-1 text-sm font-semibold text-white shadow">
                <Sparkles aria-hidden className="size-4" /> {block.mostPopularLabel}
              </p>
            )}
            <h3 className="text-2xl font-bold">{plan.name}</h3>
            <p className="mt-2 text-ink">{plan.description}</p>
            <p className="mt-8 flex items-baseline gap-2">
              {plan.price === null ? (
                <span className="font-heading text-4xl font-extrabold text-brand-dark">{block.customPriceLabel}</span>
              ) : (
                <>
                  <span className="font-heading text-5xl font-extrabold text-brand-dark">{formatPrice(plan.price, plan.currency)}</span>
                  {unitLabel(plan.unit, plan.period) && <span className="text-ink">{unitLabel(plan.unit, plan.period)}</span>}
                </>
              )}
            </p>
            <ul className="mt-8 flex-1 space-y-3">
              {plan.features.map((feature) => (
                <li key={feature} className="flex items-start gap-3">
                  <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-success" />
                  {feature}
                </li>
              ))}
            </ul>
            <Button data-cta asChild size="lg" variant={plan.mostPopular ? 'primary' : 'secondary'} className="mt-10">
              <Link href={plan.cta.href}>{plan.cta.label}</Link>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
