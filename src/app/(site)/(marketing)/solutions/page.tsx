import { ArrowDown, Check, ChevronLeft, ChevronRight, TrendingUp } from '@/components/ui/icons'

import { Breadcrumbs } from '@/components/marketing/breadcrumbs'
import { CardGrid, IconTile } from '@/components/marketing/card-grid'
import { CtaBand } from '@/components/marketing/cta-band'
import { Icon } from '@/components/marketing/icon'
import { IndustryCarousel } from '@/components/marketing/industry-carousel'
import { ModuleCards } from '@/components/marketing/module-cards'
import { Section } from '@/components/marketing/section'
import { Button } from '@/components/ui/button'
import { pageInfo } from '@/content/routes'
import { solutionsOverview as content } from '@/content/solutions-overview'
import { pageMetadata } from '@/lib/seo'

const path = '/solutions'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function SolutionsPage() {
  const { hero } = content
  return (
    <>
      <section className="bg-surface px-4 pb-16 pt-28 sm:px-6">
        <div className="mx-auto max-w-4xl text-center">
          <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Solutions', path }]} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand">{hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{hero.title}</h1>
          <p className="mt-6 text-lg leading-8 text-ink">{hero.subtitle}</p>
          <Button asChild size="lg" className="mt-10">
            <a href={hero.link.href}>
              {hero.link.label} <ArrowDown aria-hidden className="size-5" />
            </a>
          </Button>
        </div>
      </section>

      <Section id="modules" title={content.modulesTitle} subtitle={content.modulesSubtitle}>
        <ModuleCards />
      </Section>

      <Section id="connected" tone="dark" title={content.layer.title} subtitle={content.layer.subtitle}>
        <CardGrid tone="dark" size="lg" columns="md:grid-cols-3" cards={content.layer.items} />
      </Section>

      <Section id="rollout" title={content.rollout.title} subtitle={content.rollout.text}>
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {content.rollout.points.map((point) => (
            <li key={point} className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-4 py-2 font-medium text-brand-dark">
              <Check aria-hidden className="size-4 text-brand" /> {point}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="industries" tone="surface" title={content.industriesTitle}>
        <IndustryCarousel
          industries={content.industries}
          icons={{ previous: <ChevronLeft aria-hidden className="size-5" />, next: <ChevronRight aria-hidden className="size-5" /> }}
        />
      </Section>

      <Section id="benefits" title={content.benefitsTitle}>
        <CardGrid tone="topline" size="lg" columns="md:grid-cols-3" cards={content.benefits} />
      </Section>

      <Section id="capabilities" tone="surface" title={content.capabilitiesTitle}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {content.capabilities.map((capability) => (
            <li key={capability.title} className="flex gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
              <IconTile className="shrink-0">
                <Icon name={capability.icon} />
              </IconTile>
              <div>
                <h3 className="text-lg font-bold">{capability.title}</h3>
                <p className="mt-1 leading-7 text-ink">{capability.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="gains" title={content.gainsTitle}>
        <CardGrid
          tone="gradient"
          size="lg"
          columns="md:grid-cols-3"
          cards={content.gains.map((gain) => ({ ...gain, lead: <TrendingUp aria-hidden className="size-8 text-success" /> }))}
        />
      </Section>

      <Section id="how-it-works" tone="surface" title={content.howTitle}>
        <CardGrid ordered columns="md:grid-cols-2 lg:grid-cols-4" cards={content.steps} />
      </Section>

      <CtaBand
        id="solutions-cta"
        title={content.closing.title}
        text={content.closing.text}
        tertiary={content.closing.about}
        primary={content.closing.trial}
        secondary={content.closing.demo}
      />
    </>
  )
}
