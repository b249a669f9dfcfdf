import type { Metadata } from 'next'

import { RoleScreen } from '@/components/onboarding/role-screen'

export const metadata: Metadata = { title: 'Role', alternates: { canonical: '/onboarding/role' } }

export default function Page() {
  return <RoleScreen />
}
