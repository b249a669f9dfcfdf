import type { CollectionConfig } from 'payload'

import { adminOnly, hiddenFromEveryone, nobody, salesOrAdmin } from '../access'
import { deliveryFields, exportCsvComponent, originFields, redeliverFailedComponent } from './fields'
import { redeliverEndpoints } from './redeliver-endpoints'

export const NEWSLETTERS_SLUG = 'erpz-news-letters'

/** Newsletter subscribers; one row per (lower-cased) email. */
export const NewsLetters: CollectionConfig = {
  slug: NEWSLETTERS_SLUG,
  labels: { singular: 'Newsletter subscriber', plural: 'Newsletter subscribers' },
  admin: {
    group: 'Leads',
    components: { beforeListTable: [exportCsvComponent('newsletter'), redeliverFailedComponent(NEWSLETTERS_SLUG)] },
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', 'source_page', 'campaign_label', 'delivery_status', 'createdAt'],
    description: 'People who subscribed on the site. Only a confirmed address goes to the newsletter automation.',
  },
  defaultSort: '-createdAt',
  endpoints: redeliverEndpoints(NEWSLETTERS_SLUG),
  access: { read: salesOrAdmin, create: nobody, update: adminOnly, delete: adminOnly },
  fields: [
    { name: 'email', type: 'email', required: true, unique: true },
    {
      // Double opt-in (decision 170): only a confirmed address goes to the newsletter webhook.
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: [
        { label: 'Waiting for confirmation', value: 'pending' },
        { label: 'Confirmed', value: 'confirmed' },
        { label: 'Unsubscribed', value: 'unsubscribed' },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'confirmed_at', type: 'date', label: 'Confirmed at', admin: { readOnly: true, position: 'sidebar' } },
    { name: 'unsubscribed_at', type: 'date', label: 'Unsubscribed at', admin: { readOnly: true, position: 'sidebar' } },
    // The confirmation links of the current sign-up carry this; confirming or leaving clears it.
    { name: 'confirm_nonce', type: 'text', admin: { hidden: true }, access: { read: hiddenFromEveryone, update: hiddenFromEveryone, create: hiddenFromEveryone } },
    // Confirmation emails sent on `confirm_day` (UTC), at most NEWSLETTER.confirmationsPerDay.
    { name: 'confirm_day', type: 'text', admin: { hidden: true } },
    { name: 'confirm_count', type: 'number', admin: { hidden: true } },
    ...originFields,
    ...deliveryFields,
  ],
  timestamps: true,
}
