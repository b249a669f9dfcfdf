import { CardGrid } from '@/components/marketing/card-grid'
import { Section } from '@/components/marketing/section'
import type { NumberedStepsBlock as Data } from '@/payload-types'

export function NumberedStepsBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <CardGrid ordered columns="md:grid-cols-2 lg:grid-cols-4" cardTestId={block.kind ?? undefined} cards={block.steps.map(({ title, text }) => ({ title, text }))} />
    </Section>
  )
}
