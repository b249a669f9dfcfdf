/** The fixed choices of the onboarding flow (SPEC §3): industries, roles and the seven steps. */

import { INDUSTRY_IDS, type IndustryId, ROLE_IDS, type RoleId } from '@/lib/validation/onboarding-ids'

// The ids are shared with the workspace API; this module adds what the screens show for them.
export { INDUSTRY_IDS, type IndustryId, ROLE_IDS, type RoleId }

export const INDUSTRY_LABELS: Record<IndustryId, string> = {
  TECHNOLOGY: 'Technology',
  FINANCE: 'Finance',
  HEALTHCARE: 'Healthcare',
  ENTERTAINMENT: 'Entertainment',
  EDUCATION: 'Education',
  RETAIL: 'Retail',
  MANUFACTURING: 'Manufacturing',
  TRANSPORTATION: 'Transportation',
  HOSPITALITY: 'Hospitality',
  ENERGY: 'Energy',
  TELECOMMUNICATIONS: 'Telecommunications',
  AGRICULTURE: 'Agriculture',
  MEDIA: 'Media',
  AUTOMOTIVE: 'Automotive',
  CONSTRUCTION: 'Construction',
  PHARMACEUTICAL: 'Pharmaceutical',
  BIOTECHNOLOGY: 'Biotechnology',
  CONSULTING: 'Consulting',
  SPORTS: 'Sports',
  REAL_ESTATE: 'Real Estate',
  NON_PROFIT: 'Non-Profit',
  LEGAL: 'Legal',
  ARTS_AND_CULTURE: 'Arts & Culture',
  FOOD_AND_BEVERAGE: 'Food & Beverage',
  TEXTILE: 'Textile',
  ELECTRONICS: 'Electronics',
  OTHER: 'Other',
  other: 'Other Industry',
}

export const ROLES: ReadonlyArray<{ id: RoleId; label: string; description: string }> = [
  { id: 'owner', label: 'Owner', description: 'You own or run the business' },
  { id: 'operations', label: 'Operations Manager', description: 'You run production, planning and the shop floor' },
  { id: 'it', label: 'IT Admin', description: 'You set up users, access and integrations' },
  { id: 'supervisor', label: 'Supervisor', description: 'You lead a line, a shift or a team' },
]

/** The seven steps in order, with the checklist labels of SPEC §2. */
export const STEPS = [
  { key: 'authentication', label: 'Sign Up / Sign In', href: '/onboarding/auth' },
  { key: 'workspaceUrl', label: 'Set Workspace URL', href: '/onboarding/workspace-url' },
  { key: 'industry', label: 'Choose Industry', href: '/onboarding/industry' },
  { key: 'role', label: 'Select Role', href: '/onboarding/role' },
  { key: 'team', label: 'Invite Team', href: '/onboarding/progress' },
  { key: 'workflow', label: 'Create First Workflow', href: '/onboarding/progress' },
  { key: 'dashboard', label: 'View Dashboard', href: '/onboarding/progress' },
] as const

export type StepKey = (typeof STEPS)[number]['key']
