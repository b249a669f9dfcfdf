import type { Block } from 'payload'

import { iconField, linkFields, sectionFields, validateHref } from '../shared/fields'
import { DEFAULT_MODULE_CARDS } from './default-cards'

/**
 * Product module cards (Plan, Procure, Assure, Track, Pulse), each linking to its solution page.
 * The cards are the marketer's: the seed writes today's five. A block stored before the cards were
 * fields has none: it reads as those five, on the site and in the admin, until it is saved with its
 * own (decision 200). At least one card is required, so only such an older block has none.
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
      required: true,
      minRows: 1,
      maxRows: 12,
      hooks: { afterRead: [({ value }) => (Array.isArray(value) && value.length > 0 ? value : DEFAULT_MODULE_CARDS)] },
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
