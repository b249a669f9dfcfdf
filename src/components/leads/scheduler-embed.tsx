import { CalendarX2 } from 'lucide-react'

import { Button } from '@/components/ui/button'

export const SCHEDULER_HEIGHT_PX = 1000
export const SCHEDULER_MIN_HEIGHT_PX = 800

/** The scheduling page with the visitor's name and email filled in where known (Calendly and Cal.com both read these). */
export function schedulerSrc(url: string, prefill: { name?: string; email?: string }): string {
  const src = new URL(url)
  if (prefill.name) src.searchParams.set('name', prefill.name)
  if (prefill.email) src.searchParams.set('email', prefill.email)
  return src.toString()
}

/** The inline scheduler (SPEC §2: 30-minute meeting, 1000 px tall, at least 800 px), or a way to the form when none is configured. */
export function SchedulerEmbed({
  url,
  prefill = {},
  onUseForm,
}: {
  url?: string
  prefill?: { name?: string; email?: string }
  onUseForm?: () => void
}) {
  if (!url) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 bg-surface px-6 py-14 text-center">
        <CalendarX2 aria-hidden="true" className="mx-auto size-10 text-brand" />
        <h2 className="mt-4 text-xl font-bold">Online scheduling is not available right now</h2>
        <p className="mx-auto mt-2 max-w-md text-ink">
          Send us a short request instead and we&apos;ll get back to you with a time that suits you.
        </p>
        <Button type="button" className="mt-6" onClick={onUseForm}>
          Request via Form
        </Button>
      </div>
    )
  }
  return (
    <div>
      <p className="mb-4 text-center text-ink">
        Pick a 30-minute slot that suits you. A calendar invite will be sent to your email as soon as you book.
      </p>
      <iframe
        title="Schedule a 30-minute ERPZ demo"
        src={schedulerSrc(url, prefill)}
        className="w-full rounded-2xl border border-slate-200 bg-white"
        style={{ height: `${SCHEDULER_HEIGHT_PX}px`, minHeight: `${SCHEDULER_MIN_HEIGHT_PX}px` }}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
      />
    </div>
  )
}
