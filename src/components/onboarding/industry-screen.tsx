'use client'

import { INDUSTRY_IDS, INDUSTRY_LABELS } from '@/lib/onboarding/catalog'

import { ChoiceStep } from './choice-step'
import { INDUSTRY_ICONS } from './icons'

const choices = INDUSTRY_IDS.map((id) => ({ id, label: INDUSTRY_LABELS[id], Icon: INDUSTRY_ICONS[id] }))

export function IndustryScreen() {
  return (
    <ChoiceStep
      step="industry"
      wide
      title="Select your industry"
      description="We will shape your first workflow and dashboard around the way your industry works."
      label="Industry"
      choices={choices}
      columns="grid-cols-1 sm:grid-cols-2 lg:grid-cols-4"
      backHref="/onboarding/workspace-url"
      next={{ href: '/onboarding/role', label: 'Next: Select Role' }}
    />
  )
}
