import type { Block } from 'payload'

import { iconField, linkFields, sectionFields, validateHref } from '../shared/fields'

/**
 * Product module cards (Plan, Procure, Assure, Track, Pulse), each linking to its solution page.
 * The cards are the marketer's: the seed writes today's five; a block stored before the cards were
 * fields has none and shows those five (decision 200).
 */
export const ModuleCardsBlock: Block = {
  slug: 'moduleCards',
  interfaceName: 'ModuleCardsBlock',
  labels: { singular: 'Module cards', plural: 'Module cards' },
  fields: [
    ...sectionFields(),
    {
      name: 'cards',
      label: 'Cards',
      type: 'array',
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Card', plural: 'Cards' },
      fields: [
        { type: 'row', fields: [{ name: 'title', label: 'Module name', type: 'text', required: true, maxLength: 60 }, iconField()] },
        { name: 'label', label: 'Line under the name', type: 'text', required: true, maxLength: 80, admin: { description: 'e.g. "Production Planning".' } },
        { name: 'text', label: 'Summary', type: 'textarea', required: true, maxLength: 300 },
        {
          type: 'row',
          fields: [
            { name: 'linkLabel', label: 'Link text', type: 'text', required: true, maxLength: 80, admin: { description: 'e.g. "For Factory Manager".' } },
            { name: 'href', label: 'Link target', type: 'text', required: true, maxLength: 300, validate: validateHref },
          ],
        },
      ],
    },
    linkFields('link', 'Button under the cards', false),
  ],
}
