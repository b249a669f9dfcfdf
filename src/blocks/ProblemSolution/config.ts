import type { Block, Field } from 'payload'

import { sectionFields } from '../shared/fields'

const points = (name: string, label: string): Field => ({
  name,
  label,
  type: 'array',
  required: true,
  minRows: 1,
  maxRows: 8,
  labels: { singular: 'Point', plural: 'Points' },
  fields: [{ name: 'text', type: 'textarea', required: true, maxLength: 300 }],
})

/** Two cards side by side: the problem (warning marks) and the answer (check marks). */
export const ProblemSolutionBlock: Block = {
  slug: 'problemSolution',
  interfaceName: 'ProblemSolutionBlock',
  labels: { singular: 'Problem and solution', plural: 'Problem and solution' },
  fields: [
    ...sectionFields({ subtitle: false }),
    {
      type: 'row',
      fields: [
        { name: 'problemTitle', label: 'Problem card heading', type: 'text', required: true, maxLength: 120 },
        { name: 'solutionEyebrow', label: 'Solution card eyebrow', type: 'text', maxLength: 80 },
        { name: 'solutionTitle', label: 'Solution card heading', type: 'text', required: true, maxLength: 120 },
      ],
    },
    points('problemPoints', 'Problem points'),
    points('solutionPoints', 'Solution points'),
  ],
}
