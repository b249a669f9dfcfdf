import type { Block } from 'payload'

import { sectionFields } from '../shared/fields'

/**
 * The open roles (HR ▸ Openings), read when the page is requested, so a role past its closing date
 * is gone at once (decision 166); with department and location filters that work without JavaScript.
 * Only the careers page (/careers) renders it: its route reads the openings and the filters.
 */
export const OpenRolesBlock: Block = {
  slug: 'openRoles',
  interfaceName: 'OpenRolesBlock',
  labels: { singular: 'Open roles', plural: 'Open roles' },
  fields: [
    ...sectionFields(),
    { name: 'showFilters', label: 'Department and location filters', type: 'checkbox', defaultValue: true },
    {
      name: 'openApplication',
      label: 'Line under the roles',
      type: 'text',
      maxLength: 200,
      admin: { description: 'Followed by the careers email of the site settings, e.g. "Don’t see your role? Write to us anyway at".' },
    },
  ],
}
