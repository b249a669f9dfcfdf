import type { Metadata } from 'next'

import { ProgressScreen } from '@/components/onboarding/progress-screen'

export const metadata: Metadata = { title: 'Progress', alternates: { canonical: '/onboarding/progress' } }

export default function Page() {
  return <ProgressScreen />
}
