import type { CollectionConfig } from 'payload'

import { anyone, editorsOnly } from '../access'
import { revalidateCategory, revalidateCategoryDelete } from './hooks'
import { slugify } from './slugify'

export const BlogCategories: CollectionConfig = {
  slug: 'erpz-blog-categories',
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  admin: { useAsTitle: 'name', group: 'Content', defaultColumns: ['name', 'slug'] },
  defaultSort: 'name',
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateCategory], afterDelete: [revalidateCategoryDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Generated from the name when left empty.' },
      hooks: {
        beforeValidate: [
          ({ value, data }) => (typeof value === 'string' && value.trim() ? slugify(value) : slugify(String(data?.name ?? ''))),
        ],
      },
    },
  ],
}
