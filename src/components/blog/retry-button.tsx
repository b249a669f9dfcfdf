'use client'

import { Button } from '@/components/ui/button'

export function RetryButton() {
  return (
    <Button type="button" onClick={() => window.location.reload()}>
      Retry
    </Button>
  )
}

/** The message with Retry: a button that reloads, or, given `retryHref`, a link that works without JavaScript. */
export function LoadError({ message, retryHref }: { message: string; retryHref?: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl bg-red-50 p-8 text-center ring-1 ring-red-200">
      <p className="font-semibold text-red-800">{message}</p>
      <div className="mt-5">
        {retryHref ? (
          <Button asChild>
            <a href={retryHref}>Retry</a>
          </Button>
        ) : (
          <RetryButton />
        )}
      </div>
    </div>
  )
}
