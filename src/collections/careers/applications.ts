import type { CollectionConfig } from 'payload'

import { APPLICATION_STATUSES } from '@/config/careers'
import { candidateEmailEndpoint } from '@/server/careers/candidate-email'

import { nobody, recruiterOrAdmin } from '../access'
import { applicationHistoryFields, recordStageChange } from './history'
import { CVS_SLUG } from './cvs'
import { OPENINGS_SLUG } from './openings'

export const APPLICATIONS_SLUG = 'job-applications'

/** Why an application is being deleted, passed in `req.context` by whoever deletes it. */
export type DeletionContext = { deletionReason?: 'retention' | 'applicant' | 'staff' }

/**
 * Applications to a role (issue 27), made only by the apply form. Recruiters and admins see them,
 * move them through the pipeline and add notes; marketing editors and sales do not see them.
 * Deleting one deletes its CV (file included) and records the deletion without personal data.
 */
export const Applications: CollectionConfig = {
  slug: APPLICATIONS_SLUG,
  labels: { singular: 'Application', plural: 'Applications' },
  admin: {
    useAsTitle: 'name',
    group: 'HR',
    defaultColumns: ['name', 'opening', 'status', 'createdAt'],
    listSearchableFields: ['name', 'email'],
    // The pipeline as a board, one column per stage (issue 46).
    components: { beforeListTable: ['/components/admin/application-board#ApplicationBoard'] },
  },
  access: { read: recruiterOrAdmin, create: nobody, update: recruiterOrAdmin, delete: recruiterOrAdmin },
  endpoints: [candidateEmailEndpoint],
  hooks: {
    beforeChange: [
      ({ data, req }) => {
        // Each note remembers who wrote it and when; neither can be typed in.
        const who = req.user && 'email' in req.user && typeof req.user.email === 'string' ? req.user.email : 'system'
        if (Array.isArray(data.notes)) {
          data.notes = data.notes.map((note: Record<string, unknown>) => ({ ...note, author: note.author || who, at: note.at || new Date().toISOString() }))
        }
        return data
      },
      recordStageChange,
    ],
    afterDelete: [
      async ({ doc, req }) => {
        const { afterApplicationDeleted } = await import('@/server/careers/deletion')
        await afterApplicationDeleted(req, doc)
      },
    ],
  },
  fields: [
    { name: 'opening', type: 'relationship', relationTo: OPENINGS_SLUG, required: true, index: true, admin: { readOnly: true } },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      options: APPLICATION_STATUSES.map((value) => ({ label: value[0]!.toUpperCase() + value.slice(1), value })),
      admin: { position: 'sidebar', description: 'new → screening → interview → offer → hired, or rejected' },
    },
    { name: 'name', type: 'text', required: true, admin: { readOnly: true } },
    { name: 'email', type: 'email', required: true, admin: { readOnly: true } },
    { name: 'phone', type: 'text', admin: { readOnly: true } },
    { name: 'link', label: 'LinkedIn or portfolio', type: 'text', admin: { readOnly: true } },
    { name: 'coverNote', type: 'textarea', required: true, admin: { readOnly: true } },
    { name: 'cv', label: 'CV', type: 'upload', relationTo: CVS_SLUG, required: true, admin: { readOnly: true } },
    { name: 'consentedAt', label: 'Agreed to the privacy policy at', type: 'date', required: true, admin: { readOnly: true, position: 'sidebar' } },
    {
      name: 'notes',
      type: 'array',
      maxRows: 200,
      labels: { singular: 'Note', plural: 'Notes' },
      fields: [
        { name: 'text', type: 'textarea', required: true, maxLength: 4000 },
        {
          type: 'row',
          fields: [
            { name: 'author', type: 'text', admin: { readOnly: true } },
            { name: 'at', type: 'date', admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
          ],
        },
      ],
    },
    {
      // Interview invite, rejection or the received note, from HR ▸ Candidate emails (issue 46).
      name: 'email_panel',
      type: 'ui',
      label: 'Email the candidate',
      admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/components/admin/candidate-email#CandidateEmailField' } },
    },
    ...applicationHistoryFields,
  ],
}
