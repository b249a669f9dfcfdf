import type { CollectionConfig } from 'payload'

import { adminOnly, nobody, salesOrAdmin } from '../access'

export const WEBHOOK_DELIVERIES_SLUG = 'webhook-deliveries'

export const ATTEMPT_OUTCOMES = ['delivered', 'retrying', 'gone', 'gave_up'] as const
export type AttemptOutcome = (typeof ATTEMPT_OUTCOMES)[number]

/** One row per delivery attempt, so sales and admins can see why a lead did or did not arrive. */
export const WebhookDeliveries: CollectionConfig = {
  slug: WEBHOOK_DELIVERIES_SLUG,
  labels: { singular: 'Webhook attempt', plural: 'Webhook attempts' },
  admin: {
    group: 'Leads',
    useAsTitle: 'webhook_id',
    defaultColumns: ['webhook_id', 'lead_collection', 'attempt', 'outcome', 'status_code', 'error', 'createdAt'],
  },
  defaultSort: '-createdAt',
  access: { read: salesOrAdmin, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    { name: 'webhook_id', type: 'text', label: 'Webhook id', required: true, index: true },
    {
      name: 'lead_collection',
      type: 'select',
      label: 'Lead type',
      required: true,
      options: [
        { label: 'Contact / demo', value: 'erpz-demo-requests' },
        { label: 'Newsletter', value: 'erpz-news-letters' },
      ],
    },
    { name: 'lead_id', type: 'text', label: 'Lead id', required: true, index: true },
    { name: 'url', type: 'text', label: 'Webhook URL' },
    { name: 'attempt', type: 'number', required: true },
    {
      name: 'outcome',
      type: 'select',
      required: true,
      index: true,
      options: [
        { label: 'Delivered', value: 'delivered' },
        { label: 'Failed, will retry', value: 'retrying' },
        { label: 'Gone (410), stopped', value: 'gone' },
        { label: 'Failed, gave up', value: 'gave_up' },
      ],
    },
    { name: 'status_code', type: 'number', label: 'HTTP status' },
    { name: 'error', type: 'text' },
    { name: 'duration_ms', type: 'number', label: 'Duration (ms)' },
    { name: 'next_attempt_at', type: 'date', label: 'Next attempt at' },
  ],
  timestamps: true,
}
