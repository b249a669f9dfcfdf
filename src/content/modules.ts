/** The five product modules: paths and navigation labels exactly as the specification names them. */
export const modules = [
  { slug: 'production-planning', module: 'Plan', navLabel: 'Production Planning', persona: 'Factory Manager' },
  { slug: 'supplier-management', module: 'Procure', navLabel: 'Supplier Management', persona: 'Procurement Head' },
  { slug: 'quality-control', module: 'Assure', navLabel: 'Quality Control', persona: 'QA Lead' },
  { slug: 'inventory-tracking', module: 'Track', navLabel: 'Inventory Tracking', persona: 'Inventory/Stores Manager' },
  { slug: 'factory-analytics', module: 'Pulse', navLabel: 'Factory Analysis', persona: 'Owner / CEO' },
] as const

export type ModuleSlug = (typeof modules)[number]['slug']

export const modulePath = (slug: ModuleSlug) => `/solutions/${slug}` as const
