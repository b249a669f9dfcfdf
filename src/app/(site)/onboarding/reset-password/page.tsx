import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Reset password', alternates: { canonical: '/onboarding/reset-password' } }

export default function ResetPasswordPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Reset your password</h1>
    </section>
  )
}
