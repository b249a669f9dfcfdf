import type { CollectionConfig } from 'payload'

import { editorsOnly, publishedOrEditor } from '../access'
import { updatedByField } from '../updated-by'
import { orderField } from './fields'
import { revalidatePricingAfterChange, revalidatePricingAfterDelete } from './hooks'

export const COMPARISON_ROWS_SLUG = 'comparison-rows'

type Cell = { plan?: unknown; value?: string; text?: string | null }

const planId = (plan: unknown) => (typeof plan === 'object' && plan !== null ? (plan as { id: unknown }).id : plan)

/**
 * The feature comparison of /pricing (decision 175): one document per row, a value per plan. A
 * plan without a value in a row shows "Not included". Rows group under their `group` heading, in
 * the order of the first row of each group.
 */
export const ComparisonRows: CollectionConfig = {
  slug: COMPARISON_ROWS_SLUG,
  labels: { singular: 'Comparison row', plural: 'Comparison rows' },
  admin: {
    useAsTitle: 'feature',
    group: 'Site',
    defaultColumns: ['feature', 'group', 'order', '_status'],
    description: 'The rows of the plan comparison table on /pricing: a feature and what each plan has of it.',
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 50 },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly, readVersions: editorsOnly },
  hooks: { afterChange: [revalidatePricingAfterChange], afterDelete: [revalidatePricingAfterDelete] },
  fields: [
    { name: 'group', type: 'text', required: true, maxLength: 60, admin: { description: 'The heading the row sits under, e.g. "Modules". Rows with the same group stay together.' } },
    { name: 'feature', type: 'text', required: true, maxLength: 120 },
    {
      name: 'cells',
      label: 'Value per plan',
      type: 'array',
      maxRows: 8,
      labels: { singular: 'Plan value', plural: 'Plan values' },
      validate: (value: unknown) => {
        const cells = Array.isArray(value) ? (value as Cell[]) : []
        const seen = new Set<unknown>()
        for (const cell of cells) {
          const id = planId(cell.plan)
          if (id === undefined || id === null) continue
          if (seen.has(id)) return 'Each plan has one value in a row: remove the second value of the same plan.'
          seen.add(id)
        }
        return true
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'plan', type: 'relationship', relationTo: 'plans', required: true },
            {
              name: 'value',
              type: 'select',
              required: true,
              defaultValue: 'included',
              options: [
                { label: 'Included (✓)', value: 'included' },
                { label: 'Not included (–)', value: 'notIncluded' },
                { label: 'Text', value: 'text' },
              ],
            },
            {
              name: 'text',
              type: 'text',
              maxLength: 40,
              admin: { condition: (_data, sibling) => sibling?.value === 'text', description: 'e.g. "Up to 3".' },
              validate: (value: string | null | undefined, { siblingData }: { siblingData: Cell }) =>
                siblingData?.value === 'text' && !value?.trim() ? 'Text is required when the value is "Text", e.g. "Up to 3".' : true,
            },
          ],
        },
      ],
    },
    orderField,
    updatedByField,
  ],
}
