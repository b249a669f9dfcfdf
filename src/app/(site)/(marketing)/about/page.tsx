import { Compass, Lightbulb, Rocket, Target, Trophy, UserRound, Users, Zap } from '@/components/ui/icons'

import { Breadcrumbs } from '@/components/marketing/breadcrumbs'
import { CardGrid, IconTile } from '@/components/marketing/card-grid'
import { CtaBand } from '@/components/marketing/cta-band'
import { Section } from '@/components/marketing/section'
import { JsonLd } from '@/components/site/json-ld'
import { site } from '@/config/site'
import { about } from '@/content/about'
import { pageInfo } from '@/content/routes'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'

const path = '/about'
export const metadata = pageMetadata({ ...pageInfo(path), path })

const valueIcons = [Lightbulb, Zap, Trophy, Users]

export default function AboutPage() {
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: site.product,
          url: env.PUBLIC_URL,
          logo: `${env.PUBLIC_URL}/brand/erpz-logo.svg`,
          foundingDate: String(site.foundingYear),
          email: site.contact.email,
          address: {
            '@type': 'PostalAddress',
            addressLocality: site.contact.address.locality,
            addressRegion: site.contact.address.region,
            addressCountry: 'IN',
          },
        }}
      />
      <section className="bg-surface px-4 pb-16 pt-28 sm:px-6">
        <div className="mx-auto max-w-4xl text-center">
          <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'About', path }]} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand">{about.hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{about.hero.title}</h1>
          <p className="mt-6 text-lg leading-8 text-ink">{about.hero.subtitle}</p>
        </div>
      </section>

      <section aria-label="Vision and mission" className="px-4 py-20 sm:px-6">
        <div className="mx-auto grid max-w-6xl gap-8 md:grid-cols-2">
          {[
            { ...about.vision, icon: Compass },
            { ...about.mission, icon: Target },
          ].map(({ title, text, icon: ItemIcon }) => (
            <div key={title} className="rounded-3xl bg-white p-10 shadow-sm ring-1 ring-slate-200">
              <IconTile>
                <ItemIcon aria-hidden className="size-6" />
              </IconTile>
              <h2 className="mt-6 text-3xl font-extrabold">{title}</h2>
              <p className="mt-4 text-lg leading-8 text-ink">{text}</p>
            </div>
          ))}
        </div>
      </section>

      <Section id="values" tone="surface" title={about.valuesTitle}>
        <CardGrid
          columns="sm:grid-cols-2 lg:grid-cols-4"
          cardTestId="value"
          icons={valueIcons}
          cards={about.values.map((value) => ({ title: value.name, text: value.text }))}
        />
      </Section>

      <Section id="built-for-manufacturing" title={about.built.title} subtitle={about.built.text}>
        <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2">
          {about.built.points.map((point) => (
            <li key={point} className="flex items-center gap-3 rounded-xl bg-surface px-5 py-4 font-medium text-brand-dark">
              <Rocket aria-hidden className="size-5 shrink-0 text-accent" />
              {point}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="team" tone="surface" title={about.teamTitle} subtitle={about.teamSubtitle}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.team.map((member) => (
            <li key={member.role} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" data-testid="team-tile">
              <span className="mx-auto inline-flex size-24 items-center justify-center rounded-full bg-indigo-50 text-indigo-300">
                <UserRound aria-hidden className="size-12" />
              </span>
              <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
              <p className="text-sm text-ink">{member.role}</p>
            </li>
          ))}
        </ul>
      </Section>

      <CtaBand
        id="about-cta"
        title={about.closing.title}
        text={about.closing.text}
        primary={about.closing.solutions}
        secondary={about.closing.demo}
      />
    </>
  )
}
