import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/** The marketing figures: value above, label below (SPEC §9). */
export const FiguresBandBlock: Block = {
  slug: 'figuresBand',
  interfaceName: 'FiguresBandBlock',
  labels: { singular: 'Figures band', plural: 'Figures bands' },
  fields: [
    ...sectionFields(),
    {
      name: 'figures',
      type: 'array',
      maxRows: 8,
      labels: { singular: 'Figure', plural: 'Figures' },
      admin: { description: 'Leave empty to show the marketing figures kept in Site settings (they change everywhere at once).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'value', type: 'text', required: true, maxLength: 20, admin: { description: 'e.g. 500+' } },
            { name: 'label', type: 'text', required: true, maxLength: 80 },
          ],
        },
      ],
    },
  ],
}
