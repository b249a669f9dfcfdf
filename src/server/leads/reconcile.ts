import 'server-only'

import type { Payload } from 'payload'

import { DELIVER_LEAD_TASK, type DeliveryInput, type LeadCollection } from '@/server/webhooks/lead-delivery'

const COLLECTIONS: LeadCollection[] = ['erpz-demo-requests', 'erpz-news-letters']

/**
 * Queues a delivery for every pending lead that has no open job: the safety net for a crash
 * between storing a lead and queueing it where the database has no transactions (SQLite).
 * Returns how many it queued.
 */
export async function requeueOrphanedLeads(payload: Payload, olderThanMs = 60_000): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString()
  const open = await payload.find({
    collection: 'payload-jobs',
    where: { and: [{ taskSlug: { equals: DELIVER_LEAD_TASK } }, { completedAt: { exists: false } }, { hasError: { not_equals: true } }] },
    limit: 0,
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const queued = new Set(open.docs.map((job) => (job.input as Partial<DeliveryInput> | null)?.webhookId))
  let count = 0
  for (const collection of COLLECTIONS) {
    const pending = await payload.find({
      collection,
      where: { and: [{ delivery_status: { equals: 'pending' } }, { createdAt: { less_than: cutoff } }] },
      limit: 0,
      pagination: false,
      depth: 0,
      overrideAccess: true,
    })
    for (const lead of pending.docs) {
      if (!lead.webhook_id || queued.has(lead.webhook_id)) continue
      await payload.jobs.queue({
        task: DELIVER_LEAD_TASK,
        input: { collection, leadId: String(lead.id), webhookId: lead.webhook_id },
      })
      count++
    }
  }
  return count
}
