import type { Metadata } from 'next'
import { Suspense } from 'react'

import { AuthScreen } from '@/components/onboarding/auth-screen'
import { GateFallback } from '@/components/onboarding/gate'

export const metadata: Metadata = { title: 'Sign up or sign in', alternates: { canonical: '/onboarding/auth' } }

export default function AuthPage() {
  return (
    <Suspense fallback={<GateFallback />}>
      <AuthScreen />
    </Suspense>
  )
}
