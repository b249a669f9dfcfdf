import { CircleAlert, CircleCheck } from '@/components/ui/icons'

import { Section } from '@/components/marketing/section'
import type { ProblemSolutionBlock as Data } from '@/payload-types'

export function ProblemSolutionBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} title={block.title} eyebrow={block.eyebrow ?? undefined}>
      <div className="mt-12 grid gap-8 lg:grid-cols-2">
        <div className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
          <h3 className="text-xl font-bold">{block.problemTitle}</h3>
          <ul className="mt-6 space-y-4">
            {block.problemPoints.map((point) => (
              <li key={point.id ?? point.text} className="flex gap-3 leading-7">
                <CircleAlert aria-hidden className="mt-1 size-5 shrink-0 text-accent" />
                {point.text}
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-3xl bg-brand-dark p-8 text-slate-200 shadow-sm">
          {block.solutionEyebrow && (
            <p className="text-sm font-semibold uppercase tracking-widest text-indigo-200">{block.solutionEyebrow}</p>
          )}
          <h3 className="mt-2 text-xl font-bold text-white">{block.solutionTitle}</h3>
          <ul className="mt-6 space-y-4">
            {block.solutionPoints.map((point) => (
              <li key={point.id ?? point.text} className="flex gap-3 leading-7">
                <CircleCheck aria-hidden className="mt-1 size-5 shrink-0 text-emerald-400" />
                {point.text}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </Section>
  )
}
