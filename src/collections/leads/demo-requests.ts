import type { CollectionConfig } from 'payload'

import { TIME_SLOT_LABELS, TIME_SLOTS } from '@/lib/validation/demo'

import { adminOnly, nobody, salesOrAdmin } from '../access'
import { deliveryFields, exportCsvComponent, originFields, redeliverFailedComponent } from './fields'
import { redeliverEndpoints } from './redeliver-endpoints'

export const DEMO_REQUESTS_SLUG = 'erpz-demo-requests'

/** Contact messages and demo requests (one collection, as in the original content service). */
export const DemoRequests: CollectionConfig = {
  slug: DEMO_REQUESTS_SLUG,
  labels: { singular: 'Lead', plural: 'Leads' },
  admin: {
    group: 'Leads',
    components: { beforeListTable: [exportCsvComponent('leads'), redeliverFailedComponent(DEMO_REQUESTS_SLUG)] },
    useAsTitle: 'email',
    defaultColumns: ['kind', 'name', 'email', 'company_name', 'source_page', 'campaign_label', 'delivery_status', 'createdAt'],
    listSearchableFields: ['name', 'email', 'company_name'],
    description: 'Contact messages and demo requests.',
  },
  defaultSort: '-createdAt',
  endpoints: redeliverEndpoints(DEMO_REQUESTS_SLUG),
  access: { read: salesOrAdmin, create: nobody, update: adminOnly, delete: adminOnly },
  fields: [
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
    ...originFields,
    ...deliveryFields,
  ],
  timestamps: true,
}
