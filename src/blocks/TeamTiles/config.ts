import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/** The team: a tile per person with a photo (or a placeholder), name and role. */
export const TeamTilesBlock: Block = {
  slug: 'teamTiles',
  interfaceName: 'TeamTilesBlock',
  labels: { singular: 'Team tiles', plural: 'Team tiles' },
  fields: [
    ...sectionFields(),
    {
      name: 'members',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 40,
      labels: { singular: 'Person', plural: 'People' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 80 },
            { name: 'role', type: 'text', required: true, maxLength: 80 },
          ],
        },
        { name: 'photo', type: 'upload', relationTo: 'media', admin: { description: 'Optional: a square photo. Without it, a placeholder.' } },
      ],
    },
  ],
}
