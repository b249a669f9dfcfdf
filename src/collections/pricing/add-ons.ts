import type { CollectionConfig } from 'payload'

import { editorsOnly, publishedOrEditor } from '../access'
import { updatedByField } from '../updated-by'
import { orderField, priceFields } from './fields'
import { revalidatePricingAfterChange, revalidatePricingAfterDelete } from './hooks'

export const ADD_ONS_SLUG = 'add-ons'

/** The add-ons of /pricing (issue 31): which plans offer one is set on the plans. */
export const AddOns: CollectionConfig = {
  slug: ADD_ONS_SLUG,
  labels: { singular: 'Add-on', plural: 'Add-ons' },
  admin: {
    useAsTitle: 'name',
    group: 'Site',
    defaultColumns: ['name', 'price', 'order', '_status'],
    description: 'Extras on /pricing. Which plans offer an add-on is chosen on each plan.',
  },
  defaultSort: 'order',
  versions: { drafts: true, maxPerDoc: 50 },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly, readVersions: editorsOnly },
  hooks: { afterChange: [revalidatePricingAfterChange], afterDelete: [revalidatePricingAfterDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: 80 },
    { name: 'description', type: 'textarea', required: true, maxLength: 300 },
    ...priceFields('no price on the card (on request)'),
    orderField,
    updatedByField,
  ],
}
