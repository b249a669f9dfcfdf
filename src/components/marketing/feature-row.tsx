import { Check } from '@/components/ui/icons'

import { SvgImage } from '@/components/ui/svg-image'
import { FEATURE_MEDIA_SIZE, type FeatureRow as FeatureRowData } from '@/content/solution-pages'
import { cn } from '@/lib/cn'

/** One feature row: text on one side, an illustration or a looping muted video on the other. */
export function FeatureRow({ feature, index }: { feature: FeatureRowData; index: number }) {
  const reversed = index % 2 === 1
  const { media } = feature
  const { width, height } = FEATURE_MEDIA_SIZE
  return (
    <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16" data-testid="feature-row">
      <div className={cn(reversed && 'lg:order-2')}>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">{String(index + 1).padStart(2, '0')}</p>
        <h3 className="mt-2 text-2xl font-bold sm:text-3xl">{feature.title}</h3>
        <p className="mt-4 text-lg leading-8 text-ink">{feature.text}</p>
        <ul className="mt-6 space-y-3">
          {feature.bullets.map((bullet) => (
            <li key={bullet} className="flex items-start gap-3">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-indigo-50 text-brand">
                <Check aria-hidden className="size-4" />
              </span>
              <span>{bullet}</span>
            </li>
          ))}
        </ul>
      </div>
      <div className={cn('overflow-hidden rounded-3xl shadow-lg ring-1 ring-slate-200', reversed && 'lg:order-1')}>
        {media.kind === 'image' ? (
          <SvgImage src={media.src} alt={media.alt} width={width} height={height} className="h-auto w-full" />
        ) : (
          <video
            className="h-auto w-full"
            width={width}
            height={height}
            poster={media.poster}
            autoPlay
            loop
            muted
            playsInline
            preload="metadata"
            aria-label={media.label}
            data-testid="feature-video"
          >
            <source src={media.src.replace(/\.mp4$/, '.webm')} type="video/webm" />
            <source src={media.src} type="video/mp4" />
            <track kind="captions" src={media.src.replace(/\.mp4$/, '.vtt')} srcLang="en" label="English" />
          </video>
        )}
      </div>
    </div>
  )
}
