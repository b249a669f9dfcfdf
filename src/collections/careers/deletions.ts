import type { CollectionConfig } from 'payload'

import { adminOnly, nobody, recruiterOrAdmin } from '../access'

export const HR_DELETIONS_SLUG = 'hr-deletions'

/** What was deleted of an application, when, by whom and why: ids only, no personal data (issue 27). */
export const HrDeletions: CollectionConfig = {
  slug: HR_DELETIONS_SLUG,
  labels: { singular: 'Deletion', plural: 'Deletions' },
  admin: { group: 'HR', defaultColumns: ['application', 'reason', 'actor', 'createdAt'], useAsTitle: 'application' },
  access: { read: recruiterOrAdmin, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    { name: 'application', type: 'text', required: true, admin: { description: 'The deleted application’s id.' } },
    { name: 'opening', type: 'text', admin: { description: 'The role’s id.' } },
    {
      name: 'reason',
      type: 'select',
      required: true,
      options: [
        { label: 'Retention period ended', value: 'retention' },
        { label: 'Withdrawn by the applicant', value: 'applicant' },
        { label: 'Deleted by staff', value: 'staff' },
      ],
    },
    { name: 'actor', type: 'text', required: true, admin: { description: '“system”, “applicant” or “user:{id}”.' } },
    { name: 'cvDeleted', type: 'checkbox', defaultValue: false },
  ],
}
