import type { Metadata } from 'next'

import { IndustryScreen } from '@/components/onboarding/industry-screen'

export const metadata: Metadata = { title: 'Industry', alternates: { canonical: '/onboarding/industry' } }

export default function Page() {
  return <IndustryScreen />
}
