import { Download } from '@/components/ui/icons'

import { Breadcrumbs } from '@/components/marketing/breadcrumbs'
import { CopyColorButton } from '@/components/marketing/copy-color-button'
import { Section } from '@/components/marketing/section'
import { Button } from '@/components/ui/button'
import { SvgImage } from '@/components/ui/svg-image'
import { brandColors, brandFonts } from '@/config/site'
import { brandKit } from '@/content/brand-kit'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/brand-kit'
/** The theme's utility class for each font role (the same faces the layout loads). */
const fontClass: Record<(typeof brandFonts)[number]['role'], string> = { Headings: 'font-heading', Body: 'font-sans' }
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function BrandKitPage() {
  return (
    <>
      <section className="bg-surface px-4 pb-16 pt-28 sm:px-6">
        <div className="mx-auto max-w-4xl text-center">
          <Breadcrumbs items={[{ name: 'Home', path: '/' }, { name: 'Brand Kit', path }]} />
          <p className="mt-8 text-sm font-semibold uppercase tracking-widest text-brand">{brandKit.hero.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-extrabold tracking-tight sm:text-5xl">{brandKit.hero.title}</h1>
          <p className="mt-6 text-lg leading-8 text-ink">{brandKit.hero.subtitle}</p>
        </div>
      </section>

      <Section id="logo" title={brandKit.logo.title} subtitle={brandKit.logo.text}>
        <div className="mx-auto mt-12 grid max-w-4xl gap-6 sm:grid-cols-2">
          <figure className="flex flex-col items-center justify-center rounded-2xl bg-white p-10 ring-1 ring-slate-200">
            <SvgImage src="/brand/erpz-logo.svg" alt="ERPZ logo on a light background" width={192} height={54} />
            <figcaption className="mt-6 text-sm text-ink">On light backgrounds</figcaption>
          </figure>
          <figure className="flex flex-col items-center justify-center rounded-2xl bg-brand-dark p-10">
            <SvgImage src="/brand/erpz-logo-white.svg" alt="ERPZ logo on a dark background" width={192} height={54} />
            <figcaption className="mt-6 text-sm text-slate-300">On dark backgrounds</figcaption>
          </figure>
        </div>
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <a href={brandKit.logo.packHref} download={brandKit.logo.packFileName}>
              <Download aria-hidden className="size-5" /> {brandKit.logo.download}
            </a>
          </Button>
          <p className="mt-3 text-sm text-ink">{brandKit.logo.packContents}</p>
        </div>
      </Section>

      <Section id="colors" tone="surface" title={brandKit.colors.title} subtitle={brandKit.colors.text}>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {brandColors.map((color) => (
            <li key={color.token} className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" data-testid="brand-color">
              <div aria-hidden className="h-28 border-b border-slate-200" style={{ backgroundColor: `var(--brand-${color.token})` }} />
              <div className="flex items-start justify-between gap-4 p-5">
                <div>
                  <h3 className="text-lg font-bold">{color.name}</h3>
                  <p className="mt-1 text-sm text-ink">{color.usage}</p>
                </div>
                <CopyColorButton name={color.name} hex={color.hex} />
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="typography" title={brandKit.fonts.title} subtitle={brandKit.fonts.text}>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {brandFonts.map((font) => (
            <li key={font.family} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" data-testid="brand-font">
              <p className="text-sm font-semibold uppercase tracking-widest text-accent">{font.role}</p>
              <h3 className="mt-2 text-2xl font-bold">{font.family}</h3>
              <p className={`mt-6 text-3xl text-brand-dark ${fontClass[font.role]}`}>
                {font.sample}
              </p>
              <p className={`mt-4 break-words text-ink ${fontClass[font.role]}`}>
                ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789
              </p>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="usage" tone="surface" title={brandKit.usage.title}>
        <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
          {[brandKit.usage.do, brandKit.usage.dont].map((list) => (
            <div key={list.title} className="rounded-2xl bg-white p-8 ring-1 ring-slate-200">
              <h3 className="text-xl font-bold">{list.title}</h3>
              <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 marker:text-brand">
                {list.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </>
  )
}
