import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Complete', alternates: { canonical: '/onboarding/complete' } }

export default function CompletePage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Your ERPZ workspace is ready!</h1>
    </section>
  )
}
