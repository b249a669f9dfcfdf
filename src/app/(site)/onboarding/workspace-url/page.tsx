import type { Metadata } from 'next'

export const metadata: Metadata = { title: 'Workspace URL', alternates: { canonical: '/onboarding/workspace-url' } }

export default function WorkspaceUrlPage() {
  return (
    <section className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold">Choose your workspace URL</h1>
    </section>
  )
}
