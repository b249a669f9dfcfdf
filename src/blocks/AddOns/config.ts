import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/** The add-on cards: every published add-on (Site ▸ Add-ons) and the plans that offer it. */
export const AddOnsBlock: Block = {
  slug: 'addOns',
  interfaceName: 'AddOnsBlock',
  labels: { singular: 'Add-ons', plural: 'Add-ons' },
  fields: [
    ...sectionFields(),
    { name: 'availableLabel', label: 'Label before the plans', type: 'text', required: true, maxLength: 40, admin: { description: 'e.g. "Available on:", followed by the plans\' short names.' } },
    { name: 'note', label: 'Note under the cards', type: 'text', maxLength: 200 },
  ],
}
