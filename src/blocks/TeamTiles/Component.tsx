import { UserRound } from '@/components/ui/icons'

import { Section } from '@/components/marketing/section'
import type { TeamTilesBlock as Data } from '@/payload-types'

export function TeamTilesBlockComponent({ block }: { block: Data }) {
  return (
    <Section id={block.anchor ?? undefined} tone={block.tone} eyebrow={block.eyebrow ?? undefined} title={block.title} subtitle={block.subtitle ?? undefined}>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {block.members.map((member) => {
          const photo = typeof member.photo === 'object' && member.photo?.url ? member.photo : null
          return (
            <li key={member.id ?? member.role} className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200" data-testid="team-tile">
              {photo ? (
                // eslint-disable-next-line @next/next/no-img-element -- a small square from the media library, sized here
                <img src={photo.url!} alt="" width={96} height={96} className="mx-auto size-24 rounded-full object-cover" loading="lazy" />
              ) : (
                <span className="mx-auto inline-flex size-24 items-center justify-center rounded-full bg-indigo-50 text-indigo-300">
                  <UserRound aria-hidden className="size-12" />
                </span>
              )}
              <h3 className="mt-4 text-lg font-bold">{member.name}</h3>
              <p className="text-sm text-ink">{member.role}</p>
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
