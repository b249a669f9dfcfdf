import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/** The industries carousel (scroll snap; the existing client component adds previous/next). */
export const IndustryCarouselBlock: Block = {
  slug: 'industryCarousel',
  interfaceName: 'IndustryCarouselBlock',
  labels: { singular: 'Industry carousel', plural: 'Industry carousels' },
  fields: [
    ...sectionFields(),
    {
      name: 'industries',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      labels: { singular: 'Industry', plural: 'Industries' },
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 60 },
        { name: 'text', type: 'textarea', required: true, maxLength: 300 },
      ],
    },
  ],
}
