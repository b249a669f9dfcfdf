'use client'

import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useCallback, useEffect, useState } from 'react'

type Industry = { name: string; text: string }

/**
 * Industry carousel: 1 slide by default, 2 from md, 3 from lg (slide widths set in CSS; Embla
 * snaps to them). Previous/next are disabled at the ends; left/right arrow keys move it.
 */
export function IndustryCarousel({ industries }: { industries: readonly Industry[] }) {
  const [viewportRef, api] = useEmblaCarousel({ align: 'start', containScroll: 'trimSnaps' })
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(false)

  const update = useCallback(() => {
    if (!api) return
    setCanPrev(api.canScrollPrev())
    setCanNext(api.canScrollNext())
  }, [api])

  useEffect(() => {
    if (!api) return
    // Embla has already initialised when the API arrives: read its state on the next frame.
    const frame = requestAnimationFrame(update)
    api.on('select', update).on('reInit', update)
    return () => {
      cancelAnimationFrame(frame)
      api.off('select', update).off('reInit', update)
    }
  }, [api, update])

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      api?.scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      api?.scrollNext()
    }
  }

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-label="Industries"
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="mt-12 rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand"
      data-testid="industry-carousel"
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y" data-testid="industry-track">
          {industries.map((industry, index) => (
            <div
              key={industry.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${industries.length}: ${industry.name}`}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 md:basis-1/2 lg:basis-1/3"
              data-testid="industry-slide"
            >
              <div className="h-full rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
                <p aria-hidden className="font-heading text-2xl font-extrabold text-brand">
                  {String(index + 1).padStart(2, '0')}
                </p>
                <h3 className="mt-4 text-xl font-bold">{industry.name}</h3>
                <p className="mt-2 leading-7 text-ink">{industry.text}</p>
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => api?.scrollPrev()}
          disabled={!canPrev}
          aria-label="Previous industry"
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-dark ring-1 ring-slate-300 transition hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronLeft aria-hidden className="size-5" />
        </button>
        <button
          type="button"
          onClick={() => api?.scrollNext()}
          disabled={!canNext}
          aria-label="Next industry"
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-dark ring-1 ring-slate-300 transition hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40"
        >
          <ChevronRight aria-hidden className="size-5" />
        </button>
      </div>
    </div>
  )
}
