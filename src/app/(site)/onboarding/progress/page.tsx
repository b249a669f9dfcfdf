import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Progress', alternates: { canonical: '/onboarding/progress' } }

export default function ProgressPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Set up your workspace</h1>
    </section>
  )
}
