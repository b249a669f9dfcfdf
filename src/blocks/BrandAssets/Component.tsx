import { Download } from '@/components/ui/icons'

import { Section } from '@/components/marketing/section'
import { Button } from '@/components/ui/button'
import { SvgImage } from '@/components/ui/svg-image'
import { brandColors, brandFonts } from '@/config/site'
import { CopyColorButtonPart as CopyColorButton } from '../client-parts'
import type { BrandAssetsBlock as Data } from '@/payload-types'


const LOGO_PACK = { href: '/media/erpz-logo-pack.zip', fileName: 'erpz-logo-pack.zip' }
/** The theme's utility class for each font role (the same faces the layout loads). */
const fontClass: Record<(typeof brandFonts)[number]['role'], string> = { Headings: 'font-heading', Body: 'font-sans' }

export function BrandAssetsBlockComponent({ block }: { block: Data }) {
  const section = { id: block.anchor ?? undefined, tone: block.tone, eyebrow: block.eyebrow ?? undefined, title: block.title, subtitle: block.subtitle ?? undefined }
  if (block.show === 'colors') {
    return (
      <Section {...section}>
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
    )
  }
  if (block.show === 'fonts') {
    return (
      <Section {...section}>
        <ul className="mt-12 grid gap-6 md:grid-cols-2">
          {brandFonts.map((font) => (
            <li key={font.family} className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" data-testid="brand-font">
              <p className="text-sm font-semibold uppercase tracking-widest text-accent">{font.role}</p>
              <h3 className="mt-2 text-2xl font-bold">{font.family}</h3>
              <p className={`mt-6 text-3xl text-brand-dark ${fontClass[font.role]}`}>{font.sample}</p>
              <p className={`mt-4 break-words text-ink ${fontClass[font.role]}`}>ABCDEFGHIJKLMNOPQRSTUVWXYZ abcdefghijklmnopqrstuvwxyz 0123456789</p>
            </li>
          ))}
        </ul>
      </Section>
    )
  }
  return (
    <Section {...section}>
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
      {block.downloadLabel && (
        <div className="mt-10 text-center">
          <Button asChild size="lg">
            <a href={LOGO_PACK.href} download={LOGO_PACK.fileName}>
              <Download aria-hidden className="size-5" /> {block.downloadLabel}
            </a>
          </Button>
          {block.downloadNote && <p className="mt-3 text-sm text-ink">{block.downloadNote}</p>}
        </div>
      )}
    </Section>
  )
}
