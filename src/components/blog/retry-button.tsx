'use client'

import { Button } from '@/components/ui/button'

export function RetryButton() {
  return (
    <Button type="button" onClick={() => window.location.reload()}>
      Retry
    </Button>
  )
}

export function LoadError({ message }: { message: string }) {
  return (
    <div role="alert" className="mx-auto max-w-xl rounded-2xl bg-red-50 p-8 text-center ring-1 ring-red-200">
      <p className="font-semibold text-red-800">{message}</p>
      <div className="mt-5">
        <RetryButton />
      </div>
    </div>
  )
}
