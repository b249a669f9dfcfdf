import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Industry', alternates: { canonical: '/onboarding/industry' } }

export default function IndustryPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Select your industry</h1>
    </section>
  )
}
