'use client'

import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { INDUSTRY_IDS, INDUSTRY_LABELS, type IndustryId } from '@/lib/onboarding/catalog'
import { markStep, progressPercent } from '@/lib/onboarding/state'
import { updateState, type Session } from '@/lib/onboarding/store'

import { ChoiceGrid } from './choice-grid'
import { GateFallback, useGate } from './gate'
import { INDUSTRY_ICONS } from './icons'
import { StepLayout } from './step-layout'

const choices = INDUSTRY_IDS.map((id) => ({ id, label: INDUSTRY_LABELS[id], Icon: INDUSTRY_ICONS[id] }))

export function IndustryScreen() {
  const session = useGate()
  if (!session) return <GateFallback />
  return <IndustryForm session={session} />
}

function IndustryForm({ session }: { session: Session }) {
  const router = useRouter()
  const [industry, setIndustry] = useState<IndustryId | null>(session.state.industry)

  function next() {
    if (!industry) return
    updateState((s) => markStep({ ...s, industry }, 'industry'))
    router.push('/onboarding/role')
  }

  return (
    <StepLayout
      wide
      title="Select your industry"
      description="We will shape your first workflow and dashboard around the way your industry works."
      percent={progressPercent(session.state.completedSteps)}
    >
      <ChoiceGrid
        label="Industry"
        choices={choices}
        value={industry}
        onChange={setIndustry}
        columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-4"
      />
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button asChild variant="secondary">
          <Link href="/onboarding/workspace-url">
            <ArrowLeft aria-hidden className="size-4" /> Back
          </Link>
        </Button>
        <Button type="button" onClick={next} disabled={!industry}>
          Next: Select Role
        </Button>
      </div>
    </StepLayout>
  )
}
