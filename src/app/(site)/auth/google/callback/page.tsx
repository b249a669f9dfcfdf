import type { Metadata } from 'next'
import { Suspense } from 'react'

import { SocialCallback } from '@/components/onboarding/social-callback'

export const metadata: Metadata = { title: 'Signing you in | ERPZ', robots: { index: false, follow: false } }

export default function GoogleCallbackPage() {
  return (
    <Suspense>
      <SocialCallback provider="google" />
    </Suspense>
  )
}
