import 'server-only'

import type { PageSeed } from './page-seed'

export const supplierManagementPage: PageSeed = {
  title: 'Procure — Supplier Management',
  slug: 'supplier-management',
  path: '/solutions/supplier-management',
  parentPath: '/solutions',
  _status: 'published',
  meta: {
    description: 'ERPZ Procure for the Procurement Head: supplier management on one connected, AI-powered platform.',
    structuredData: 'service',
    noindex: false,
    service: {
      name: 'ERPZ Procure — Supplier Management',
      serviceType: 'Procurement and supplier management software',
      audience: 'Procurement Head',
      description: 'Keep suppliers, catalogs and prices in one place, score every vendor on delivery and quality, and control spend with clear approval flows.',
    },
  },
  layout: [
    {
      blockType: 'hero',
      style: 'solution',
      breadcrumb: 'Supplier Management',
      badge: 'For Procurement Head',
      badgeIcon: 'cart',
      eyebrow: 'ERPZ Procure',
      title: 'Smarter sourcing, backed by data',
      subtitle: 'Keep suppliers, catalogs and prices in one place, score every vendor on delivery and quality, and control spend with clear approval flows.',
      primary: { label: 'Optimize your sourcing with ERPZ', href: '/demo-booking' },
    },
    {
      blockType: 'featureRows',
      heading: 'Procure features',
      rows: [
        {
          title: 'Supplier scorecards and catalogs',
          text: 'Rate suppliers on delivery, quality and price, and buy from approved catalogs with agreed rates.',
          bullets: [{ text: 'On-time delivery and rejection scores' }, { text: 'Approved catalog items and rates' }, { text: 'Supplier documents in one place' }],
          mediaKind: 'image',
          illustration: 'procure-scorecards',
          mediaText: 'Supplier scorecard with ratings for three suppliers',
        },
        {
          title: 'Automated price monitoring',
          text: 'Track price movements per item and get alerted when a quote drifts away from the agreed rate.',
          bullets: [{ text: 'Price history per item' }, { text: 'Alerts on price drift' }, { text: 'Quote comparison side by side' }],
          mediaKind: 'image',
          illustration: 'procure-prices',
          mediaText: 'Price trend line with an alert where the price rises above target',
        },
        {
          title: 'Spend analytics and approval flows',
          text: 'See where money goes by category and supplier, and route purchases through the right approvers.',
          bullets: [{ text: 'Spend by category and supplier' }, { text: 'Multi-level approvals' }, { text: 'Budget checks before ordering' }],
          mediaKind: 'image',
          illustration: 'procure-spend',
          mediaText: 'Spend by category chart beside an approval flow',
        },
      ],
    },
    {
      blockType: 'figuresBand',
      anchor: 'trusted',
      tone: 'dark',
      title: 'Trusted by Industry Leaders',
      subtitle: 'Manufacturers across India run their plants on ERPZ every day.',
      figures: [],
    },
    {
      blockType: 'ctaBand',
      anchor: 'get-started',
      title: 'Ready to Get Started?',
      text: 'Try every module free for 3 months, or let our team walk you through it on your own data.',
      primary: { label: 'Start Free Trial', href: '/onboarding/auth' },
      secondary: { label: 'Book a Guided Demo', href: '/demo-booking' },
    },
  ],
}
