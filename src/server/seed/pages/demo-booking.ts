import 'server-only'

import type { PageSeed } from './page-seed'

export const demoBookingPage: PageSeed = {
  title: 'Book a Demo',
  slug: 'demo-booking',
  path: '/demo-booking',
  _status: 'published',
  meta: { description: 'Book a personalised 30-minute ERPZ demo by calendar or request one with a short form.', structuredData: 'none', noindex: false },
  layout: [
    {
      blockType: 'hero',
      style: 'page',
      eyebrow: 'Demo',
      title: 'Book Your Personalized Demo',
      subtitle: 'Book a personalised 30-minute ERPZ demo by calendar or request one with a short form.',
    },
  ],
}
