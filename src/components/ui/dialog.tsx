'use client'

import { X } from 'lucide-react'
import { Dialog as Primitive } from 'radix-ui'
import type React from 'react'
import { useRef } from 'react'

import { cx } from '@/lib/cx'

/**
 * A modal dialog on Radix Dialog: focus moves in and is trapped, Escape and the close button
 * close it, focus returns to what opened it, the page behind is inert for screen readers.
 * `title` names the dialog and `description` describes it (aria-labelledby / aria-describedby).
 * Opened by state rather than a Radix Trigger (the opener may be any button, or several), so the
 * element focused at opening is remembered here and gets focus back on close.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  children,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: React.ReactNode
  className?: string
  children: React.ReactNode
}) {
  const opener = useRef<HTMLElement | null>(null)
  return (
    <Primitive.Root open={open} onOpenChange={onOpenChange}>
      <Primitive.Portal>
        <Primitive.Overlay className="fixed inset-0 z-[60] bg-brand-dark/60" />
        <Primitive.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            if (opener.current?.isConnected) opener.current.focus()
          }}
          className={cx(
            'fixed left-1/2 top-1/2 z-[60] flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col',
            'rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 focus:outline-none',
            className,
          )}
        >
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-5 py-4 sm:px-6">
            <div>
              <Primitive.Title className="text-xl font-bold text-brand-dark">{title}</Primitive.Title>
              <Primitive.Description className="mt-1 text-sm leading-6 text-ink">{description}</Primitive.Description>
            </div>
            <Primitive.Close
              className="-mr-2 rounded-md p-2 text-ink hover:bg-surface focus-visible:outline-2 focus-visible:outline-brand"
              aria-label="Close"
            >
              <X aria-hidden className="size-5" />
            </Primitive.Close>
          </div>
          {children}
        </Primitive.Content>
      </Primitive.Portal>
    </Primitive.Root>
  )
}
