import type { CollectionConfig } from 'payload'

import { adminOnly, nobody, salesOrAdmin } from '../access'
import { deliveryFields, originFields, redeliverFailedComponent } from './fields'
import { redeliverEndpoints } from './redeliver-endpoints'

export const NEWSLETTERS_SLUG = 'erpz-news-letters'

/** Newsletter subscribers; one row per (lower-cased) email. */
export const NewsLetters: CollectionConfig = {
  slug: NEWSLETTERS_SLUG,
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    group: 'Leads',
    components: { beforeListTable: [redeliverFailedComponent(NEWSLETTERS_SLUG)] },
    useAsTitle: 'email',
    defaultColumns: ['email', 'source_page', 'delivery_status', 'createdAt'],
    description: 'Export as CSV at /leads/export.csv?type=newsletter.',
  },
  defaultSort: '-createdAt',
  endpoints: redeliverEndpoints(NEWSLETTERS_SLUG),
  access: { read: salesOrAdmin, create: nobody, update: adminOnly, delete: adminOnly },
  fields: [{ name: 'email', type: 'email', required: true, unique: true }, ...originFields, ...deliveryFields],
  timestamps: true,
}
