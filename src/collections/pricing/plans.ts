import type { CollectionConfig } from 'payload'

import { linkFields } from '../../blocks/shared/fields'
import { editorsOnly, publishedOrEditor } from '../access'
import { updatedByField } from '../updated-by'
import { ADD_ONS_SLUG } from './add-ons'
import { orderField, priceFields } from './fields'
import { revalidatePricingAfterChange, revalidatePricingAfterDelete } from './hooks'

export const PLANS_SLUG = 'plans'

const KEY = /^[a-z][a-z0-9-]{0,39}$/

/**
 * The plans of /pricing (issue 31, decision 175): editors (marketing) and admins edit and publish;
 * visitors read the published ones. The pricing blocks list the published plans by `order`.
 */
export const Plans: CollectionConfig = {
  slug: PLANS_SLUG,
  labels: { singular: 'Plan', plural: 'Plans' },
  admin: {
    useAsTitle: 'name',
    group: 'Site',
    defaultColumns: ['name', 'price', 'mostPopular', 'order', '_status'],
    description: 'The plans on /pricing, in their order. The feature comparison is in "Comparison rows", the add-ons in "Add-ons".',
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 50 },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly, readVersions: editorsOnly },
  hooks: { afterChange: [revalidatePricingAfterChange], afterDelete: [revalidatePricingAfterDelete] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, maxLength: 60, admin: { description: 'e.g. "Growth Plan".' } },
        { name: 'shortName', label: 'Short name', type: 'text', required: true, maxLength: 30, admin: { description: 'e.g. "Growth": the phone plan switcher and the add-ons\' "Available on".' } },
      ],
    },
    {
      name: 'key',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      validate: (value: string | null | undefined) =>
        value && KEY.test(value) ? true : 'Key: lowercase letters, digits and hyphens, starting with a letter (e.g. "growth"); it names the plan\'s card on the page.',
      admin: { position: 'sidebar', description: 'A short id of the plan, e.g. "growth".' },
      // A copy needs a key of its own.
      hooks: { beforeDuplicate: [({ value }) => `${String(value ?? 'plan').slice(0, 24)}-copy-${Date.now().toString(36)}`] },
    },
    { name: 'description', type: 'textarea', required: true, maxLength: 200, admin: { description: 'One line under the plan name.' } },
    ...priceFields('"Custom pricing"'),
    { name: 'mostPopular', label: 'Most Popular', type: 'checkbox', defaultValue: false, admin: { description: 'Highlights the card with a "Most Popular" badge.' } },
    {
      name: 'features',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 12,
      labels: { singular: 'Feature', plural: 'Features' },
      fields: [{ name: 'text', type: 'text', required: true, maxLength: 120 }],
    },
    {
      name: 'addOns',
      label: 'Add-ons available on this plan',
      type: 'relationship',
      relationTo: ADD_ONS_SLUG,
      hasMany: true,
      admin: { description: 'Each add-on card says on which plans it is available.' },
    },
    linkFields('cta', 'Button'),
    orderField,
    updatedByField,
  ],
}
