import { site } from '@/config/site'

import type { ModuleSlug } from './modules'

/** Width and height of every feature illustration and video (px); the frame reserves this ratio. */
export const FEATURE_MEDIA_SIZE = { width: 640, height: 420 } as const

export type FeatureMedia =
  | { kind: 'image'; src: string; alt: string }
  | { kind: 'video'; src: string; poster: string; label: string }

export type FeatureRow = {
  title: string
  text: string
  bullets: readonly string[]
  media: FeatureMedia
}

export type SolutionPage = {
  slug: ModuleSlug
  headline: string
  description: string
  /** The hero button text, word for word from SPEC §2. */
  heroButton: string
  features: readonly [FeatureRow, FeatureRow, FeatureRow]
  /** What the Product structured data calls the offering. */
  category: string
}

const image = (name: string, alt: string): FeatureMedia => ({ kind: 'image', src: `/media/${name}.svg`, alt })

export const solutionPages: readonly SolutionPage[] = [
  {
    slug: 'production-planning',
    headline: 'Plans that survive the first shift change',
    description:
      'Build realistic production plans in minutes, balance load across machines and lines, and release work orders your floor can actually deliver.',
    heroButton: `See how ${site.product} simplifies production planning`,
    category: 'Production planning software',
    features: [
      {
        title: 'Work order management',
        text: 'Create, release and sequence work orders with machine-level scheduling and capacity planning built in.',
        bullets: ['Machine-level scheduling', 'Capacity planning per line and shift', 'Drag-and-drop resequencing'],
        media: image('plan-work-orders', 'Work order board with orders scheduled on three machines'),
      },
      {
        title: 'Real-time production tracking',
        text: 'See every order move from cutting to packing as operators log progress from the floor.',
        bullets: ['Live status per work order', 'Delays flagged as they happen', 'Output against plan by hour'],
        media: {
          kind: 'video',
          src: '/media/plan-live-tracking.mp4',
          poster: '/media/plan-live-tracking.jpg',
          label: 'Animation of output bars filling up as a production line runs',
        },
      },
      {
        title: 'Capacity-aware scheduling',
        text: 'Schedules respect machine capacity, changeovers and shift calendars, so promises to customers hold.',
        bullets: ['Load balancing across lines', 'Shift and holiday calendars', 'What-if rescheduling'],
        media: image('plan-capacity', 'Capacity chart showing machine load balanced under the limit'),
      },
    ],
  },
  {
    slug: 'supplier-management',
    headline: 'Smarter sourcing, backed by data',
    description:
      'Keep suppliers, catalogs and prices in one place, score every vendor on delivery and quality, and control spend with clear approval flows.',
    heroButton: `Optimize your sourcing with ${site.product}`,
    category: 'Procurement and supplier management software',
    features: [
      {
        title: 'Supplier scorecards and catalogs',
        text: 'Rate suppliers on delivery, quality and price, and buy from approved catalogs with agreed rates.',
        bullets: ['On-time delivery and rejection scores', 'Approved catalog items and rates', 'Supplier documents in one place'],
        media: image('procure-scorecards', 'Supplier scorecard with ratings for three suppliers'),
      },
      {
        title: 'Automated price monitoring',
        text: 'Track price movements per item and get alerted when a quote drifts away from the agreed rate.',
        bullets: ['Price history per item', 'Alerts on price drift', 'Quote comparison side by side'],
        media: image('procure-prices', 'Price trend line with an alert where the price rises above target'),
      },
      {
        title: 'Spend analytics and approval flows',
        text: 'See where money goes by category and supplier, and route purchases through the right approvers.',
        bullets: ['Spend by category and supplier', 'Multi-level approvals', 'Budget checks before ordering'],
        media: image('procure-spend', 'Spend by category chart beside an approval flow'),
      },
    ],
  },
  {
    slug: 'quality-control',
    headline: 'Quality checked at every step, not just at the end',
    description:
      'Digitise inspections on the floor, apply the right sampling plan to every lot and close the loop on defects with CAPA tracking.',
    heroButton: 'Power your quality with digital checks',
    category: 'Quality management software',
    features: [
      {
        title: 'Digital QC workflows',
        text: 'Inspection checklists on any device, with sampling plans and accept/reject thresholds applied automatically.',
        bullets: ['Sampling plans per item and supplier', 'Accept/reject thresholds', 'Photo evidence on every check'],
        media: image('assure-checklist', 'Digital inspection checklist with passed and failed checks'),
      },
      {
        title: 'Smart sampling and testing',
        text: 'Sample sizes adjust to lot size and supplier history, so you test more where risk is higher.',
        bullets: ['Lot-size based sampling', 'Tighter checks for risky suppliers', 'Test results stored per lot'],
        media: image('assure-sampling', 'Measurement chart with readings inside the tolerance band'),
      },
      {
        title: 'CAPA tracking and alerts',
        text: 'Open corrective and preventive actions from any failed check and follow them to closure.',
        bullets: ['Root cause and action owners', 'Due-date alerts', 'Effectiveness review'],
        media: image('assure-capa', 'CAPA timeline from issue raised to action closed'),
      },
    ],
  },
  {
    slug: 'inventory-tracking',
    headline: 'Know what you have, where it is, right now',
    description:
      'Track every material from receipt to issue with QR codes, see stock by bin, rack and zone, and keep stores and production in sync.',
    heroButton: 'Get real-time control of your stock',
    category: 'Inventory management software',
    features: [
      {
        title: 'QR-based material tracking',
        text: 'Label materials at receipt and scan them at every move, so the system always matches the shelf.',
        bullets: ['QR labels printed at GRN', 'Scan to move, issue or return', 'Full movement history'],
        media: image('track-qr', 'QR code label on a material bag with its movement history'),
      },
      {
        title: 'Bin, rack and zone inventory',
        text: 'Stock levels by location, with low-stock alerts before production runs short.',
        bullets: ['Location-level stock', 'Reorder alerts', 'Cycle counts by zone'],
        media: image('track-racks', 'Warehouse rack grid with bins coloured by stock level'),
      },
      {
        title: 'GRN, material issue and return flows',
        text: 'Receive, issue and return materials through simple guided flows that update stock instantly.',
        bullets: ['Goods receipt against purchase orders', 'Issue to work orders', 'Returns with reasons'],
        media: image('track-flows', 'Flow from goods receipt to stores to production and back'),
      },
    ],
  },
  {
    slug: 'factory-analytics',
    headline: 'Your whole factory on one screen',
    description:
      'Leadership dashboards bring output, quality, inventory and spend together, and AI insights tell you where to act first.',
    heroButton: 'See your factory like never before',
    category: 'Manufacturing analytics software',
    features: [
      {
        title: 'Executive dashboards',
        text: 'The numbers that matter to owners and CEOs, live from every plant, without waiting for month-end.',
        bullets: ['Output, quality and stock KPIs', 'Plant-by-plant comparison', 'Daily summaries by email'],
        media: image('pulse-dashboard', 'Executive dashboard with key figures and a trend chart'),
      },
      {
        title: 'Performance analytics',
        text: 'Compare actual versus planned output by line, shift and product to find where time is lost.',
        bullets: ['Actual versus planned', 'Downtime reasons', 'Shift and line comparison'],
        media: image('pulse-performance', 'Bar chart of actual versus planned output by day'),
      },
      {
        title: 'AI-driven insights',
        text: 'The AI assistant spots patterns across modules and suggests the next best action.',
        bullets: ['Anomaly detection', 'Suggested actions', 'Ask questions in plain language'],
        media: image('pulse-insights', 'AI assistant card suggesting actions based on factory data'),
      },
    ],
  },
]

export function getSolutionPage(slug: string): SolutionPage | undefined {
  return solutionPages.find((page) => page.slug === slug)
}

export const solutionClosing = {
  statsTitle: 'Trusted by Industry Leaders',
  statsSubtitle: 'Manufacturers across India run their plants on ERPZ every day.',
  ctaTitle: 'Ready to Get Started?',
  ctaText: 'Try every module free for 3 months, or let our team walk you through it on your own data.',
  trial: { label: 'Start Free Trial', href: '/onboarding/auth' },
  demo: { label: 'Book a Guided Demo', href: '/demo-booking' },
} as const
