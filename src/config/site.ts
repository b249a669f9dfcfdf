/**
 * What is not content: the product's name, its domain, the workspace suffix and the brand tokens
 * (the theme and the brand kit read these). The words a marketer changes — company facts, contact
 * details, office hours, figures, nav, footer, cookie banner — are CMS globals (src/globals,
 * decision 160), seeded from src/globals/defaults.ts.
 */
export const site = {
  product: 'ERPZ',
  domain: 'erpz.in',
  workspaceSuffix: '.erpz.in',
} as const

/** Brand colours: the theme's CSS variables and the brand kit are both generated from these. */
export const brandColors = [
  { token: 'brand', name: 'ERPZ Indigo', hex: '#3730A3', usage: 'Primary actions, links, highlights' },
  { token: 'brand-dark', name: 'Midnight', hex: '#0F172A', usage: 'Headings, dark sections, footer' },
  { token: 'accent', name: 'Signal Orange', hex: '#C2410C', usage: 'Calls to attention, badges' },
  { token: 'success', name: 'Shopfloor Green', hex: '#15803D', usage: 'Positive states, availability' },
  { token: 'surface', name: 'Mist', hex: '#F1F5F9', usage: 'Section backgrounds, cards' },
  { token: 'ink', name: 'Graphite', hex: '#334155', usage: 'Body text' },
] as const

export type BrandColorToken = (typeof brandColors)[number]['token']

export const brandFonts = [
  { role: 'Headings', family: 'Manrope', variable: '--font-heading', sample: 'Shop floor to top floor' },
  { role: 'Body', family: 'Inter', variable: '--font-body', sample: 'Plan, procure, assure, track and grow.' },
] as const

export const themeCss = `:root{${brandColors.map((c) => `--brand-${c.token}:${c.hex};`).join('')}}`
