import 'server-only'

import type { PageSeed } from './page-seed'

export const productionPlanningPage: PageSeed = {
  title: 'Plan — Production Planning',
  slug: 'production-planning',
  path: '/solutions/production-planning',
  parentPath: '/solutions',
  _status: 'published',
  meta: {
    description: 'ERPZ Plan for the Factory Manager: production planning on one connected, AI-powered platform.',
    structuredData: 'service',
    noindex: false,
    service: {
      name: 'ERPZ Plan — Production Planning',
      serviceType: 'Production planning software',
      audience: 'Factory Manager',
      description: 'Build realistic production plans in minutes, balance load across machines and lines, and release work orders your floor can actually deliver.',
    },
  },
  layout: [
    {
      blockType: 'hero',
      style: 'solution',
      breadcrumb: 'Production Planning',
      badge: 'For Factory Manager',
      badgeIcon: 'calendar',
      eyebrow: 'ERPZ Plan',
      title: 'Plans that survive the first shift change',
      subtitle: 'Build realistic production plans in minutes, balance load across machines and lines, and release work orders your floor can actually deliver.',
      primary: { label: 'See how ERPZ simplifies production planning', href: '/demo-booking' },
    },
    {
      blockType: 'featureRows',
      heading: 'Plan features',
      rows: [
        {
          title: 'Work order management',
          text: 'Create, release and sequence work orders with machine-level scheduling and capacity planning built in.',
          bullets: [{ text: 'Machine-level scheduling' }, { text: 'Capacity planning per line and shift' }, { text: 'Drag-and-drop resequencing' }],
          mediaKind: 'image',
          illustration: 'plan-work-orders',
          mediaText: 'Work order board with orders scheduled on three machines',
        },
        {
          title: 'Real-time production tracking',
          text: 'See every order move from cutting to packing as operators log progress from the floor.',
          bullets: [{ text: 'Live status per work order' }, { text: 'Delays flagged as they happen' }, { text: 'Output against plan by hour' }],
          mediaKind: 'video',
          video: 'plan-live-tracking',
          mediaText: 'Animation of output bars filling up as a production line runs',
        },
        {
          title: 'Capacity-aware scheduling',
          text: 'Schedules respect machine capacity, changeovers and shift calendars, so promises to customers hold.',
          bullets: [{ text: 'Load balancing across lines' }, { text: 'Shift and holiday calendars' }, { text: 'What-if rescheduling' }],
          mediaKind: 'image',
          illustration: 'plan-capacity',
          mediaText: 'Capacity chart showing machine load balanced under the limit',
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
