/** The five product modules: paths and navigation labels exactly as the specification names them. */
export const modules = [
  {
    slug: 'production-planning',
    module: 'Plan',
    navLabel: 'Production Planning',
    persona: 'Factory Manager',
    summary: 'Production planning, load balancing and work orders with machine-level scheduling.',
  },
  {
    slug: 'supplier-management',
    module: 'Procure',
    navLabel: 'Supplier Management',
    persona: 'Procurement Head',
    summary: 'Catalog purchasing, supplier management and scoring, with spend analytics.',
  },
  {
    slug: 'quality-control',
    module: 'Assure',
    navLabel: 'Quality Control',
    persona: 'QA Lead',
    summary: 'Digital QC, sampling plans and CAPA so quality is checked at every step.',
  },
  {
    slug: 'inventory-tracking',
    module: 'Track',
    navLabel: 'Inventory Tracking',
    persona: 'Inventory/Stores Manager',
    summary: 'Inventory, material movement and QR tracking with live stock visibility.',
  },
  {
    slug: 'factory-analytics',
    module: 'Pulse',
    navLabel: 'Factory Analysis',
    persona: 'Owner / CEO',
    summary: 'Factory analytics, leadership dashboards and AI insights across every plant.',
  },
] as const

export type ModuleSlug = (typeof modules)[number]['slug']

export const modulePath = (slug: ModuleSlug) => `/solutions/${slug}` as const
