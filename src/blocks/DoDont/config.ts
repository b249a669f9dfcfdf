import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

const list = (name: string, label: string) => ({
  name,
  label,
  type: 'group' as const,
  fields: [
    { name: 'title', label: 'Heading', type: 'text' as const, required: true, maxLength: 60 },
    {
      name: 'items',
      type: 'array' as const,
      required: true,
      minRows: 1,
      maxRows: 10,
      labels: { singular: 'Item', plural: 'Items' },
      fields: [{ name: 'text', type: 'text' as const, required: true, maxLength: 200 }],
    },
  ],
})

/** Two lists side by side, e.g. "Do" and "Don’t". */
export const DoDontBlock: Block = {
  slug: 'doDont',
  interfaceName: 'DoDontBlock',
  labels: { singular: 'Two lists', plural: 'Two lists' },
  fields: [...sectionFields(), list('left', 'Left list'), list('right', 'Right list')],
}
