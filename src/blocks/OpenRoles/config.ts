import type { Block, TextField } from 'payload'

import { sectionFields } from '../shared/fields'

/** A label of the list, today's words as its default (filled into blocks stored before it existed). */
const label = (name: string, title: string, defaultValue: string, maxLength = 60): TextField => ({ name, label: title, type: 'text', required: true, maxLength, defaultValue })

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
    {
      name: 'labels',
      label: 'Labels',
      type: 'group',
      admin: { description: 'The words of the filters and the role cards.' },
      fields: [
        {
          type: 'row',
          fields: [
            label('department', 'Department filter', 'Department'),
            label('location', 'Location filter', 'Location'),
            label('any', 'Filter choice for everything', 'All'),
          ],
        },
        { type: 'row', fields: [label('submit', 'Filter button', 'Filter roles'), label('reset', 'Link that clears the filters', 'Show all roles')] },
        { type: 'row', fields: [label('requirements', 'Heading of a role’s requirements', 'Requirements'), label('apply', 'Apply button', 'Apply')] },
        label('noRoles', 'Shown when no role matches', 'No open roles match these filters right now.', 200),
      ],
    },
  ],
}
