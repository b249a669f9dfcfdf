import 'server-only'

import type { PageSeed } from './page-seed'

export const contactPage: PageSeed = {
  title: 'Contact Us',
  slug: 'contact',
  path: '/contact',
  _status: 'published',
  meta: { description: 'Talk to the ERPZ team in Hyderabad: send us a message, call, or email support.', structuredData: 'none', noindex: false },
  layout: [
    { blockType: 'hero', style: 'page', eyebrow: 'Contact', title: "Let's Connect", subtitle: 'Talk to the ERPZ team in Hyderabad: send us a message, call, or email support.' },
    {
      blockType: 'contactDetails',
      formTitle: 'Send us a message',
      formText: 'Questions about modules, pricing or a rollout? We read every message.',
      detailsTitle: 'Contact details',
      hoursTitle: 'Office hours',
    },
  ],
}
