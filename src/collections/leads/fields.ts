import type { Field } from 'payload'

import type { CsvExport } from '@/lib/csv-exports'

/**
 * How the visitor found us (issue 29, decision 169): their first visit when they chose Accept All
 * (kept in their browser for 30 days), otherwise the page the form was sent from. Sent to the
 * webhooks as `attribution`.
 */
export const attributionField: Field = {
  name: 'attribution',
  type: 'group',
  label: 'Attribution',
  admin: {
    readOnly: true,
    description: 'First visit: remembered for 30 days after the visitor chose Accept All. This page only: essential cookies only, the page the form was sent from.',
  },
  fields: [
    {
      name: 'touch',
      type: 'select',
      label: 'Known from',
      options: [
        { label: 'First visit', value: 'first' },
        { label: 'This page only', value: 'page' },
      ],
    },
    { name: 'landing_page', type: 'text', label: 'Landing page' },
    { name: 'referrer', type: 'text' },
    {
      name: 'utm',
      type: 'group',
      label: 'Campaign (UTM)',
      fields: [
        { name: 'source', type: 'text' },
        { name: 'medium', type: 'text' },
        { name: 'campaign', type: 'text', index: true },
        { name: 'term', type: 'text' },
        { name: 'content', type: 'text' },
      ],
    },
    { name: 'first_seen_at', type: 'date', label: 'First seen', admin: { date: { pickerAppearance: 'dayAndTime' } } },
  ],
}

/** Where a lead came from: the page, the referring address and the campaign tags. */
export const originFields: Field[] = [
  { name: 'source_page', type: 'text', label: 'Source page', admin: { readOnly: true } },
  {
    name: 'campaign_label',
    type: 'text',
    label: 'Campaign label',
    index: true,
    admin: { readOnly: true, description: 'The label of the page\'s Form block the lead was sent from (empty for the site\'s own forms).' },
  },
  // Shown when the form posted something here; the visit's own campaign is under Attribution below.
  { name: 'referrer', type: 'text', admin: { readOnly: true, condition: (data) => Boolean(data?.referrer) } },
  {
    name: 'utm',
    type: 'group',
    label: 'Campaign (UTM)',
    admin: { readOnly: true, condition: (data) => Object.values((data?.utm ?? {}) as Record<string, unknown>).some(Boolean) },
    fields: [
      { name: 'source', type: 'text' },
      { name: 'medium', type: 'text' },
      { name: 'campaign', type: 'text' },
      { name: 'term', type: 'text' },
      { name: 'content', type: 'text' },
    ],
  },
  attributionField,
]

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed', 'not_configured', 'awaiting_confirmation'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/** The outbox side of a lead: its stable webhook id and where its delivery stands. */
export const deliveryFields: Field[] = [
  {
    name: 'webhook_id',
    type: 'text',
    label: 'Webhook id',
    index: true,
    admin: { readOnly: true, position: 'sidebar', description: 'Sent as webhook-id on every attempt.' },
  },
  {
    name: 'delivery_status',
    type: 'select',
    label: 'Delivery',
    defaultValue: 'pending',
    index: true,
    options: [
      { label: 'Pending', value: 'pending' },
      { label: 'Delivered', value: 'delivered' },
      { label: 'Failed', value: 'failed' },
      { label: 'No webhook configured', value: 'not_configured' },
      // A newsletter sign-up is sent once the address is confirmed (decision 170).
      { label: 'Awaiting confirmation', value: 'awaiting_confirmation' },
    ],
    admin: { readOnly: true, position: 'sidebar' },
  },
  { name: 'delivered_at', type: 'date', label: 'Delivered at', admin: { readOnly: true, position: 'sidebar' } },
  {
    // Attempts and the "Redeliver" action (decision 083); stores nothing.
    name: 'delivery_panel',
    type: 'ui',
    label: 'Delivery attempts',
    // A panel of the lead's page, not a value: no list column (it offered a raw "Delivery_panel").
    admin: { position: 'sidebar', disableListColumn: true, components: { Field: '/components/admin/lead-delivery-panel#LeadDeliveryPanel' } },
  },
]

/** Above a list of leads, subscribers or bookings: its CSV export, for sales and admins. */
export const exportCsvComponent = (type: CsvExport) => ({
  path: '/components/admin/export-csv#ExportCsvButton',
  serverProps: { type },
})

/** Above a lead list: "Redeliver all failed". */
export const redeliverFailedComponent = (collection: string) => ({
  path: '/components/admin/lead-delivery-panel#RedeliverFailedButton',
  clientProps: { collection },
})
