import type { Block } from 'payload'

import { optionLabel, sectionFields } from '../shared/fields'

/** Steps in order (how it works, the hiring process): an ordered list, each card led by its number. */
export const NumberedStepsBlock: Block = {
  slug: 'numberedSteps',
  interfaceName: 'NumberedStepsBlock',
  labels: { singular: 'Numbered steps', plural: 'Numbered steps' },
  fields: [
    ...sectionFields(),
    {
      name: 'kind',
      label: 'What the steps are',
      type: 'select',
      options: ['step', 'hiring-step'].map((value) => ({ label: optionLabel(value), value })),
      admin: { description: 'Optional: marks each step for tests and analytics (data-testid).' },
    },
    {
      name: 'steps',
      type: 'array',
      required: true,
      minRows: 2,
      maxRows: 8,
      labels: { singular: 'Step', plural: 'Steps' },
      fields: [
        { name: 'title', label: 'Heading', type: 'text', required: true, maxLength: 120 },
        { name: 'text', type: 'textarea', required: true, maxLength: 400 },
      ],
    },
  ],
}
