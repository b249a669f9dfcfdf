import type { CollectionConfig, Field } from 'payload'

import { TIME_SLOT_LABELS, TIME_SLOTS } from '@/lib/validation/demo'

import { adminOnly, adminOnlyField, nobody, salesOrAdmin } from '../access'
import { deliveryFields, exportCsvComponent, originFields, redeliverFailedComponent } from './fields'
import { leadWorkFields, recordLeadChanges } from './inbox'
import { redeliverEndpoints } from './redeliver-endpoints'

export const DEMO_REQUESTS_SLUG = 'erpz-demo-requests'

/**
 * What the visitor sent and where it came from: read-only for sales, who work the lead through
 * its status, owner, next step and notes (issue 46). A field sales may not update is kept as it was.
 */
const submitted = (fields: Field[]): Field[] =>
  fields.map((field) => (field.type === 'ui' || !('name' in field) ? field : ({ ...field, access: { ...field.access, update: adminOnlyField } } as Field)))

/** Contact messages and demo requests (one collection, as in the original content service). */
export const DemoRequests: CollectionConfig = {
  slug: DEMO_REQUESTS_SLUG,
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Leads',
    components: {
      beforeListTable: ['/components/admin/lead-views#LeadViews', exportCsvComponent('leads'), redeliverFailedComponent(DEMO_REQUESTS_SLUG)],
    },
    useAsTitle: 'email',
    defaultColumns: ['name', 'kind', 'source', 'campaign', 'campaign_label', 'status', 'owner', 'next_step', 'next_step_at', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company_name'],
    description: 'Contact messages and demo requests. Open one to set its status, owner, next step and notes.',
  },
  defaultSort: '-createdAt',
  endpoints: redeliverEndpoints(DEMO_REQUESTS_SLUG),
  // Sales update the lead's work fields only; the submitted fields are admins' (field access below).
  access: { read: salesOrAdmin, create: nobody, update: salesOrAdmin, delete: adminOnly },
  hooks: { beforeChange: [recordLeadChanges] },
  fields: [
    ...submitted([
      {
        name: 'kind',
        type: 'select',
        required: true,
        index: true,
        options: [
          { label: 'Contact message', value: 'contact' },
          { label: 'Demo request', value: 'demo' },
        ],
      },
      { name: 'name', type: 'text', required: true },
      { name: 'email', type: 'email', required: true, index: true },
      { name: 'company_name', type: 'text', label: 'Company', required: true },
      { name: 'phone', type: 'text' },
      {
        // Spelled as in the original content service, which downstream automations expect.
        name: 'preffered_slot',
        type: 'select',
        label: 'Preferred slot',
        options: TIME_SLOTS.map((value) => ({ value, label: TIME_SLOT_LABELS[value] })),
      },
      { name: 'message', type: 'textarea', required: true },
      // The visit's source and campaign, as list columns and filters (from the attribution below).
      { name: 'source', type: 'text', index: true, admin: { readOnly: true, description: 'Campaign source, else the referring site, else Direct.' } },
      { name: 'campaign', type: 'text', index: true, admin: { readOnly: true } },
    ]),
    ...leadWorkFields,
    ...submitted([...originFields, ...deliveryFields]),
  ],
  timestamps: true,
}
