'use client'

import { lazy, Suspense, useSyncExternalStore } from 'react'

import { noSubscription } from '@/lib/no-subscription'

// Its own chunk, fetched only by a page that renders the slot (the launcher turned on). A chunk that
// cannot be fetched (offline, a deploy in between) leaves the launcher out: unanswered, the lazy part
// would throw while rendering and take the page down with it.
const Launcher = lazy(() =>
  import('./live-help-launcher').then(
    (module) => ({ default: module.LiveHelpLauncher }),
    () => ({ default: () => null }),
  ),
)

/**
 * The launcher's place in the marketing layout (issue 47). A client component the layout imports
 * lands in every marketing page's first-load scripts whether it renders or not; this slot is a few
 * bytes there, and the launcher (button, icons, the hidden-pages rule) is a chunk of its own that a
 * page loads only when the layout renders the slot, so while marketing keeps the launcher off (the
 * default) the marketing pages load none of its code. It renders in the browser only, after
 * hydration: a lazy part rendered on the server streams its completion as inline scripts, which the
 * hash-only CSP refuses. A floating button appearing a moment after the page is what visitors know
 * from chat launchers, and its fixed position moves nothing on the page.
 */
export function LiveHelpLauncherSlot({ label, hidden }: { label: string; hidden: string }) {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  if (!inBrowser) return null
  return (
    <Suspense fallback={null}>
      <Launcher label={label} hidden={hidden} />
    </Suspense>
  )
}
