import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/** The feature comparison: the published comparison rows (Site ▸ Comparison rows), a column per plan. */
export const PricingComparisonBlock: Block = {
  slug: 'pricingComparison',
  interfaceName: 'PricingComparisonBlock',
  labels: { singular: 'Plan comparison table', plural: 'Plan comparison tables' },
  fields: [
    ...sectionFields(),
    {
      type: 'row',
      fields: [
        { name: 'featureLabel', label: 'First column heading', type: 'text', required: true, maxLength: 40, admin: { description: 'e.g. "Feature".' } },
        { name: 'caption', label: 'Table caption (screen readers)', type: 'text', required: true, maxLength: 120 },
      ],
    },
    { name: 'switcherLabel', label: 'Phone plan switcher label', type: 'text', required: true, maxLength: 120, admin: { description: 'Above the plan buttons on phones, e.g. "Choose a plan to see what it includes".' } },
  ],
}
