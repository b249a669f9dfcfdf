import { FeatureRow } from '@/components/marketing/feature-row'
import type { FeatureMedia } from '@/content/solution-pages'
import type { FeatureRowsBlock as Data } from '@/payload-types'

import { illustrationSrc } from '../shared/illustrations'

function mediaOf(row: Data['rows'][number]): FeatureMedia {
  if (row.mediaKind === 'video' && row.video) {
    return { kind: 'video', src: `/media/${row.video}.mp4`, poster: `/media/${row.video}.jpg`, label: row.mediaText ?? '' }
  }
  return { kind: 'image', src: illustrationSrc(row.illustration ?? 'pulse-dashboard'), alt: row.mediaText ?? '' }
}

export function FeatureRowsBlockComponent({ block }: { block: Data }) {
  const headingId = `features-heading${block.id ? `-${block.id}` : ''}`
  return (
    <section aria-labelledby={headingId} className="px-4 py-20 sm:px-6 lg:py-28">
      <h2 id={headingId} className="sr-only">
        {block.heading}
      </h2>
      <div className="mx-auto flex max-w-7xl flex-col gap-20 lg:gap-28">
        {block.rows.map((row, index) => (
          <FeatureRow
            key={row.id ?? row.title}
            index={index}
            feature={{ title: row.title, text: row.text, bullets: (row.bullets ?? []).map((bullet) => bullet.text), media: mediaOf(row) }}
          />
        ))}
      </div>
    </section>
  )
}
