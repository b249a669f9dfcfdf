import { ArrowRight, ChevronDown, CircleAlert, CircleCheck } from '@/components/ui/icons'

import { EmailCaptureForm } from '@/components/marketing/email-capture-form'
import { FiguresBand } from '@/components/marketing/figures-band'
import { CardGrid, IconTile } from '@/components/marketing/card-grid'
import { CtaBand } from '@/components/marketing/cta-band'
import { Icon } from '@/components/marketing/icon'
import { ModuleCards } from '@/components/marketing/module-cards'
import { Section } from '@/components/marketing/section'
import { JsonLd } from '@/components/site/json-ld'
import { Button } from '@/components/ui/button'
import { Link } from '@/components/ui/link'
import { InlineSvg } from '@/components/ui/inline-svg'
import { site } from '@/config/site'
import { marketingFigures } from '@/content/figures'
import { home } from '@/content/home'
import { pageInfo } from '@/content/routes'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'

const path = '/'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function HomePage() {
  const { hero } = home
  return (
    <>
      <JsonLd
        data={{
          '@type': 'SoftwareApplication',
          name: site.product,
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web',
          url: env.PUBLIC_URL,
          description: site.description,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        }}
      />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-dark via-brand-dark to-brand px-4 pb-20 pt-32 text-white sm:px-6 lg:pt-36">
        <div aria-hidden className="absolute -right-56 -top-56 size-[40rem] bg-[radial-gradient(closest-side,rgb(99_102_241/0.2)_60%,transparent)]" />
        <div className="relative mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1.05fr_1fr]">
          <div className="text-center lg:text-left">
            <p className="inline-flex rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-indigo-100 ring-1 ring-white/20">
              {hero.eyebrow}
            </p>
            <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl lg:text-6xl">{hero.title}</h1>
            <p className="mt-6 text-lg leading-8 text-slate-200">{hero.subtitle}</p>
            <div className="mt-10 flex flex-wrap justify-center gap-3 lg:justify-start">
              <Button asChild size="lg" variant="light">
                <Link href={hero.primary.href}>
                  {hero.primary.label} <ArrowRight aria-hidden className="size-5" />
                </Link>
              </Button>
              <Button asChild size="lg" variant="outlineLight">
                <Link href={hero.secondary.href}>{hero.secondary.label}</Link>
              </Button>
            </div>
          </div>
          <div className="relative mx-auto w-full max-w-xl">
            <InlineSvg
              src="/media/pulse-dashboard.svg"
              alt="ERPZ leadership dashboard showing output, first-pass yield and stock value"
              className="h-auto w-full rounded-3xl shadow-2xl ring-1 ring-white/20"
            />
          </div>
        </div>
        <div className="relative mt-14 flex justify-center">
          <a
            href="#solutions"
            aria-label={hero.scrollLabel}
            data-testid="scroll-arrow"
            className="inline-flex size-12 items-center justify-center rounded-full text-white ring-1 ring-white/40 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ChevronDown aria-hidden className="size-6 motion-safe:animate-bounce" />
          </a>
        </div>
      </section>

      <Section id="solutions" title={home.solutionsTitle} subtitle={home.solutionsSubtitle}>
        <ModuleCards />
        <div className="mt-10 text-center">
          <Button asChild variant="secondary" size="lg">
            <Link href={home.rolesLink.href}>{home.rolesLink.label}</Link>
          </Button>
        </div>
      </Section>

      <Section id="why" tone="surface" title={home.problem.title} eyebrow={home.problem.eyebrow}>
        <div className="mt-12 grid gap-8 lg:grid-cols-2">
          <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-xl font-bold">{home.problem.cardTitle}</h3>
            <ul className="mt-6 space-y-4">
              {home.problem.points.map((point) => (
                <li key={point} className="flex gap-3 leading-7">
                  <CircleAlert aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-brand-dark p-8 text-slate-200 shadow-sm">
            <p className="text-sm font-semibold uppercase tracking-widest text-indigo-200">{home.solution.eyebrow}</p>
            <h3 className="mt-2 text-xl font-bold text-white">{home.solution.title}</h3>
            <ul className="mt-6 space-y-4">
              {home.solution.points.map((point) => (
                <li key={point} className="flex gap-3 leading-7">
                  <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-emerald-400" />
                  {point}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Section>

      <Section id="benefits" title={home.benefitsTitle}>
        <CardGrid
          columns="sm:grid-cols-2 lg:grid-cols-4"
          cards={home.benefits.map((benefit) => ({
            ...benefit,
            lead: (
              <IconTile>
                <Icon name={benefit.icon} />
              </IconTile>
            ),
          }))}
        />
      </Section>

      <Section id="personas" tone="surface" title={home.personasTitle}>
        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {home.personas.map((persona) => (
            <li key={persona.role} className="flex flex-col rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <p className="text-sm font-semibold uppercase tracking-widest text-accent">{persona.role}</p>
              <h3 className="mt-3 text-2xl font-bold">{persona.title}</h3>
              <p className="mt-3 flex-1 leading-7 text-ink">{persona.text}</p>
              <Link href={persona.href} className="mt-6 inline-flex items-center gap-1 font-semibold text-brand hover:underline">
                {persona.linkLabel} <ArrowRight aria-hidden className="size-4" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="figures" tone="dark" title={home.figuresTitle}>
        <FiguresBand figures={marketingFigures} dark />
      </Section>

      <Section id="get-started" title={home.capture.title} subtitle={home.capture.text}>
        <EmailCaptureForm
          label={home.capture.label}
          placeholder={home.capture.placeholder}
          button={home.capture.button}
          icon={<ArrowRight aria-hidden className="size-5" />}
        />
      </Section>

      <CtaBand id="demo" title={home.demo.title} text={home.demo.text} primary={home.demo.button} />
    </>
  )
}
