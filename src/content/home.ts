import { modulePath } from './modules'

/** Copy of the home page (/). */
export const home = {
  hero: {
    eyebrow: 'AI-powered operations platform',
    title: 'Run your factory from shop floor to top floor',
    subtitle:
      'Hundreds of manufacturers plan production, manage suppliers, assure quality, track stock and see performance in one place. Start free today.',
    primary: { label: 'Get Started Free', href: '/onboarding/workspace-url' },
    secondary: { label: 'Request a Demo', href: '/demo-booking' },
    scrollLabel: 'Scroll to solutions',
  },
  problem: {
    eyebrow: 'The problem',
    title: 'Factories still run on spreadsheets, phone calls and guesswork',
    cardTitle: 'Without a connected platform',
    points: [
      'Production plans live in Excel files that are out of date by the first shift change.',
      'Purchasing, quality and stores each keep their own numbers, so nobody trusts a single report.',
      'Leaders see what happened last month, not what is happening on the floor right now.',
    ],
  },
  solution: {
    eyebrow: 'The solution',
    title: 'One connected platform with AI at every step',
    points: [
      'Plan, Procure, Assure, Track and Pulse share one real-time data layer.',
      'An AI assistant flags delays, shortages and quality drift before they cost you.',
      'A visual workflow builder fits the platform to how your plant already works.',
    ],
  },
  benefitsTitle: 'Why manufacturers choose ERPZ',
  benefits: [
    { icon: 'gauge', title: 'Higher output per shift', text: 'Capacity-aware schedules keep every machine and operator on the right job.' },
    { icon: 'shield', title: 'Quality built in', text: 'Digital checks, sampling plans and CAPA tracking catch defects at the source.' },
    { icon: 'boxes', title: 'Stock you can trust', text: 'QR-based tracking shows what is in every bin, rack and zone, live.' },
    { icon: 'sparkles', title: 'Decisions in minutes', text: 'Dashboards and AI insights turn shop-floor data into clear next steps.' },
  ],
  solutionsTitle: 'Solutions for every role in your factory',
  solutionsSubtitle: 'Start with the module your team needs most and add the rest as you grow.',
  personasTitle: 'Built for the people who keep factories running',
  personas: [
    {
      role: 'Factory Heads',
      title: 'Hit the plan, every shift',
      text: 'Balance load across lines, release work orders and see progress against plan in real time.',
      href: modulePath('production-planning'),
      linkLabel: 'Explore Plan',
    },
    {
      role: 'Business Owners',
      title: 'See the whole business at a glance',
      text: 'Leadership dashboards bring output, quality, stock and spend into one view with AI insights.',
      href: modulePath('factory-analytics'),
      linkLabel: 'Explore Pulse',
    },
    {
      role: 'Procurement Leaders',
      title: 'Buy better, with proof',
      text: 'Supplier scorecards, price monitoring and spend analytics back every purchasing decision.',
      href: modulePath('supplier-management'),
      linkLabel: 'Explore Procure',
    },
  ],
  rolesLink: { label: 'See Solutions by Role', href: '/about' },
  capture: {
    title: 'Start your free workspace',
    text: 'Enter your work email to set up your ERPZ workspace in minutes. No credit card required.',
    label: 'Work email',
    placeholder: 'you@company.com',
    button: 'Get Started Free',
  },
  demo: {
    title: 'See ERPZ on your own production data',
    text: 'Book a 30-minute walkthrough with our manufacturing specialists and get a plan for your plant.',
    button: { label: 'Request a Demo', href: '/demo-booking' },
  },
  figuresTitle: 'Trusted on the shop floor',
} as const
