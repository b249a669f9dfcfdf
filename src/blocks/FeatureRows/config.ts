import type { Block } from 'payload'

import { ILLUSTRATIONS, VIDEOS } from '../shared/illustrations'
import { optionLabel } from '../shared/fields'

/** Alternating rows: text and bullets on one side, a drawing or a looping muted video on the other. */
export const FeatureRowsBlock: Block = {
  slug: 'featureRows',
  interfaceName: 'FeatureRowsBlock',
  labels: { singular: 'Feature rows', plural: 'Feature rows' },
  fields: [
    {
      name: 'heading',
      label: 'Section heading (read by screen readers only)',
      type: 'text',
      required: true,
      maxLength: 80,
      admin: { description: 'e.g. "Plan features".' },
    },
    {
      name: 'rows',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 8,
      labels: { singular: 'Row', plural: 'Rows' },
      fields: [
        { name: 'title', label: 'Heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 500 },
        {
          name: 'bullets',
          type: 'array',
          maxRows: 6,
          labels: { singular: 'Bullet', plural: 'Bullets' },
          fields: [{ name: 'text', type: 'text', required: true, maxLength: 120 }],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'mediaKind',
              label: 'Beside the text',
              type: 'select',
              required: true,
              defaultValue: 'image',
              options: [
                { label: 'A drawing', value: 'image' },
                { label: 'A looping muted video', value: 'video' },
              ],
            },
            {
              name: 'illustration',
              label: 'Drawing',
              type: 'select',
              options: ILLUSTRATIONS.map((value) => ({ label: optionLabel(value), value })),
              admin: { condition: (_data, sibling) => sibling?.mediaKind !== 'video' },
              validate: (value: string | null | undefined, { siblingData }: { siblingData: { mediaKind?: string } }) =>
                siblingData?.mediaKind !== 'video' && !value ? 'Pick the drawing shown beside the text.' : true,
            },
            {
              name: 'video',
              type: 'select',
              options: VIDEOS.map((value) => ({ label: optionLabel(value), value })),
              admin: { condition: (_data, sibling) => sibling?.mediaKind === 'video' },
              validate: (value: string | null | undefined, { siblingData }: { siblingData: { mediaKind?: string } }) =>
                siblingData?.mediaKind === 'video' && !value ? 'Pick the video shown beside the text.' : true,
            },
          ],
        },
        {
          name: 'mediaText',
          label: 'What the drawing or video shows (for screen readers)',
          type: 'text',
          maxLength: 200,
          validate: (value: string | null | undefined) => (value?.trim() ? true : 'Describe the drawing or video for screen readers.'),
        },
      ],
    },
  ],
}
