export const SCHEDULER_HEIGHT_PX = 1000
export const SCHEDULER_MIN_HEIGHT_PX = 800

/** The scheduling page with the visitor's name and email filled in where known (Calendly and Cal.com both read these). */
export function schedulerSrc(url: string, prefill: { name?: string; email?: string }): string {
  const src = new URL(url)
  if (prefill.name) src.searchParams.set('name', prefill.name)
  if (prefill.email) src.searchParams.set('email', prefill.email)
  return src.toString()
}

/**
 * A third-party scheduler (SPEC §2: 30-minute meeting, 1000 px tall, at least 800 px) when
 * SCHEDULER_URL is set; without it /demo-booking shows our own scheduler (issue 17).
 */
export function SchedulerEmbed({ url, prefill = {} }: { url: string; prefill?: { name?: string; email?: string } }) {
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
