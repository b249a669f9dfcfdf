import { ArrowDown, ArrowRight, ChevronDown } from '@/components/ui/icons'

import { Breadcrumbs, type Crumb } from '@/components/marketing/breadcrumbs'

import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { InlineSvg } from '@/components/ui/inline-svg'
import { Link } from '@/components/ui/link'
import type { HeroBlock as HeroData } from '@/payload-types'

import { BlockIcon } from '../shared/icons'
import { illustrationSrc } from '../shared/illustrations'

const linkOf = (link: HeroData['primary']) => (link?.label && link.href ? { label: link.label, href: link.href } : null)

export function HeroBlockComponent({ block, trail }: { block: HeroData; trail?: readonly Crumb[] }) {
  const primary = linkOf(block.primary)
  const secondary = linkOf(block.secondary)
  if (block.style === 'breadcrumbs') {
    const last = trail?.at(-1)
    const crumbs = trail && last ? [...trail.slice(0, -1), { name: block.breadcrumb ?? block.title, path: last.path }] : null
    return (
      <section className="bg-surface px-4 pb-16 pt-28 sm:px-6">
        <div className="mx-auto max-w-4xl text-center">
          {crumbs && <Breadcrumbs items={crumbs} />}
          {block.eyebrow && <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand">{block.eyebrow}</p>}
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{block.title}</h1>
          {block.subtitle && <p className="mt-6 text-lg leading-8 text-ink">{block.subtitle}</p>}
          {primary && (
            <Button data-cta asChild size="lg" className="mt-10">
              {primary.href.startsWith('#') ? (
                <a href={primary.href}>
                  {primary.label} <ArrowDown aria-hidden className="size-5" />
                </a>
              ) : (
                <Link href={primary.href}>{primary.label}</Link>
              )}
            </Button>
          )}
        </div>
      </section>
    )
  }
  if (block.style === 'solution') {
    const last = trail?.at(-1)
    const crumbs = trail && last ? [...trail.slice(0, -1), { name: block.breadcrumb ?? block.title, path: last.path }] : null
    return (
      <section className="relative overflow-hidden bg-surface px-4 pb-20 pt-28 sm:px-6">
        <div aria-hidden className="absolute -right-24 top-10 size-96 rounded-full bg-indigo-200/40 blur-3xl" />
        <div className="relative mx-auto max-w-4xl text-center">
          {crumbs && <Breadcrumbs items={crumbs} />}
          {block.badge && (
            <p className="mt-8 inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand shadow-sm ring-1 ring-indigo-100" data-testid="persona-badge">
              <BlockIcon name={block.badgeIcon} className="size-4" /> {block.badge}
            </p>
          )}
          {block.eyebrow && <p className="mt-6 font-heading text-lg font-bold uppercase tracking-widest text-accent">{block.eyebrow}</p>}
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">{block.title}</h1>
          {block.subtitle && <p className="mx-auto mt-6 max-w-3xl text-lg leading-8 text-ink">{block.subtitle}</p>}
          {primary && (
            <Button data-cta asChild size="lgWrap" className="mt-10">
              <Link href={primary.href}>
                {primary.label} <ArrowRight aria-hidden className="size-5" />
              </Link>
            </Button>
          )}
        </div>
      </section>
    )
  }
  if (block.style !== 'home') {
    return (
      <PageHero eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
        {(primary || secondary) && (
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            {primary && (
              <Button data-cta asChild size="lg">
                <Link href={primary.href}>{primary.label}</Link>
              </Button>
            )}
            {secondary && (
              <Button data-cta asChild size="lg" variant="secondary">
                <Link href={secondary.href}>{secondary.label}</Link>
              </Button>
            )}
          </div>
        )}
      </PageHero>
    )
  }
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-dark via-brand-dark to-brand px-4 pb-20 pt-32 text-white sm:px-6 lg:pt-36">
      <div aria-hidden className="absolute -right-56 -top-56 size-[40rem] bg-[radial-gradient(closest-side,rgb(99_102_241/0.2)_60%,transparent)]" />
      <div className="relative mx-auto grid max-w-7xl items-center gap-12 lg:grid-cols-[1.05fr_1fr]">
        <div className="text-center lg:text-left">
          {block.eyebrow && (
            <p className="inline-flex rounded-full bg-white/10 px-4 py-1 text-sm font-semibold text-indigo-100 ring-1 ring-white/20">
              {block.eyebrow}
            </p>
          )}
          <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight text-white sm:text-5xl lg:text-6xl">{block.title}</h1>
          {block.subtitle && <p className="mt-6 text-lg leading-8 text-slate-200">{block.subtitle}</p>}
          {(primary || secondary) && (
            <div className="mt-10 flex flex-wrap justify-center gap-3 lg:justify-start">
              {primary && (
                <Button data-cta asChild size="lg" variant="light">
                  <Link href={primary.href}>
                    {primary.label} <ArrowRight aria-hidden className="size-5" />
                  </Link>
                </Button>
              )}
              {secondary && (
                <Button data-cta asChild size="lg" variant="outlineLight">
                  <Link href={secondary.href}>{secondary.label}</Link>
                </Button>
              )}
            </div>
          )}
        </div>
        {block.illustration && (
          <div className="relative mx-auto w-full max-w-xl">
            <InlineSvg
              src={illustrationSrc(block.illustration)}
              alt={block.illustrationAlt ?? ''}
              className="h-auto w-full rounded-3xl shadow-2xl ring-1 ring-white/20"
            />
          </div>
        )}
      </div>
      {block.scrollLabel && block.scrollTarget && (
        <div className="relative mt-14 flex justify-center">
          <a
            href={block.scrollTarget}
            aria-label={block.scrollLabel}
            data-testid="scroll-arrow"
            className="inline-flex size-12 items-center justify-center rounded-full text-white ring-1 ring-white/40 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            <ChevronDown aria-hidden className="size-6 motion-safe:animate-bounce" />
          </a>
        </div>
      )}
    </section>
  )
}
