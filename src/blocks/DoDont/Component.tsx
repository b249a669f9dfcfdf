import { Section } from '@/components/marketing/section'
import type { DoDontBlock as Data } from '@/payload-types'

export function DoDontBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <div className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
        {[block.left, block.right].map((list) => (
          <div key={list.title} className="rounded-2xl bg-white p-8 ring-1 ring-slate-200">
            <h3 className="text-xl font-bold">{list.title}</h3>
            <ul className="mt-4 list-disc space-y-2 pl-5 leading-7 marker:text-brand">
              {list.items.map((item) => (
                <li key={item.id ?? item.text}>{item.text}</li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  )
}
