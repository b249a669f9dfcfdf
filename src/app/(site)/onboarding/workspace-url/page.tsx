import type { Metadata } from 'next'

import { WorkspaceUrlScreen } from '@/components/onboarding/workspace-url-screen'

export const metadata: Metadata = { title: 'Workspace URL', alternates: { canonical: '/onboarding/workspace-url' } }

export default function Page() {
  return <WorkspaceUrlScreen />
}
