import { ChevronDown } from '@/components/ui/icons'

import { Section } from '@/components/marketing/section'
import { JsonLd } from '@/components/site/json-ld'
import type { FaqBlock as Data } from '@/payload-types'

/** FAQPage structured data of the questions (Google reads one FAQPage per page; each FAQ block adds its own). */
export function faqStructuredData(block: Data): Record<string, unknown> {
  return {
    '@type': 'FAQPage',
    mainEntity: block.items.map((item) => ({ '@type': 'Question', name: item.question, acceptedAnswer: { '@type': 'Answer', text: item.answer } })),
  }
}

export function FaqBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <JsonLd data={faqStructuredData(block)} />
      <div className="mx-auto mt-12 max-w-3xl divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        {block.items.map((item) => (
          <details key={item.id ?? item.question} className="group px-6 py-5">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-brand-dark focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
              {item.question}
              <ChevronDown aria-hidden className="size-5 shrink-0 transition group-open:rotate-180" />
            </summary>
            <p className="mt-3 whitespace-pre-line leading-7 text-ink">{item.answer}</p>
          </details>
        ))}
      </div>
    </Section>
  )
}
