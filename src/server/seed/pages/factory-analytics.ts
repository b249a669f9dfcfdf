import 'server-only'

import type { PageSeed } from './page-seed'

export const factoryAnalyticsPage: PageSeed = {
  title: 'Pulse — Factory Analysis',
  slug: 'factory-analytics',
  path: '/solutions/factory-analytics',
  parentPath: '/solutions',
  _status: 'published',
  meta: {
    description: 'ERPZ Pulse for the Owner / CEO: factory analysis on one connected, AI-powered platform.',
    structuredData: 'service',
    noindex: false,
    service: {
      name: 'ERPZ Pulse — Factory Analysis',
      serviceType: 'Manufacturing analytics software',
      audience: 'Owner / CEO',
      description: 'Leadership dashboards bring output, quality, inventory and spend together, and AI insights tell you where to act first.',
    },
  },
  layout: [
    {
      blockType: 'hero',
      style: 'solution',
      breadcrumb: 'Factory Analysis',
      badge: 'For Owner / CEO',
      badgeIcon: 'chart',
      eyebrow: 'ERPZ Pulse',
      title: 'Your whole factory on one screen',
      subtitle: 'Leadership dashboards bring output, quality, inventory and spend together, and AI insights tell you where to act first.',
      primary: { label: 'See your factory like never before', href: '/demo-booking' },
    },
    {
      blockType: 'featureRows',
      heading: 'Pulse features',
      rows: [
        {
          title: 'Executive dashboards',
          text: 'The numbers that matter to owners and CEOs, live from every plant, without waiting for month-end.',
          bullets: [{ text: 'Output, quality and stock KPIs' }, { text: 'Plant-by-plant comparison' }, { text: 'Daily summaries by email' }],
          mediaKind: 'image',
          illustration: 'pulse-dashboard',
          mediaText: 'Executive dashboard with key figures and a trend chart',
        },
        {
          title: 'Performance analytics',
          text: 'Compare actual versus planned output by line, shift and product to find where time is lost.',
          bullets: [{ text: 'Actual versus planned' }, { text: 'Downtime reasons' }, { text: 'Shift and line comparison' }],
          mediaKind: 'image',
          illustration: 'pulse-performance',
          mediaText: 'Bar chart of actual versus planned output by day',
        },
        {
          title: 'AI-driven insights',
          text: 'The AI assistant spots patterns across modules and suggests the next best action.',
          bullets: [{ text: 'Anomaly detection' }, { text: 'Suggested actions' }, { text: 'Ask questions in plain language' }],
          mediaKind: 'image',
          illustration: 'pulse-insights',
          mediaText: 'AI assistant card suggesting actions based on factory data',
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
