/** The marketing figures from SPEC §9, shown on the home page and the solution pages. */
export const marketingFigures = [
  { value: '500+', label: 'Manufacturers' },
  { value: '50+', label: 'Hours saved monthly per facility' },
  { value: '99.9%', label: 'Uptime guarantee' },
  { value: '24/7', label: 'Expert support' },
] as const

export type Figure = { value: string; label: string }
