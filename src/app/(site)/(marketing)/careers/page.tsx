import { Briefcase, GraduationCap, HeartPulse, Factory, MapPin, Mail, Palmtree, Clock, TrendingUp } from '@/components/ui/icons'

import { Breadcrumbs } from '@/components/marketing/breadcrumbs'
import { CardGrid } from '@/components/marketing/card-grid'
import { Section } from '@/components/marketing/section'
import { Button } from '@/components/ui/button'
import { site } from '@/config/site'
import { applyHref, careers } from '@/content/careers'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/careers'
export const metadata = pageMetadata({ ...pageInfo(path), path })

const perkIcons = [HeartPulse, Clock, GraduationCap, Factory, TrendingUp, Palmtree]

export default function CareersPage() {
  return (
    <>
      <section className="bg-surface px-4 pb-16 pt-28 sm:px-6">
        <div className="mx-auto max-w-4xl text-center">
          <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Careers', path }]} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand">{careers.hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{careers.hero.title}</h1>
          <p className="mt-6 text-lg leading-8 text-ink">{careers.hero.subtitle}</p>
        </div>
      </section>

      <Section id="roles" title={careers.rolesTitle}>
        <ul className="mx-auto mt-12 grid max-w-5xl gap-6">
          {careers.roles.map((role) => (
            <li key={role.id} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200 md:flex md:items-start md:justify-between md:gap-8" data-testid="career-role">
              <div>
                <h3 className="text-xl font-bold">{role.title}</h3>
                <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-ink">
                  <span className="inline-flex items-center gap-1">
                    <MapPin aria-hidden className="size-4 text-brand" /> {role.location}
                  </span>
                  <span className="inline-flex items-center gap-1">
                    <Briefcase aria-hidden className="size-4 text-brand" /> {role.type}
                  </span>
                </p>
                <h4 className="mt-5 text-sm font-semibold uppercase tracking-wide text-brand-dark">Requirements</h4>
                <ul className="mt-2 list-disc space-y-1 pl-5 leading-7 marker:text-brand">
                  {role.requirements.map((requirement) => (
                    <li key={requirement}>{requirement}</li>
                  ))}
                </ul>
              </div>
              <Button asChild className="mt-6 shrink-0 md:mt-0">
                <a href={applyHref(role.title)} aria-label={`Apply for ${role.title}`}>
                  <Mail aria-hidden className="size-4" /> {careers.applyLabel}
                </a>
              </Button>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-ink">
          {careers.openApplication}{' '}
          <a href={`mailto:${site.contact.careersEmail}`} className="font-semibold text-brand underline-offset-4 hover:underline">
            {site.contact.careersEmail}
          </a>
          .
        </p>
      </Section>

      <Section id="perks" tone="surface" title={careers.perksTitle}>
        <CardGrid columns="sm:grid-cols-2 lg:grid-cols-3" cardTestId="perk" icons={perkIcons} cards={careers.perks} />
      </Section>

      <Section id="hiring-process" title={careers.processTitle}>
        <CardGrid ordered columns="md:grid-cols-2 lg:grid-cols-4" cardTestId="hiring-step" cards={careers.process} />
      </Section>
    </>
  )
}
