import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/** A section with short points: tiles in two columns led by a rocket mark, or a row of pills with check marks. */
export const ChecklistBlock: Block = {
  slug: 'checklist',
  interfaceName: 'ChecklistBlock',
  labels: { singular: 'Checklist', plural: 'Checklists' },
  fields: [
    ...sectionFields(),
    {
      name: 'look',
      type: 'select',
      required: true,
      defaultValue: 'tiles',
      options: [
        { label: 'Tiles in two columns (rocket marks)', value: 'tiles' },
        { label: 'Pills in a row (check marks)', value: 'pills' },
      ],
    },
    {
      name: 'points',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Point', plural: 'Points' },
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 160 }],
    },
  ],
}
