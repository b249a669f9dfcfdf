import type { GlobalConfig } from 'payload'

import { editorsOnly, publishedOrEditor } from '../collections/access'
import { updatedByField } from '../collections/updated-by'
import { linkList, validHttps } from './fields'
import { revalidateGlobal } from './hooks'

/** The site footer: tagline, link columns, social profiles, copyright line (issue 31, decision 160). */
export const Footer: GlobalConfig = {
  slug: 'footer',
  label: 'Footer',
  admin: { group: 'Site', description: 'The footer of every marketing page. Publish to change the live site.' },
  access: { read: publishedOrEditor, update: editorsOnly, readVersions: editorsOnly },
  versions: { drafts: { autosave: false }, max: 50 },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    { name: 'tagline', type: 'textarea', required: true, maxLength: 200, admin: { description: 'The line under the logo.' } },
    {
      name: 'columns',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 5,
      labels: { singular: 'Column', plural: 'Columns' },
      fields: [
        { name: 'heading', type: 'text', required: true, maxLength: 40 },
        linkList('links', { maxRows: 12 }),
      ],
    },
    {
      name: 'social',
      label: 'Social profiles',
      type: 'array',
      maxRows: 8,
      labels: { singular: 'Profile', plural: 'Profiles' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true, maxLength: 40 },
            { name: 'href', label: 'Link', type: 'text', required: true, maxLength: 500, validate: validHttps, admin: { description: 'An https:// URL.' } },
          ],
        },
      ],
    },
    {
      name: 'copyright',
      type: 'text',
      required: true,
      maxLength: 120,
      admin: { description: 'Shown after "© {this year}", e.g. ERPZ. All rights reserved.' },
    },
    updatedByField,
  ],
}
