import type { Metadata } from 'next'

import { CompleteScreen } from '@/components/onboarding/complete-screen'

export const metadata: Metadata = { title: 'Complete', alternates: { canonical: '/onboarding/complete' } }

export default function Page() {
  return <CompleteScreen />
}
