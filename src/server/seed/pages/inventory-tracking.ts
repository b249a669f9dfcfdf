import 'server-only'

import type { PageSeed } from './page-seed'

export const inventoryTrackingPage: PageSeed = {
  title: 'Track — Inventory Tracking',
  slug: 'inventory-tracking',
  path: '/solutions/inventory-tracking',
  parentPath: '/solutions',
  _status: 'published',
  meta: {
    description: 'ERPZ Track for the Inventory/Stores Manager: inventory tracking on one connected, AI-powered platform.',
    structuredData: 'service',
    noindex: false,
    service: {
      name: 'ERPZ Track — Inventory Tracking',
      serviceType: 'Inventory management software',
      audience: 'Inventory/Stores Manager',
      description: 'Track every material from receipt to issue with QR codes, see stock by bin, rack and zone, and keep stores and production in sync.',
    },
  },
  layout: [
    {
      blockType: 'hero',
      style: 'solution',
      breadcrumb: 'Inventory Tracking',
      badge: 'For Inventory/Stores Manager',
      badgeIcon: 'boxes',
      eyebrow: 'ERPZ Track',
      title: 'Know what you have, where it is, right now',
      subtitle: 'Track every material from receipt to issue with QR codes, see stock by bin, rack and zone, and keep stores and production in sync.',
      primary: { label: 'Get real-time control of your stock', href: '/demo-booking' },
    },
    {
      blockType: 'featureRows',
      heading: 'Track features',
      rows: [
        {
          title: 'QR-based material tracking',
          text: 'Label materials at receipt and scan them at every move, so the system always matches the shelf.',
          bullets: [{ text: 'QR labels printed at GRN' }, { text: 'Scan to move, issue or return' }, { text: 'Full movement history' }],
          mediaKind: 'image',
          illustration: 'track-qr',
          mediaText: 'QR code label on a material bag with its movement history',
        },
        {
          title: 'Bin, rack and zone inventory',
          text: 'Stock levels by location, with low-stock alerts before production runs short.',
          bullets: [{ text: 'Location-level stock' }, { text: 'Reorder alerts' }, { text: 'Cycle counts by zone' }],
          mediaKind: 'image',
          illustration: 'track-racks',
          mediaText: 'Warehouse rack grid with bins coloured by stock level',
        },
        {
          title: 'GRN, material issue and return flows',
          text: 'Receive, issue and return materials through simple guided flows that update stock instantly.',
          bullets: [{ text: 'Goods receipt against purchase orders' }, { text: 'Issue to work orders' }, { text: 'Returns with reasons' }],
          mediaKind: 'image',
          illustration: 'track-flows',
          mediaText: 'Flow from goods receipt to stores to production and back',
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
