import 'server-only'

import type { PageSeed } from './page-seed'

export const aboutPage: PageSeed = {
  title: 'About ERPZ',
  slug: 'about',
  path: '/about',
  _status: 'published',
  meta: {
    description: 'ERPZ builds AI-first operations software for manufacturers. Our vision, mission, values and the team behind the platform.',
    structuredData: 'organization',
    noindex: false,
  },
  layout: [
    {
      blockType: 'hero',
      style: 'breadcrumbs',
      breadcrumb: 'About',
      eyebrow: 'About ERPZ',
      title: 'Built for the people who run factories',
      subtitle: 'We build AI-first operations software for manufacturers, so the people on the shop floor and in the boardroom work from the same live picture.',
    },
    {
      blockType: 'statements',
      label: 'Vision and mission',
      items: [
        { icon: 'compass', title: 'Our vision', text: 'Every manufacturer, large or small, runs on connected, intelligent operations — from the shop floor to the top floor.' },
        {
          icon: 'target',
          title: 'Our mission',
          text: 'Replace spreadsheets and disconnected tools with one platform that plans, tracks and improves production, and puts AI insights in the hands of every factory team.',
        },
      ],
    },
    {
      blockType: 'cardGrid',
      anchor: 'values',
      tone: 'surface',
      title: 'Our values',
      cardStyle: 'plain',
      columns: 'four',
      kind: 'value',
      cards: [
        { icon: 'lightbulb', title: 'Intelligence First', text: 'We put data and AI to work where decisions are made, not in a report nobody reads.' },
        { icon: 'zap', title: 'Agility Always', text: 'Plants change every day. Our product and our team adapt just as fast.' },
        { icon: 'trophy', title: 'Operational Excellence', text: 'We hold our software to the same standards our customers hold their lines to.' },
        { icon: 'users', title: 'Empowering Leaders', text: 'We give factory heads, owners and buyers the clarity to lead with confidence.' },
      ],
    },
    {
      blockType: 'checklist',
      look: 'tiles',
      anchor: 'built-for-manufacturing',
      tone: 'white',
      title: 'Built for manufacturing, not adapted to it',
      subtitle:
        'ERPZ was designed with plant managers, QA leads and stores teams from day one. Every screen is made for the realities of a factory: shift changes, dusty tablets, patchy networks and tight deadlines.',
      points: [
        { text: 'Works on shop-floor tablets and phones' },
        { text: 'Modules that match how factories are organised' },
        { text: 'Set up in weeks with guided onboarding' },
        { text: 'Made in Hyderabad for manufacturers across India' },
      ],
    },
    {
      blockType: 'teamTiles',
      anchor: 'team',
      tone: 'surface',
      title: 'Our team',
      subtitle: 'The people behind ERPZ will be introduced here soon.',
      members: [
        { name: 'TBD', role: 'Founder & CEO' },
        { name: 'TBD', role: 'Chief Technology Officer' },
        { name: 'TBD', role: 'Head of Product' },
        { name: 'TBD', role: 'Head of Customer Success' },
      ],
    },
    {
      blockType: 'ctaBand',
      anchor: 'about-cta',
      title: 'See ERPZ in your factory',
      text: 'Explore the modules, or book a demo with our manufacturing specialists.',
      primary: { label: 'Explore Solutions', href: '/solutions' },
      secondary: { label: 'Book a Demo', href: '/demo-booking' },
    },
  ],
}
