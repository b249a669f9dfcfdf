/**
 * The site's own facts, in one typed module that every page, the theme and the brand kit read.
 * Values the specification leaves unspecified ("not shown") are chosen here and nowhere else.
 */
export const site = {
  product: 'ERPZ',
  domain: 'erpz.in',
  tagline: 'AI-powered operations platform for manufacturers',
  description:
    'ERPZ connects shop floor to top floor: production planning, procurement, quality, inventory and factory analytics in one AI-powered platform for manufacturers.',
  foundingYear: 2023,
  contact: {
    email: 'hello@erpz.in',
    phone: '+91 40 4852 7100',
    phoneHref: 'tel:+914048527100',
    supportEmail: 'support@erpz.in',
    careersEmail: 'careers@erpz.in',
    address: {
      street: '4th Floor, Cyber Pearl, HITEC City',
      locality: 'Hyderabad',
      region: 'Telangana',
      postalCode: '500081',
      country: 'India',
    },
    mapUrl: 'https://www.openstreetmap.org/search?query=HITEC%20City%2C%20Hyderabad%2C%20Telangana',
    officeHours: 'Monday to Friday 9:00 AM - 6:00 PM (PST)',
    officeClosed: 'Closed on weekends',
  },
  social: [
    { name: 'LinkedIn', href: 'https://www.linkedin.com/company/erpz' },
    { name: 'X (Twitter)', href: 'https://x.com/erpz_in' },
    { name: 'YouTube', href: 'https://www.youtube.com/@erpz' },
  ],
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
