import { site } from '@/config/site'

export type CareerListing = { id: string; title: string; location: string; type: string; requirements: readonly string[] }

export const careers = {
  hero: {
    eyebrow: 'Careers',
    title: 'Build the future of manufacturing with us',
    subtitle: 'Join a small team in Hyderabad building the operations platform manufacturers rely on every shift.',
  },
  rolesTitle: 'Open roles',
  roles: [
    {
      id: 'senior-full-stack-engineer',
      title: 'Senior Full-Stack Engineer',
      location: 'Hyderabad, India (Hybrid)',
      type: 'Full-time',
      requirements: ['5+ years building web applications with TypeScript', 'Experience with React and Node.js', 'Comfortable owning features end to end'],
    },
    {
      id: 'manufacturing-solutions-consultant',
      title: 'Manufacturing Solutions Consultant',
      location: 'Hyderabad, India (On-site and travel)',
      type: 'Full-time',
      requirements: ['3+ years in manufacturing operations or ERP implementation', 'Clear communicator with plant teams', 'Willing to travel to customer sites'],
    },
    {
      id: 'product-designer',
      title: 'Product Designer',
      location: 'Remote, India',
      type: 'Full-time',
      requirements: ['A portfolio of data-heavy product work', 'Skill in research and prototyping', 'Interest in designing for the shop floor'],
    },
  ] satisfies readonly CareerListing[],
  perksTitle: 'Why work with us',
  perks: [
    { title: 'Health insurance', text: 'Medical cover for you and your family.' },
    { title: 'Flexible hours', text: 'Plan your day around focus time, not the clock.' },
    { title: 'Learning budget', text: 'Books, courses and conferences, paid for.' },
    { title: 'Factory visits', text: 'See the product at work on real shop floors.' },
    { title: 'Ownership', text: 'Employee stock options for every full-time role.' },
    { title: 'Time off', text: 'Generous paid leave plus public holidays.' },
  ],
  processTitle: 'Our hiring process',
  process: [
    { title: 'Apply', text: 'Send us your CV and a note about why the role fits you.' },
    { title: 'Intro call', text: 'A 30-minute conversation with the hiring manager.' },
    { title: 'Skills session', text: 'A practical exercise close to the real work, discussed together.' },
    { title: 'Meet the team', text: 'Meet future colleagues, ask anything, and get an offer within a week.' },
  ],
  applyLabel: 'Apply',
  openApplication: 'Don’t see your role? Write to us anyway at',
} as const

/** mailto link to the careers address with the role in the subject. */
export function applyHref(roleTitle: string): string {
  return `mailto:${site.contact.careersEmail}?subject=${encodeURIComponent(`Application: ${roleTitle}`)}`
}
