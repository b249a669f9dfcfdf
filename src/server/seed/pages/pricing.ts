import 'server-only'

import type { PageSeed } from './page-seed'

export const pricingPage: PageSeed = {
  title: 'Pricing',
  slug: 'pricing',
  path: '/pricing',
  _status: 'published',
  meta: { description: 'Simple per-user pricing for ERPZ. Every plan includes a 3-month free trial with no credit card required.', structuredData: 'product', noindex: false },
  layout: [
    {
      blockType: 'hero',
      style: 'breadcrumbs',
      breadcrumb: 'Pricing',
      eyebrow: 'Pricing',
      title: 'Simple pricing that grows with your factory',
      subtitle: 'All plans include a 3-month free trial. No credit card required.',
      primary: { label: 'Start Free Trial', href: '/demo-booking' },
    },
    { blockType: 'pricingPlans', heading: 'Choose your plan', mostPopularLabel: 'Most Popular', customPriceLabel: 'Custom pricing' },
    {
      blockType: 'pricingComparison',
      anchor: 'compare',
      tone: 'surface',
      title: 'Compare plans',
      featureLabel: 'Feature',
      caption: 'Features included in each plan',
      switcherLabel: 'Choose a plan to see what it includes',
    },
    {
      blockType: 'addOns',
      anchor: 'add-ons',
      tone: 'white',
      title: 'Add-ons',
      availableLabel: 'Available on:',
      note: 'Unlimited users on every plan. Cancel anytime. No hidden fees.',
    },
    {
      blockType: 'ctaBand',
      anchor: 'pricing-cta',
      title: 'Start running your factory on ERPZ',
      text: 'Three months free on any plan, with onboarding help from our team.',
      primary: { label: 'Start Free for 3 Months', href: '/onboarding/auth' },
      secondary: { label: 'Request Demo', href: '/demo-booking' },
    },
  ],
}
