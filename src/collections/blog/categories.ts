import type { CollectionConfig } from 'payload'

import { anyone, editorsOnly } from '../access'
import { revalidateCategory, revalidateCategoryDelete } from './hooks'
import { slugFrom } from './fields'

export const BlogCategories: CollectionConfig = {
  slug: 'erpz-blog-categories',
  labels: { singular: 'Blog category', plural: 'Blog categories' },
  admin: { useAsTitle: 'name', group: 'Blog', defaultColumns: ['name', 'slug'] },
  defaultSort: 'name',
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  hooks: { afterChange: [revalidateCategory], afterDelete: [revalidateCategoryDelete] },
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, index: true },
    slugFrom('name', 'Generated from the name when left empty.'),
  ],
}
