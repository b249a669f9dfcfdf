/**
 * The plans, comparison rows and add-ons the plan documents are seeded from (src/server/pricing/
 * seed-documents.ts); plan names and prices from SPEC §9. The page's own copy is its page document.
 */
export type PlanId = 'launch' | 'growth' | 'enterprise'

export type Plan = {
  id: PlanId
  name: string
  tagline: string
  /** Monthly price per user in rupees; null means custom pricing. */
  pricePerUserInr: number | null
  mostPopular: boolean
  features: readonly string[]
  cta: { label: string; href: string }
}

export const plans: readonly Plan[] = [
  {
    id: 'launch',
    name: 'Launch Plan',
    tagline: 'For single plants digitising their first processes.',
    pricePerUserInr: 1900,
    mostPopular: false,
    features: ['Plan and Track modules', 'Work orders and QR stock tracking', 'Standard dashboards', 'Email support'],
    cta: { label: 'Start with Launch', href: '/onboarding/auth' },
  },
  {
    id: 'growth',
    name: 'Growth Plan',
    tagline: 'For growing manufacturers connecting every team.',
    pricePerUserInr: 4900,
    mostPopular: true,
    features: ['All five modules', 'AI assistant and insights', 'Visual workflow builder', 'Priority support'],
    cta: { label: 'Start with Growth', href: '/onboarding/auth' },
  },
  {
    id: 'enterprise',
    name: 'Enterprise Plan',
    tagline: 'For multi-plant groups with advanced needs.',
    pricePerUserInr: null,
    mostPopular: false,
    features: ['Everything in Growth', 'SSO and advanced access controls', 'Multi-plant consolidation', 'Dedicated success manager'],
    cta: { label: 'Contact sales', href: '/contact' },
  },
]

/** `true`/`false` for included/not included, or a short text. Columns follow `plans`. */
export type Cell = boolean | string

export const comparison: readonly { group: string; rows: readonly { feature: string; cells: readonly [Cell, Cell, Cell] }[] }[] = [
  {
    group: 'Modules',
    rows: [
      { feature: 'Plan — production planning', cells: [true, true, true] },
      { feature: 'Track — inventory tracking', cells: [true, true, true] },
      { feature: 'Procure — supplier management', cells: [false, true, true] },
      { feature: 'Assure — quality control', cells: [false, true, true] },
      { feature: 'Pulse — factory analytics', cells: ['Basic', true, true] },
    ],
  },
  {
    group: 'Platform',
    rows: [
      { feature: 'Users', cells: ['Unlimited', 'Unlimited', 'Unlimited'] },
      { feature: 'Plants', cells: ['1', 'Up to 3', 'Unlimited'] },
      { feature: 'AI assistant and insights', cells: [false, true, true] },
      { feature: 'Visual workflow builder', cells: [false, true, true] },
      { feature: 'Role-based access control', cells: [true, true, true] },
      { feature: 'SSO and advanced access controls', cells: [false, false, true] },
    ],
  },
  {
    group: 'Support',
    rows: [
      { feature: 'Support hours', cells: ['Mon-Fri 9:00-18:00 IST', 'Mon-Fri 9:00-18:00 IST', '24/7'] },
      { feature: 'Uptime target', cells: ['99.9%', '99.9%', '99.9%'] },
      { feature: 'Dedicated success manager', cells: [false, false, true] },
    ],
  },
]

export const addOns: readonly { name: string; text: string; plans: readonly PlanId[] }[] = [
  { name: 'IoT Device Connector', text: 'Stream machine counts and status straight from PLCs and sensors.', plans: ['growth', 'enterprise'] },
  { name: 'Advanced Analytics Pack', text: 'Custom reports, forecasting and cross-plant benchmarks.', plans: ['enterprise'] },
  { name: 'Compliance Toolkit', text: 'Audit trails, e-signatures and regulator-ready reports.', plans: ['enterprise'] },
]

/** ₹1,900 style, Indian digit grouping. */
export function formatInr(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`
}
