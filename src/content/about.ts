/** Copy of the about page (/about). */
export const about = {
  hero: {
    eyebrow: 'About ERPZ',
    title: 'Built for the people who run factories',
    subtitle:
      'We build AI-first operations software for manufacturers, so the people on the shop floor and in the boardroom work from the same live picture.',
  },
  vision: {
    title: 'Our vision',
    text: 'Every manufacturer, large or small, runs on connected, intelligent operations — from the shop floor to the top floor.',
  },
  mission: {
    title: 'Our mission',
    text: 'Replace spreadsheets and disconnected tools with one platform that plans, tracks and improves production, and puts AI insights in the hands of every factory team.',
  },
  valuesTitle: 'Our values',
  values: [
    { name: 'Intelligence First', text: 'We put data and AI to work where decisions are made, not in a report nobody reads.' },
    { name: 'Agility Always', text: 'Plants change every day. Our product and our team adapt just as fast.' },
    { name: 'Operational Excellence', text: 'We hold our software to the same standards our customers hold their lines to.' },
    { name: 'Empowering Leaders', text: 'We give factory heads, owners and buyers the clarity to lead with confidence.' },
  ],
  built: {
    title: 'Built for manufacturing, not adapted to it',
    text: 'ERPZ was designed with plant managers, QA leads and stores teams from day one. Every screen is made for the realities of a factory: shift changes, dusty tablets, patchy networks and tight deadlines.',
    points: [
      'Works on shop-floor tablets and phones',
      'Modules that match how factories are organised',
      'Set up in weeks with guided onboarding',
      'Made in Hyderabad for manufacturers across India',
    ],
  },
  closing: {
    title: 'See ERPZ in your factory',
    text: 'Explore the modules, or book a demo with our manufacturing specialists.',
    solutions: { label: 'Explore Solutions', href: '/solutions' },
    demo: { label: 'Book a Demo', href: '/demo-booking' },
  },
  teamTitle: 'Our team',
  teamSubtitle: 'The people behind ERPZ will be introduced here soon.',
  team: [
    { name: 'TBD', role: 'Founder & CEO' },
    { name: 'TBD', role: 'Chief Technology Officer' },
    { name: 'TBD', role: 'Head of Product' },
    { name: 'TBD', role: 'Head of Customer Success' },
  ],
} as const
