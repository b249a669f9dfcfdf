import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { createPreviewPath } from '../../server/blog/preview-token'
import { editorsOnly, publishedOrEditor, readsDrafts } from '../access'
import { redirectPostMove, rememberPostAddress } from '../redirects/moves'
import { updatedByField } from '../updated-by'
import { blogEditor } from './editor'
import { revalidatePostAfterChange, revalidatePostAfterDelete } from './hooks'
import { seoGroup, slugFrom } from './fields'

/** `publishedAt` is stamped on the first publish and kept afterwards (editors may backdate it). */
const stampPublishedAt: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  if (data._status === 'published' && !data.publishedAt && !originalDoc?.publishedAt) {
    data.publishedAt = new Date().toISOString()
  }
  return data
}

export const BlogPosts: CollectionConfig = {
  slug: 'erpz-blogs',
  labels: { singular: 'Blog post', plural: 'Blog posts' },
  admin: {
    useAsTitle: 'title',
    group: 'Blog',
    defaultColumns: ['title', 'category', 'publishedAt', '_status'],
    // A short-lived signed link, so a reviewer without a CMS login can see the draft; only for
    // those who may read drafts themselves (the link shows the latest draft to whoever holds it).
    preview: async (doc, { req }) => (typeof doc.slug === 'string' && doc.slug && (await readsDrafts(req, 'erpz-blogs')) ? await createPreviewPath(doc.slug) : null),
  },
  defaultSort: '-publishedAt',
  // The published list newest first, with what a search matches (title, description) in the index:
  // on SQLite the row's body sits between these columns and publishedAt, so without it a search
  // read every post's body to sort and count (docs/decisions/156).
  indexes: [{ fields: ['_status', 'publishedAt', 'createdAt', 'title', 'description'] }],
  versions: {
    // Scheduled publish/unpublish: on because SCHEDULED_PUBLISH lists this collection (decision 155).
    drafts: { autosave: false, validate: false },
    maxPerDoc: 50,
  },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: editorsOnly, readVersions: editorsOnly },
  hooks: {
    // A published post whose slug changes leaves a 301 behind (decision 171).
    beforeChange: [stampPublishedAt, rememberPostAddress],
    afterChange: [redirectPostMove, revalidatePostAfterChange],
    afterDelete: [revalidatePostAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 160 },
    slugFrom('title', 'Generated from the title when left empty; used in /blog/{slug}.'),
    { name: 'description', type: 'textarea', required: true, maxLength: 320 },
    { name: 'hero', type: 'upload', relationTo: 'media' },
    { name: 'body', type: 'richText', editor: blogEditor },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'erpz-blog-categories',
      index: true,
      admin: { position: 'sidebar' },
    },
    { name: 'author', type: 'text', defaultValue: 'ERPZ Team', admin: { position: 'sidebar' } },
    {
      name: 'publishedAt',
      type: 'date',
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' }, description: 'Set on the first publish.' },
    },
    seoGroup,
    updatedByField,
  ],
}
