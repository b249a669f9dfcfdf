import { Check, Rocket } from '@/components/ui/icons'

import { Section } from '@/components/marketing/section'
import type { ChecklistBlock as Data } from '@/payload-types'

export function ChecklistBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      {block.look === 'pills' ? (
        <ul className="mx-auto mt-10 flex max-w-4xl flex-wrap justify-center gap-3">
          {block.points.map((point) => (
            <li key={point.id ?? point.text} className="inline-flex items-center gap-2 rounded-full bg-indigo-50 px-4 py-2 font-medium text-brand-dark">
              <Check aria-hidden className="size-4 text-brand" /> {point.text}
            </li>
          ))}
        </ul>
      ) : (
      <ul className="mx-auto mt-10 grid max-w-4xl gap-4 sm:grid-cols-2">
        {block.points.map((point) => (
          <li key={point.id ?? point.text} className="flex items-center gap-3 rounded-xl bg-surface px-5 py-4 font-medium text-brand-dark">
            <Rocket aria-hidden className="size-5 shrink-0 text-accent" />
            {point.text}
          </li>
        ))}
      </ul>
      )}
    </Section>
  )
}
