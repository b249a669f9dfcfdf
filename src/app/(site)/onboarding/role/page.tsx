import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Role', alternates: { canonical: '/onboarding/role' } }

export default function RolePage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Select your role</h1>
    </section>
  )
}
