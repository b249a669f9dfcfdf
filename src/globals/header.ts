import type { GlobalConfig } from 'payload'

import { editorsOnly, publishedOrEditor } from '../collections/access'
import { updatedByField } from '../collections/updated-by'
import { linkFields, linkList } from './fields'
import { revalidateGlobal } from './hooks'

/** The site header: its links, the Solutions menu and the two buttons (issue 31, decision 160). */
export const Header: GlobalConfig = {
  slug: 'header',
  label: 'Header',
  admin: { group: 'Site', description: 'The navigation at the top of every marketing page. Publish to change the live site.' },
  access: { read: publishedOrEditor, update: editorsOnly, readVersions: editorsOnly },
  versions: { drafts: { autosave: false }, max: 50 },
  hooks: { afterChange: [revalidateGlobal] },
  fields: [
    linkList('navItems', { maxRows: 8, labelSingular: 'Nav link' }),
    {
      name: 'solutionsMenu',
      label: 'Solutions menu',
      type: 'group',
      fields: [
        { name: 'label', type: 'text', required: true, maxLength: 40, admin: { description: 'The words on the menu button.' } },
        linkList('links', { maxRows: 12, labelSingular: 'Menu link' }),
      ],
    },
    {
      name: 'secondaryCta',
      label: 'Secondary button',
      type: 'group',
      admin: { description: 'The outlined button, e.g. Request a Demo.' },
      fields: [{ type: 'row', fields: linkFields(40) }],
    },
    {
      name: 'primaryCta',
      label: 'Primary button',
      type: 'group',
      admin: { description: 'The filled button, e.g. Get Started Free.' },
      fields: [{ type: 'row', fields: linkFields(40) }],
    },
    updatedByField,
  ],
}

