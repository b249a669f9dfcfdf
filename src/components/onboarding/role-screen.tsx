'use client'

import { ROLES } from '@/lib/onboarding/catalog'

import { ChoiceStep } from './choice-step'
import { ROLE_ICONS } from './icons'

const choices = ROLES.map((role) => ({ ...role, Icon: ROLE_ICONS[role.id] }))

export function RoleScreen() {
  return (
    <ChoiceStep
      step="role"
      title="What is your role?"
      description="Your dashboard starts with the numbers that matter most to you."
      label="Role"
      choices={choices}
      columns="grid-cols-1 sm:grid-cols-2"
      backHref="/onboarding/industry"
      next={{ href: '/onboarding/progress', label: 'Next: Progress Dashboard' }}
    />
  )
}
