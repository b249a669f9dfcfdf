import 'server-only'

import type { PageSeed } from './page-seed'

export const careersPage: PageSeed = {
  title: 'Careers',
  slug: 'careers',
  path: '/careers',
  _status: 'published',
  meta: { description: 'Join ERPZ and build the operations platform manufacturers rely on. Open roles, perks and our hiring process.', structuredData: 'none', noindex: false },
  layout: [
    {
      blockType: 'hero',
      style: 'breadcrumbs',
      breadcrumb: 'Careers',
      eyebrow: 'Careers',
      title: 'Build the future of manufacturing with us',
      subtitle: 'Join a small team in Hyderabad building the operations platform manufacturers rely on every shift.',
    },
    {
      blockType: 'openRoles',
      anchor: 'roles',
      tone: 'white',
      title: 'Open roles',
      showFilters: true,
      openApplication: 'Don’t see your role? Write to us anyway at',
      labels: {
        department: 'Department',
        location: 'Location',
        any: 'All',
        submit: 'Filter roles',
        reset: 'Show all roles',
        requirements: 'Requirements',
        apply: 'Apply',
        noRoles: 'No open roles match these filters right now.',
      },
    },
    {
      blockType: 'cardGrid',
      anchor: 'perks',
      tone: 'surface',
      title: 'Why work with us',
      cardStyle: 'plain',
      columns: 'three',
      kind: 'perk',
      cards: [
        { icon: 'heart', title: 'Health insurance', text: 'Medical cover for you and your family.' },
        { icon: 'clock', title: 'Flexible hours', text: 'Plan your day around focus time, not the clock.' },
        { icon: 'graduation', title: 'Learning budget', text: 'Books, courses and conferences, paid for.' },
        { icon: 'factory', title: 'Factory visits', text: 'See the product at work on real shop floors.' },
        { icon: 'trending', title: 'Ownership', text: 'Employee stock options for every full-time role.' },
        { icon: 'palmtree', title: 'Time off', text: 'Generous paid leave plus public holidays.' },
      ],
    },
    {
      blockType: 'numberedSteps',
      anchor: 'hiring-process',
      tone: 'white',
      title: 'Our hiring process',
      kind: 'hiring-step',
      steps: [
        { title: 'Apply', text: 'Send us your CV and a note about why the role fits you.' },
        { title: 'Intro call', text: 'A 30-minute conversation with the hiring manager.' },
        { title: 'Skills session', text: 'A practical exercise close to the real work, discussed together.' },
        { title: 'Meet the team', text: 'Meet future colleagues, ask anything, and get an offer within a week.' },
      ],
    },
  ],
}
