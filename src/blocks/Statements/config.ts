import type { Block } from 'payload'

import { iconField } from '../shared/fields'

/** Large cards side by side, each with its own h2 (vision and mission). */
export const StatementsBlock: Block = {
  slug: 'statements',
  interfaceName: 'StatementsBlock',
  labels: { singular: 'Statements', plural: 'Statements' },
  fields: [
    { name: 'label', label: 'Section name (read by screen readers)', type: 'text', required: true, maxLength: 80, admin: { description: 'e.g. "Vision and mission".' } },
    {
      name: 'items',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 4,
      labels: { singular: 'Statement', plural: 'Statements' },
      fields: [
        { type: 'row', fields: [iconField(), { name: 'title', label: 'Heading', type: 'text', required: true, maxLength: 120 }] },
        { name: 'text', type: 'textarea', required: true, maxLength: 600 },
      ],
    },
  ],
}
