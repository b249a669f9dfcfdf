import { Check, Sparkles } from '@/components/ui/icons'

import { Breadcrumbs } from '@/components/marketing/breadcrumbs'
import { CtaBand } from '@/components/marketing/cta-band'
import { Section } from '@/components/marketing/section'
import { JsonLd } from '@/components/site/json-ld'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { site } from '@/config/site'
import { addOns, formatInr, plans, pricingCopy as copy } from '@/content/pricing'
import { pageInfo } from '@/content/routes'
import { env } from '@/env'
import { cn } from '@/lib/cn'
import { pageMetadata } from '@/lib/seo'

import { ComparisonTable } from './comparison-table'

const path = '/pricing'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function PricingPage() {
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Product',
          name: site.product,
          description: site.description,
          brand: { '@type': 'Brand', name: site.product },
          url: `${env.PUBLIC_URL}${path}`,
          offers: plans.map((plan) => ({
            '@type': 'Offer',
            name: plan.name,
            description: plan.tagline,
            url: `${env.PUBLIC_URL}${path}`,
            ...(plan.pricePerUserInr === null
              ? {}
              : {
                  price: String(plan.pricePerUserInr),
                  priceCurrency: 'INR',
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    price: String(plan.pricePerUserInr),
                    priceCurrency: 'INR',
                    unitText: 'per user per month',
                  },
                }),
          })),
        }}
      />
      <section className="bg-surface px-4 pb-16 pt-28 sm:px-6">
        <div className="mx-auto max-w-4xl text-center">
          <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Pricing', path }]} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand">{copy.hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{copy.hero.title}</h1>
          <p className="mt-6 text-lg leading-8 text-ink">{copy.hero.subtitle}</p>
          <Button asChild size="lg" className="mt-10">
            <Link href={copy.hero.cta.href}>{copy.hero.cta.label}</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="plans-heading" className="px-4 py-20 sm:px-6">
        <h2 id="plans-heading" className="sr-only">
          {copy.plansTitle}
        </h2>
        <ul className="mx-auto grid max-w-6xl items-stretch gap-8 lg:grid-cols-3">
          {plans.map((plan) => (
            <li
              key={plan.id}
              data-testid={`plan-${plan.id}`}
              className={cn(
                'relative flex flex-col rounded-3xl bg-white p-8 ring-1',
                plan.mostPopular ? 'shadow-2xl ring-2 ring-brand lg:-my-4 lg:py-12' : 'shadow-sm ring-slate-200',
              )}
            >
              {plan.mostPopular && (
                <p className="absolute -top-4 left-1/2 inline-flex -translate-x-1/2 items-center gap-1 rounded-full bg-brand px-4 py-1 text-sm font-semibold text-white shadow">
                  <Sparkles aria-hidden className="size-4" /> {copy.mostPopular}
                </p>
              )}
              <h3 className="text-2xl font-bold">{plan.name}</h3>
              <p className="mt-2 text-ink">{plan.tagline}</p>
              <p className="mt-8 flex items-baseline gap-2">
                {plan.pricePerUserInr === null ? (
                  <span className="font-heading text-4xl font-extrabold text-brand-dark">{copy.custom}</span>
                ) : (
                  <>
                    <span className="font-heading text-5xl font-extrabold text-brand-dark">{formatInr(plan.pricePerUserInr)}</span>
                    <span className="text-ink">{copy.perUser}</span>
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
              <Button asChild size="lg" variant={plan.mostPopular ? 'primary' : 'secondary'} className="mt-10">
                <Link href={plan.cta.href}>{plan.cta.label}</Link>
              </Button>
            </li>
          ))}
        </ul>
      </section>

      <Section id="compare" tone="surface" title={copy.comparisonTitle}>
        <ComparisonTable />
      </Section>

      <Section id="add-ons" title={copy.addOnsTitle}>
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {addOns.map((addOn) => (
            <li key={addOn.name} className="flex flex-col rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" data-testid="add-on">
              <h3 className="text-xl font-bold">{addOn.name}</h3>
              <p className="mt-3 flex-1 leading-7 text-ink">{addOn.text}</p>
              <p className="mt-6 text-sm font-semibold text-brand-dark">
                Available on:{' '}
                {addOn.plans.map((id) => plans.find((plan) => plan.id === id)?.name.replace(' Plan', '')).join(', ')}
              </p>
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center text-lg font-semibold text-brand-dark" data-testid="pricing-note">
          {copy.footerNote}
        </p>
      </Section>

      <CtaBand
        id="pricing-cta"
        title={copy.closing.title}
        text={copy.closing.text}
        primary={copy.closing.trial}
        secondary={copy.closing.demo}
      />
    </>
  )
}
