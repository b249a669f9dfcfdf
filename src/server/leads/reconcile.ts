import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { enqueue } from '@/server/outbox'
import { query } from '@/server/outbox/store'
import { LEAD_COLLECTIONS, LEAD_WEBHOOK_KIND, webhookUrlFor } from '@/server/webhooks/lead-delivery'

const tableOf = (collection: string) => sql.raw(`"${collection.replaceAll('-', '_')}"`)

/**
 * Queues a delivery for every pending lead older than `olderThanMs` that has no open outbox item:
 * the safety net for a crash between storing a lead and queueing it where the database has no
 * transactions (SQLite, decision 030), and for an item given up on by the worker while its lead
 * stayed pending. The worker runs it every minute. Returns how many it queued.
 */
export async function requeueOrphanedLeads(payload: Payload, olderThanMs = 60_000): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString()
  let count = 0
  for (const collection of LEAD_COLLECTIONS) {
    if (!webhookUrlFor(collection)) continue
    const orphans = await query(
      payload,
      sql`SELECT id, webhook_id FROM ${tableOf(collection)} lead
          WHERE lead.delivery_status = 'pending' AND lead.webhook_id IS NOT NULL AND lead.created_at < ${cutoff}
            AND NOT EXISTS (SELECT 1 FROM "erpz_outbox" o WHERE o.dedupe_key = lead.webhook_id AND o.status = 'pending')`,
    )
    for (const row of orphans) {
      const webhookId = String(row.webhook_id)
      await enqueue(payload, LEAD_WEBHOOK_KIND, { collection, leadId: String(row.id), webhookId }, { dedupeKey: webhookId })
      count++
    }
  }
  return count
}
