'use client'

import { LifeBuoy, MessageCircle } from '@/components/ui/icons'
import { Suspense, useState } from 'react'

import { lazyForm } from '@/components/ui/lazy-part'
import { cx } from '@/lib/cx'

// The panel's code loads when the visitor first opens it (or points at the button), never with the page.
const Panel = lazyForm(
  () => import('./live-help-panel'),
  (module) => module.LiveHelpPanel,
)

/**
 * Live Help's opener (issue 47): the onboarding header's button, or the floating launcher of the
 * marketing pages. Opens the chat panel; focus goes into it and comes back here when it closes.
 */
export function LiveHelpButton({ label = 'Live Help', variant = 'header' }: { label?: string; variant?: 'header' | 'launcher' }) {
  const [open, setOpen] = useState(false)
  const [opened, setOpened] = useState(false)
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={Panel.preload}
        onFocus={Panel.preload}
        onClick={() => {
          setOpened(true)
          setOpen(true)
        }}
        className={cx(
          'inline-flex items-center gap-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand',
          variant === 'header'
            ? 'rounded-lg px-3 py-2 text-sm text-brand ring-1 ring-brand/30 hover:bg-brand/5'
            : 'fixed bottom-4 right-4 z-50 rounded-full bg-brand px-4 py-3 text-white shadow-lg hover:bg-brand/90',
        )}
      >
        {variant === 'header' ? <LifeBuoy aria-hidden className="size-4" /> : <MessageCircle aria-hidden className="size-5" />} {label}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <Panel.Component open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  )
}
