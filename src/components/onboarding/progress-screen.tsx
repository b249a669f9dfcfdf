'use client'

import { useState } from 'react'

import { currentSubStep, progressPercent } from '@/lib/onboarding/state'
import type { Session } from '@/lib/onboarding/store'

import { GateFallback, useGate } from './gate'
import { StepChecklist } from './progress/checklist'
import { DashboardStep } from './progress/dashboard-step'
import { TeamStep } from './progress/team-step'
import { WorkflowStep } from './progress/workflow-step'
import { Card, ProgressLine } from './step-layout'

type SubStep = 'team' | 'workflow' | 'dashboard'

/** The progress page: the checklist on the left, the current sub-step (team → workflow → dashboard) on the right. */
export function ProgressScreen() {
  const session = useGate()
  if (!session) return <GateFallback />
  return <ProgressBoard session={session} />
}

function ProgressBoard({ session }: { session: Session }) {
  const { state } = session
  const [subStep, setSubStep] = useState<SubStep>(() => currentSubStep(state.completedSteps))
  const percent = progressPercent(state.completedSteps)

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Set up your workspace</h1>
        <p className="mt-2 text-ink">A few last steps and your team can start working in ERPZ.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <Card className="h-fit">
          <h2 className="mb-4 text-lg font-bold">Your progress</h2>
          <ProgressLine percent={percent} className="mb-6" />
          <StepChecklist completed={state.completedSteps} current={subStep} />
        </Card>
        <Card>
          {subStep === 'team' ? (
            <TeamStep state={state} onDone={() => setSubStep('workflow')} />
          ) : subStep === 'workflow' ? (
            <WorkflowStep state={state} onDone={() => setSubStep('dashboard')} onBack={() => setSubStep('team')} />
          ) : (
            <DashboardStep state={state} onBack={() => setSubStep('workflow')} />
          )}
        </Card>
      </div>
    </div>
  )
}
