'use client'

import { type ComponentType, lazy, type ReactNode, Suspense } from 'react'

import { cx } from '@/lib/cx'

/**
 * In place of a part whose code could not be fetched (offline, a deploy in between): says so and
 * offers a reload.
 */
export function LoadFailed() {
  return (
    <div role="alert" className="py-10 text-center">
      <p className="text-ink">The form could not be loaded. Please check your connection and try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 font-semibold text-brand underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
      >
        Reload the page
      </button>
    </div>
  )
}

/**
 * A form whose code loads when it is first shown, not with the page (issue 18): the component to
 * render inside `FormLoading`, and `preload` to start the download earlier (pointer or focus on
 * what opens it). If the code cannot be fetched, `LoadFailed` renders in its place.
 */
export function lazyForm<M, P extends object>(load: () => Promise<M>, pick: (module: M) => ComponentType<P>) {
  const Component = lazy<ComponentType<P>>(() =>
    load().then(
      (module) => ({ default: pick(module) }),
      () => ({ default: LoadFailed }),
    ),
  )
  const preload = () => void load().catch(() => undefined)
  return { Component, preload }
}

/** The place of a `lazyForm` part: says the form is loading until its code has arrived. */
export function FormLoading({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className={cx('text-center text-ink', className)}>
          Loading the form…
        </p>
      }
    >
      {children}
    </Suspense>
  )
}
