'use client'

import { ArrowLeft } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { markStep, type OnboardingState, progressPercent } from '@/lib/onboarding/state'
import { updateState, type Session } from '@/lib/onboarding/store'

import { type Choice, ChoiceGrid } from './choice-grid'
import { GateFallback, useGate } from './gate'
import { StepLayout } from './step-layout'

/** The steps that are one choice among cards, and the state field each one sets. */
type ChoiceStepKey = 'industry' | 'role'
type Value<K extends ChoiceStepKey> = NonNullable<OnboardingState[K]>

export type ChoiceStepProps<K extends ChoiceStepKey> = {
  step: K
  title: string
  description: string
  /** The radio group's accessible name. */
  label: string
  choices: ReadonlyArray<Choice<Value<K>>>
  columns: string
  wide?: boolean
  backHref: string
  next: { href: string; label: string }
}

/** An onboarding step that asks for one choice (industry, role): cards, Back, and Next once chosen. */
export function ChoiceStep<K extends ChoiceStepKey>(props: ChoiceStepProps<K>) {
  const session = useGate()
  if (!session) return <GateFallback />
  return <ChoiceStepForm session={session} {...props} />
}

function ChoiceStepForm<K extends ChoiceStepKey>({
  session,
  step,
  title,
  description,
  label,
  choices,
  columns,
  wide,
  backHref,
  next,
}: ChoiceStepProps<K> & { session: Session }) {
  const router = useRouter()
  const [value, setValue] = useState<Value<K> | null>(session.state[step] as Value<K> | null)

  function goNext() {
    if (!value) return
    updateState((s) => markStep({ ...s, [step]: value }, step))
    router.push(next.href)
  }

  return (
    <StepLayout wide={wide} title={title} description={description} percent={progressPercent(session.state.completedSteps)}>
      <ChoiceGrid label={label} choices={choices} value={value} onChange={setValue} columns={columns} />
      <div className="mt-8 flex items-center justify-between gap-3">
        <Button asChild variant="secondary">
          <Link href={backHref}>
            <ArrowLeft aria-hidden className="size-4" /> Back
          </Link>
        </Button>
        <Button type="button" onClick={goNext} disabled={!value}>
          {next.label}
        </Button>
      </div>
    </StepLayout>
  )
}
