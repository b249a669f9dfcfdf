'use client'

import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { ROLES, type RoleId } from '@/lib/onboarding/catalog'
import { markStep, progressPercent } from '@/lib/onboarding/state'
import { updateState, type Session } from '@/lib/onboarding/store'

import { ChoiceGrid } from './choice-grid'
import { GateFallback, useGate } from './gate'
import { ROLE_ICONS } from './icons'
import { StepLayout } from './step-layout'

const choices = ROLES.map((role) => ({ ...role, Icon: ROLE_ICONS[role.id] }))

export function RoleScreen() {
  const session = useGate()
  if (!session) return <GateFallback />
  return <RoleForm session={session} />
}

function RoleForm({ session }: { session: Session }) {
  const router = useRouter()
  const [role, setRole] = useState<RoleId | null>(session.state.role)

  function next() {
    if (!role) return
    updateState((s) => markStep({ ...s, role }, 'role'))
    router.push('/onboarding/progress')
  }

  return (
    <StepLayout
      title="What is your role?"
      description="Your dashboard starts with the numbers that matter most to you."
      percent={progressPercent(session.state.completedSteps)}
    >
      <ChoiceGrid label="Role" choices={choices} value={role} onChange={setRole} columns="grid-cols-1 sm:grid-cols-2" />
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button asChild variant="secondary">
          <Link href="/onboarding/industry">
            <ArrowLeft aria-hidden className="size-4" /> Back
          </Link>
        </Button>
        <Button type="button" onClick={next} disabled={!role}>
          Next: Progress Dashboard
        </Button>
      </div>
    </StepLayout>
  )
}
