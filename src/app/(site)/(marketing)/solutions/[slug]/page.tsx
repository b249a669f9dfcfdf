import { ArrowRight } from '@/components/ui/icons'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { Breadcrumbs } from '@/components/marketing/breadcrumbs'
import { CtaBand } from '@/components/marketing/cta-band'
import { FeatureRow } from '@/components/marketing/feature-row'
import { FiguresBand } from '@/components/marketing/figures-band'
import { moduleIcons } from '@/components/marketing/icon'
import { Section } from '@/components/marketing/section'
import { JsonLd } from '@/components/site/json-ld'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { site } from '@/config/site'
import { marketingFigures } from '@/content/figures'
import { modulePath, modules } from '@/content/modules'
import { pageInfo } from '@/content/routes'
import { getSolutionPage, solutionClosing } from '@/content/solution-pages'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'

type Props = { params: Promise<{ slug: string }> }

export const dynamicParams = false

export function generateStaticParams() {
  return modules.map((m) => ({ slug: m.slug }))
}

function findModule(slug: string) {
  const mod = modules.find((m) => m.slug === slug)
  const page = getSolutionPage(slug)
  return mod && page ? { mod, page } : undefined
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = findModule((await params).slug)
  if (!found) return {}
  const path = modulePath(found.mod.slug)
  return pageMetadata({ ...pageInfo(path), path })
}

export default async function SolutionPage({ params }: Props) {
  const found = findModule((await params).slug)
  if (!found) notFound()
  const { mod, page } = found
  const path = modulePath(mod.slug)
  const ModuleIcon = moduleIcons[mod.slug]
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Service',
          name: `${site.product} ${mod.module} — ${mod.navLabel}`,
          serviceType: page.category,
          description: page.description,
          url: `${env.PUBLIC_URL}${path}`,
          audience: { '@type': 'BusinessAudience', audienceType: mod.persona },
          provider: { '@type': 'Organization', name: site.product, url: env.PUBLIC_URL },
          areaServed: 'IN',
        }}
      />
      <section className="relative overflow-hidden bg-surface px-4 pb-20 pt-28 sm:px-6">
        <div aria-hidden className="absolute -right-24 top-10 size-96 rounded-full bg-indigo-200/40 blur-3xl" />
        <div className="relative mx-auto max-w-4xl text-center">
          <Breadcrumbs
            items={[
              { name: 'Home', path: '/' },
              { name: 'Solutions', path: '/solutions' },
              { name: mod.navLabel, path },
            ]}
          />
          <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand shadow-sm ring-1 ring-indigo-100" data-testid="persona-badge">
            <ModuleIcon aria-hidden className="size-4" /> For {mod.persona}
          </p>
          <p className="mt-6 font-heading text-lg font-bold uppercase tracking-widest text-accent">
            {site.product} {mod.module}
          </p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{page.headline}</h1>
          <p className="mx-auto mt-6 max-w-3xl text-lg leading-8 text-ink">{page.description}</p>
          <Button asChild size="lgWrap" className="mt-10">
            <Link href="/demo-booking">
              {page.heroButton} <ArrowRight aria-hidden className="size-5" />
            </Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="px-4 py-20 sm:px-6 lg:py-28">
        <h2 id="features-heading" className="sr-only">
          {mod.module} features
        </h2>
        <div className="mx-auto flex max-w-7xl flex-col gap-20 lg:gap-28">
          {page.features.map((feature, index) => (
            <FeatureRow key={feature.title} feature={feature} index={index} />
          ))}
        </div>
      </section>

      <Section id="trusted" tone="dark" title={solutionClosing.statsTitle} subtitle={solutionClosing.statsSubtitle}>
        <FiguresBand figures={marketingFigures} dark />
      </Section>

      <CtaBand
        id="get-started"
        title={solutionClosing.ctaTitle}
        text={solutionClosing.ctaText}
        primary={solutionClosing.trial}
        secondary={solutionClosing.demo}
      />
    </>
  )
}
