import 'server-only'

import type { PageSeed } from './page-seed'

export const qualityControlPage: PageSeed = {
  title: 'Assure — Quality Control',
  slug: 'quality-control',
  path: '/solutions/quality-control',
  parentPath: '/solutions',
  _status: 'published',
  meta: {
    description: 'ERPZ Assure for the QA Lead: quality control on one connected, AI-powered platform.',
    structuredData: 'service',
    noindex: false,
    service: {
      name: 'ERPZ Assure — Quality Control',
      serviceType: 'Quality management software',
      audience: 'QA Lead',
      description: 'Digitise inspections on the floor, apply the right sampling plan to every lot and close the loop on defects with CAPA tracking.',
    },
  },
  layout: [
    {
      blockType: 'hero',
      style: 'solution',
      breadcrumb: 'Quality Control',
      badge: 'For QA Lead',
      badgeIcon: 'shield',
      eyebrow: 'ERPZ Assure',
      title: 'Quality checked at every step, not just at the end',
      subtitle: 'Digitise inspections on the floor, apply the right sampling plan to every lot and close the loop on defects with CAPA tracking.',
      primary: { label: 'Power your quality with digital checks', href: '/demo-booking' },
    },
    {
      blockType: 'featureRows',
      heading: 'Assure features',
      rows: [
        {
          title: 'Digital QC workflows',
          text: 'Inspection checklists on any device, with sampling plans and accept/reject thresholds applied automatically.',
          bullets: [{ text: 'Sampling plans per item and supplier' }, { text: 'Accept/reject thresholds' }, { text: 'Photo evidence on every check' }],
          mediaKind: 'image',
          illustration: 'assure-checklist',
          mediaText: 'Digital inspection checklist with passed and failed checks',
        },
        {
          title: 'Smart sampling and testing',
          text: 'Sample sizes adjust to lot size and supplier history, so you test more where risk is higher.',
          bullets: [{ text: 'Lot-size based sampling' }, { text: 'Tighter checks for risky suppliers' }, { text: 'Test results stored per lot' }],
          mediaKind: 'image',
          illustration: 'assure-sampling',
          mediaText: 'Measurement chart with readings inside the tolerance band',
        },
        {
          title: 'CAPA tracking and alerts',
          text: 'Open corrective and preventive actions from any failed check and follow them to closure.',
          bullets: [{ text: 'Root cause and action owners' }, { text: 'Due-date alerts' }, { text: 'Effectiveness review' }],
          mediaKind: 'image',
          illustration: 'assure-capa',
          mediaText: 'CAPA timeline from issue raised to action closed',
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
