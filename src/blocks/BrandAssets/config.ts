import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/**
 * The brand kit's sections whose substance is the brand itself (src/config/site.ts: the logo files,
 * the six colours with copy buttons, the two typefaces): the marketer writes the heading and text.
 */
export const BrandAssetsBlock: Block = {
  slug: 'brandAssets',
  interfaceName: 'BrandAssetsBlock',
  labels: { singular: 'Brand assets', plural: 'Brand assets' },
  fields: [
    {
      name: 'show',
      label: 'What to show',
      type: 'select',
      required: true,
      defaultValue: 'logo',
      options: [
        { label: 'The logo (light and dark) and the logo pack download', value: 'logo' },
        { label: 'The brand colours, each with a copy button', value: 'colors' },
        { label: 'The typefaces with samples', value: 'fonts' },
      ],
    },
    ...sectionFields(),
    {
      type: 'row',
      admin: { condition: (_data, sibling) => sibling?.show === 'logo' },
      fields: [
        { name: 'downloadLabel', label: 'Download button', type: 'text', maxLength: 60 },
        { name: 'downloadNote', label: 'Line under the button', type: 'text', maxLength: 200 },
      ],
    },
  ],
}
