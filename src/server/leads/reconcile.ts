import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { inTransaction } from '@/server/platform/db/transactions'
import { enqueue } from '@/server/platform/outbox'
import { isPostgres, query } from '@/server/platform/db/sql'
import { LEAD_COLLECTIONS, leadWebhookJob, webhookUrlFor } from './delivery'

const tableOf = (collection: string) => sql.raw(`"${collection.replaceAll('-', '_')}"`)

/** The advisory lock key under which one instance at a time re-queues orphans (any fixed number). */
const REQUEUE_LOCK = 0x6572_7a02 // "erz" and 2; prepare.ts has its own

/**
 * Queues a delivery for every pending lead older than `olderThanMs` that has no open outbox item:
 * the safety net for a crash between storing a lead and queueing it where the database has no
 * transactions (SQLite, decision 030), and for an item given up on by the worker while its lead
 * stayed pending. The worker runs it every minute. Returns how many it queued.
 *
 * On PostgreSQL every instance's worker runs it: the look-up and the inserts happen in one
 * transaction holding an advisory lock, so a second instance waits, then sees the first one's
 * items and queues nothing twice (each statement of a READ COMMITTED transaction reads anew).
 */
export async function requeueOrphanedLeads(payload: Payload, olderThanMs = 60_000): Promise<number> {
  if (!isPostgres(payload)) return requeue(payload, olderThanMs)
  const req = await createLocalReq({}, payload)
  return inTransaction(req, async () => {
    await query(payload, sql`SELECT pg_advisory_xact_lock(${REQUEUE_LOCK}::bigint)`, req)
    return requeue(payload, olderThanMs, req)
  })
}

async function requeue(payload: Payload, olderThanMs: number, req?: PayloadRequest): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs).toISOString()
  let count = 0
  for (const collection of LEAD_COLLECTIONS) {
    if (!webhookUrlFor(collection)) continue
    const orphans = await query(
      payload,
      sql`SELECT id, webhook_id FROM ${tableOf(collection)} lead
          WHERE lead.delivery_status = 'pending' AND lead.webhook_id IS NOT NULL AND lead.created_at < ${cutoff}
            AND NOT EXISTS (SELECT 1 FROM "erpz_outbox" o WHERE o.dedupe_key = lead.webhook_id AND o.status = 'pending')`,
      req,
    )
    for (const row of orphans) {
      const webhookId = String(row.webhook_id)
      await enqueue(payload, leadWebhookJob, { collection, leadId: String(row.id), webhookId }, { dedupeKey: webhookId, req })
      count++
    }
  }
  return count
}
