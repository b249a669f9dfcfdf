import type { Block } from 'payload'

import { anchorField } from '../shared/fields'

/** The plan cards: every published plan (Site ▸ Plans), in its order. */
export const PricingPlansBlock: Block = {
  slug: 'pricingPlans',
  interfaceName: 'PricingPlansBlock',
  labels: { singular: 'Pricing plans', plural: 'Pricing plans' },
  admin: { disableBlockName: true },
  fields: [
    anchorField,
    { name: 'heading', type: 'text', required: true, maxLength: 120, admin: { description: 'Read by screen readers before the cards (not shown), e.g. "Choose your plan".' } },
    {
      type: 'row',
      fields: [
        { name: 'mostPopularLabel', label: 'Badge of the Most Popular plan', type: 'text', required: true, maxLength: 40 },
        { name: 'customPriceLabel', label: 'Shown for a plan without a price', type: 'text', required: true, maxLength: 40 },
      ],
    },
  ],
}
