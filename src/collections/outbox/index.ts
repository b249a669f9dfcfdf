import type { CollectionConfig } from 'payload'

import { adminOnly, nobody } from '../access'
import { OUTBOX_SLUG } from '../slugs'

export { OUTBOX_SLUG }

export const OUTBOX_STATUSES = ['pending', 'done', 'failed'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/**
 * Work that must happen after a commit, whatever happens to the process: lead webhooks today,
 * emails next. Written in the same transaction as the record it belongs to, claimed atomically by
 * one worker at a time under a lease (src/server/platform/outbox, decision 080). Not edited by hand.
 */
export const Outbox: CollectionConfig = {
  slug: OUTBOX_SLUG,
  labels: { singular: 'Outbox item', plural: 'Outbox' },
  admin: { hidden: true, group: 'Settings', useAsTitle: 'kind', defaultColumns: ['kind', 'status', 'attempts', 'run_at', 'last_error'] },
  access: { read: adminOnly, create: nobody, update: nobody, delete: adminOnly },
  fields: [
    { name: 'kind', type: 'text', required: true, index: true },
    // The caller's own id for the work (a lead's webhook id): finds the open item of a record.
    { name: 'dedupe_key', type: 'text', index: true },
    { name: 'input', type: 'json', required: true },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'pending',
      index: true,
      options: OUTBOX_STATUSES.map((value) => ({ label: value, value })),
    },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'run_at', type: 'date', required: true, index: true },
    // Set while a worker holds the item; an expired lease means its worker died (reclaimed).
    { name: 'lease_until', type: 'date' },
    { name: 'claimed_by', type: 'text' },
    { name: 'last_error', type: 'text' },
    { name: 'completed_at', type: 'date' },
  ],
  timestamps: true,
}
