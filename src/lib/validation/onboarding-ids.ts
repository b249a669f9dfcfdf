/** Ids the onboarding flow sends (SPEC §3). Shared by the onboarding UI and the workspace API. */
export const INDUSTRY_IDS = [
  'TECHNOLOGY',
  'FINANCE',
  'HEALTHCARE',
  'ENTERTAINMENT',
  'EDUCATION',
  'RETAIL',
  'MANUFACTURING',
  'TRANSPORTATION',
  'HOSPITALITY',
  'ENERGY',
  'TELECOMMUNICATIONS',
  'AGRICULTURE',
  'MEDIA',
  'AUTOMOTIVE',
  'CONSTRUCTION',
  'PHARMACEUTICAL',
  'BIOTECHNOLOGY',
  'CONSULTING',
  'SPORTS',
  'REAL_ESTATE',
  'NON_PROFIT',
  'LEGAL',
  'ARTS_AND_CULTURE',
  'FOOD_AND_BEVERAGE',
  'TEXTILE',
  'ELECTRONICS',
  'OTHER',
  // The separate "Other Industry" card sends the lowercase id.
  'other',
] as const
export type IndustryId = (typeof INDUSTRY_IDS)[number]

export const ROLE_IDS = ['owner', 'operations', 'it', 'supervisor'] as const
export type RoleId = (typeof ROLE_IDS)[number]
