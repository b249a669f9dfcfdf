/**
 * Reports a step of the funnel from the page's own code (decision 181): handed to the beacon when
 * it has loaded, else queued on `window` for it (it loads when the browser is idle after `load`).
 * Sends nothing itself, so Do Not Track and Global Privacy Control are honoured in one place.
 */
import type { TrackedEvent } from './events'

/** At most this many events wait for the beacon; a page has no reason to queue more. */
const MAX_QUEUED = 20

type BeaconWindow = Window & { erpz?: (name: TrackedEvent) => void; erpzq?: TrackedEvent[] }

export function track(name: TrackedEvent): void {
  if (typeof window === 'undefined') return
  const w = window as BeaconWindow
  if (typeof w.erpz === 'function') return w.erpz(name)
  const queue = (w.erpzq ??= [])
  if (queue.length < MAX_QUEUED) queue.push(name)
}
