import type { Metadata } from 'next'
import { Suspense } from 'react'

import { GateFallback } from '@/components/onboarding/gate'
import { ResetPasswordScreen } from '@/components/onboarding/reset-password-screen'

export const metadata: Metadata = { title: 'Reset password', alternates: { canonical: '/onboarding/reset-password' } }

export default function ResetPasswordPage() {
  return (
    <Suspense fallback={<GateFallback />}>
      <ResetPasswordScreen />
    </Suspense>
  )
}
