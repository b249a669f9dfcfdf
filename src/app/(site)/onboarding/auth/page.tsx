import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Sign up or sign in', alternates: { canonical: '/onboarding/auth' } }

export default function AuthPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Create your ERPZ account</h1>
    </section>
  )
}
