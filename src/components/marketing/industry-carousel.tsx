'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

type Industry = { name: string; text: string }

/**
 * Industry carousel on CSS scroll snap (decision 140): the track is a native horizontal scroller
 * that snaps to slides — 1 in view by default, 2 from md, 3 from lg — so it scrolls by touch,
 * trackpad and the scrollbar without any script. The script only adds previous/next (disabled at
 * the ends) and the left/right arrow keys, one slide a step.
 */
/** `icons` come rendered from the server, so the icon library's runtime stays off the page (decision 144). */
export function IndustryCarousel({
  industries,
  icons,
}: {
  industries: readonly Industry[]
  icons: { previous: React.ReactNode; next: React.ReactNode }
}) {
  const trackRef = useRef<HTMLDivElement>(null)
  /**
   * The slide a button or key asked for, and its scroll position, until the track comes to rest
   * there or the visitor scrolls by hand. A smooth scroll that another step interrupts may end
   * (scrollend) short of the target; the next step still counts from the target, never from a
   * position mid-flight, so two quick clicks always move two slides.
   */
  const pending = useRef<{ index: number; left: number } | null>(null)
  const [canPrev, setCanPrev] = useState(false)
  const [canNext, setCanNext] = useState(industries.length > 1)

  const geometry = useCallback(() => {
    const track = trackRef.current
    const slide = track?.firstElementChild as HTMLElement | null
    if (!track || !slide) return null
    const step = slide.offsetWidth + parseFloat(getComputedStyle(track).columnGap || '0')
    const last = Math.max(0, Math.ceil((track.scrollWidth - track.clientWidth - 1) / step))
    return { track, step, last }
  }, [])

  const show = useCallback((index: number, last: number) => {
    setCanPrev(index > 0)
    setCanNext(index < last)
  }, [])

  const update = useCallback(() => {
    const g = geometry()
    if (!g || pending.current !== null) return
    const { track } = g
    setCanPrev(track.scrollLeft > 1)
    setCanNext(track.scrollLeft + track.clientWidth < track.scrollWidth - 1)
  }, [geometry])

  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(update)
    }
    const onScrollEnd = () => {
      if (pending.current && Math.abs(track.scrollLeft - pending.current.left) >= 2) return
      pending.current = null
      update()
    }
    // A visitor who scrolls by touch, wheel, the scrollbar or a key other than the arrows takes
    // over from a button's pending step.
    const onUserScroll = () => {
      pending.current = null
      onScroll()
    }
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') onUserScroll()
    }
    update()
    track.addEventListener('scroll', onScroll, { passive: true })
    track.addEventListener('scrollend', onScrollEnd)
    track.addEventListener('wheel', onUserScroll, { passive: true })
    track.addEventListener('touchstart', onUserScroll, { passive: true })
    track.addEventListener('pointerdown', onUserScroll, { passive: true })
    track.addEventListener('keydown', onKey)
    window.addEventListener('resize', onScroll)
    return () => {
      cancelAnimationFrame(frame)
      track.removeEventListener('scroll', onScroll)
      track.removeEventListener('scrollend', onScrollEnd)
      track.removeEventListener('wheel', onUserScroll)
      track.removeEventListener('touchstart', onUserScroll)
      track.removeEventListener('pointerdown', onUserScroll)
      track.removeEventListener('keydown', onKey)
      window.removeEventListener('resize', onScroll)
    }
  }, [update])

  const go = (direction: -1 | 1) => {
    const g = geometry()
    if (!g) return
    const from = pending.current?.index ?? Math.round(g.track.scrollLeft / g.step)
    const to = Math.min(g.last, Math.max(0, from + direction))
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const left = Math.min(to * g.step, g.track.scrollWidth - g.track.clientWidth)
    // Already there: no scroll (and so no scrollend) will follow.
    pending.current = Math.abs(left - g.track.scrollLeft) < 1 || reduce ? null : { index: to, left }
    g.track.scrollTo({ left, behavior: reduce ? 'auto' : 'smooth' })
    show(to, g.last)
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      go(event.key === 'ArrowLeft' ? -1 : 1)
    }
  }

  return (
    <div role="region" aria-roledescription="carousel" aria-label="Industries" className="mt-12" data-testid="industry-carousel">
      {/* The scroller itself takes focus (a scrollable region must be reachable by keyboard). */}
      <div
        ref={trackRef}
        tabIndex={0}
        onKeyDown={onKeyDown}
        className="-mx-1 flex snap-x rounded-2xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand snap-mandatory scroll-px-1 gap-6 overflow-x-auto overscroll-x-contain px-1 py-2 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
        data-testid="industry-track"
      >
        {industries.map((industry, index) => (
          <div
            key={industry.name}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${industries.length}: ${industry.name}`}
            className="min-w-0 shrink-0 grow-0 basis-full snap-start md:basis-[calc((100%-1.5rem)/2)] lg:basis-[calc((100%-3rem)/3)]"
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
      <div className="mt-6 flex justify-center gap-3">
        <button
          type="button"
          onClick={() => go(-1)}
          disabled={!canPrev}
          aria-label="Previous industry"
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-dark ring-1 ring-slate-300 transition hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40"
        >
          {icons.previous}
        </button>
        <button
          type="button"
          onClick={() => go(1)}
          disabled={!canNext}
          aria-label="Next industry"
          className="inline-flex size-11 items-center justify-center rounded-full bg-white text-brand-dark ring-1 ring-slate-300 transition hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-40"
        >
          {icons.next}
        </button>
      </div>
    </div>
  )
}
