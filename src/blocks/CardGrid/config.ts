import type { Block } from 'payload'

import { iconField, linkFields, optionLabel, sectionFields } from '../shared/fields'

export const CARD_COLUMNS = {
  four: 'sm:grid-cols-2 lg:grid-cols-4',
  three: 'sm:grid-cols-2 lg:grid-cols-3',
  threeWide: 'lg:grid-cols-3',
  two: 'sm:grid-cols-2',
  mdThree: 'md:grid-cols-3',
} as const

/** Benefits, capabilities, values, personas, perks: a grid of cards, each a heading and a paragraph. */
export const CardGridBlock: Block = {
  slug: 'cardGrid',
  interfaceName: 'CardGridBlock',
  labels: { singular: 'Card grid', plural: 'Card grids' },
  fields: [
    ...sectionFields(),
    {
      type: 'row',
      fields: [
        {
          name: 'cardStyle',
          type: 'select',
          required: true,
          // A new grid starts as three plain cards (issue 44): words first, an icon is a choice.
          defaultValue: 'plain',
          options: [
            { label: 'Icon on a tile', value: 'icon' },
            { label: 'Plain', value: 'plain' },
            { label: 'Brand top edge', value: 'topline' },
            { label: 'Soft gradient', value: 'gradient' },
            { label: 'Persona (eyebrow, link)', value: 'persona' },
            { label: 'Icon beside the text', value: 'horizontal' },
          ],
        },
        {
          name: 'columns',
          type: 'select',
          required: true,
          defaultValue: 'three',
          options: [
            { label: 'Four', value: 'four' },
            { label: 'Three', value: 'three' },
            { label: 'Three, wide cards', value: 'threeWide' },
            { label: 'Two', value: 'two' },
            { label: 'Three from tablet width', value: 'mdThree' },
          ],
        },
      ],
    },
    { name: 'roomy', label: 'Roomier cards with larger headings', type: 'checkbox', defaultValue: false },
    {
      name: 'kind',
      label: 'What the cards are',
      type: 'select',
      options: ['benefit', 'capability', 'value', 'persona', 'perk', 'step'].map((value) => ({ label: optionLabel(value), value })),
      admin: { description: 'Optional: marks each card for tests and analytics (data-testid).' },
    },
    {
      name: 'cards',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      // Three cards to fill in, as the grid's three columns show them.
      defaultValue: [{}, {}, {}],
      labels: { singular: 'Card', plural: 'Cards' },
      fields: [
        {
          type: 'row',
          fields: [
            iconField(),
            { name: 'eyebrow', type: 'text', maxLength: 80 },
          ],
        },
        { name: 'title', label: 'Heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 500 },
        linkFields('link', 'Link', false),
      ],
    },
  ],
}
