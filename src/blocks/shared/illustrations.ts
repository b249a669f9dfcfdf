/** The drawings under public/media a block may show inline (a select, so a typo cannot break a page). */
export const ILLUSTRATIONS = [
  'assure-capa',
  'assure-checklist',
  'assure-sampling',
  'plan-capacity',
  'plan-work-orders',
  'procure-prices',
  'procure-scorecards',
  'procure-spend',
  'pulse-dashboard',
  'pulse-insights',
  'pulse-performance',
  'track-flows',
  'track-qr',
  'track-racks',
] as const

export type Illustration = (typeof ILLUSTRATIONS)[number]

export const illustrationSrc = (name: string) => `/media/${name}.svg`

/** The looping muted videos under public/media (each with .mp4, .webm, a .jpg poster and .vtt captions). */
export const VIDEOS = ['plan-live-tracking'] as const
