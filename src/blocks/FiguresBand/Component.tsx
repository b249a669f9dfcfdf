import { FiguresBand } from '@/components/marketing/figures-band'
import { Section } from '@/components/marketing/section'
import type { FiguresBandBlock as Data } from '@/payload-types'
import { siteGlobals } from '@/server/globals/read'

/** The block's own figures, or when it has none the site settings' marketing figures. */
export async function FiguresBandBlockComponent({ block }: { block: Data }) {
  const own = block.figures ?? []
  const figures = own.length > 0 ? own.map(({ value, label }) => ({ value, label })) : (await siteGlobals()).settings.figures
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <FiguresBand figures={figures} dark={block.tone === 'dark'} />
    </Section>
  )
}
