import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Signing you in | ERPZ', robots: { index: false, follow: false } }

export default function GoogleCallbackPage() {
  return (
    <main id="main" className="flex min-h-screen flex-col items-center justify-center gap-4 px-4">
      <div role="progressbar" aria-label="Signing you in" className="h-1 w-64 overflow-hidden rounded bg-slate-200">
        <div className="h-full w-1/2 animate-pulse bg-brand" />
      </div>
      <h1 className="text-xl font-semibold">Signing you in with Google…</h1>
    </main>
  )
}
