import { ChevronLeft, ChevronRight } from '@/components/ui/icons'

import { Section } from '@/components/marketing/section'
import { IndustryCarouselPart as IndustryCarousel } from '../client-parts'
import type { IndustryCarouselBlock as Data } from '@/payload-types'


/** Reuses the site's client carousel (decision 140): the block ships no new JavaScript. */
export function IndustryCarouselBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <IndustryCarousel
        industries={block.industries.map(({ name, text }) => ({ name, text }))}
        icons={{ previous: <ChevronLeft aria-hidden className="size-5" />, next: <ChevronRight aria-hidden className="size-5" /> }}
      />
    </Section>
  )
}
