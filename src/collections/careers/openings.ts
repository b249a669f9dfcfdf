import { APIError, type CollectionConfig } from 'payload'

import { EMPLOYMENT_TYPES, WORKPLACE_TYPES } from '@/config/careers'

import { anyone, recruiterOrAdmin, type StaffRole, hasRole } from '../access'

export const OPENINGS_SLUG = 'openings'

/** Paths under /careers that are not roles. */
const RESERVED_SLUGS = new Set(['withdraw', 'apply'])

const staffOnlyField = ({ req }: { req: { user?: unknown } }) => hasRole(req.user, ...(['admin', 'editor', 'sales', 'recruiter'] satisfies StaffRole[]))

/**
 * Open roles (issue 27). Public: anyone may read them (they are the careers page), except the
 * hiring contact's address. Recruiters and admins write them. A role is listed while its status is
 * open and its closing date (if any) is in the future, decided at request time (decision 166).
 */
export const Openings: CollectionConfig = {
  slug: OPENINGS_SLUG,
  labels: { singular: 'Opening', plural: 'Openings' },
  admin: { useAsTitle: 'title', group: 'HR', defaultColumns: ['title', 'department', 'status', 'closingDate'] },
  access: { read: anyone, create: recruiterOrAdmin, update: recruiterOrAdmin, delete: recruiterOrAdmin },
  hooks: {
    beforeChange: [
      ({ data, originalDoc }) => {
        // Closing a role by hand closes it now: its retention clock starts, as at a closing date.
        const closingDate = data.closingDate ?? originalDoc?.closingDate
        if (data.status === 'closed' && originalDoc?.status !== 'closed' && (!closingDate || new Date(closingDate).getTime() > Date.now())) {
          data.closingDate = new Date().toISOString()
        }
        return data
      },
    ],
    beforeDelete: [
      async ({ id, req }) => {
        // Its applications would lose their role and escape the retention sweep.
        const { totalDocs } = await req.payload.count({ collection: 'job-applications', where: { opening: { equals: id } }, overrideAccess: true, req })
        if (totalDocs > 0) {
          throw new APIError(
            `This role has ${totalDocs} application${totalDocs === 1 ? '' : 's'}. Close it instead: its applications are deleted when their retention period ends.`,
            400,
            null,
            true,
          )
        }
      },
    ],
    afterChange: [
      async ({ doc, req }) => {
        if (!doc.closingDate) return doc
        const { scheduleRetention } = await import('@/server/careers/retention')
        await scheduleRetention(req.payload, { id: doc.id, closingDate: doc.closingDate }, req)
        return doc
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 80,
      admin: { position: 'sidebar', description: 'The address: /careers/{slug}. Lowercase letters, digits and dashes.' },
      validate: (value: unknown) => {
        if (typeof value !== 'string' || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)) return 'Use lowercase letters, digits and single dashes.'
        if (RESERVED_SLUGS.has(value)) return `"${value}" is reserved for another page.`
        return true
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'open',
      index: true,
      options: [
        { label: 'Open', value: 'open' },
        { label: 'Closed', value: 'closed' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'datePosted', type: 'date', required: true, defaultValue: () => new Date().toISOString(), admin: { position: 'sidebar' } },
    {
      name: 'closingDate',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: 'After this moment the role leaves the careers page, the sitemap and search engines on its own.',
      },
    },
    {
      name: 'hiringContact',
      type: 'email',
      required: true,
      access: { read: staffOnlyField },
      admin: { position: 'sidebar', description: 'Gets an email for every application.' },
    },
    { name: 'department', type: 'text', required: true, maxLength: 60, index: true },
    { name: 'location', type: 'text', required: true, maxLength: 120, admin: { description: 'As shown on the careers page, e.g. "Hyderabad, India (Hybrid)".' } },
    {
      name: 'workplaceType',
      type: 'select',
      required: true,
      defaultValue: 'on-site',
      options: WORKPLACE_TYPES.map((value) => ({ label: value === 'on-site' ? 'On-site' : value[0]!.toUpperCase() + value.slice(1), value })),
    },
    {
      type: 'row',
      fields: [
        { name: 'addressLocality', label: 'City', type: 'text', maxLength: 80 },
        { name: 'addressRegion', label: 'State or region', type: 'text', maxLength: 80 },
        { name: 'addressCountry', label: 'Country (ISO code)', type: 'text', required: true, defaultValue: 'IN', maxLength: 2, minLength: 2 },
      ],
    },
    {
      name: 'employmentType',
      type: 'select',
      required: true,
      defaultValue: 'FULL_TIME',
      options: EMPLOYMENT_TYPES.map((value) => ({ label: value.replace('_', '-').toLowerCase().replace(/^./, (c) => c.toUpperCase()), value })),
    },
    { name: 'description', type: 'richText', required: true },
    {
      name: 'requirements',
      type: 'array',
      required: true,
      minRows: 1,
      maxRows: 20,
      fields: [{ name: 'requirement', type: 'text', required: true, maxLength: 200 }],
    },
    {
      name: 'salary',
      type: 'group',
      admin: { description: 'Optional. Shown on the role page and given to search engines.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'min', type: 'number', min: 0 },
            { name: 'max', type: 'number', min: 0 },
            { name: 'currency', type: 'text', maxLength: 3, minLength: 3, admin: { description: 'ISO 4217, e.g. INR' } },
            {
              name: 'unit',
              type: 'select',
              defaultValue: 'YEAR',
              options: [
                { label: 'Per year', value: 'YEAR' },
                { label: 'Per month', value: 'MONTH' },
                { label: 'Per hour', value: 'HOUR' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
