import 'server-only'

import type { Payload, PayloadRequest } from 'payload'
import * as z from 'zod/mini'

import { env } from '@/env'
import { logger } from '@/server/platform/log'
import { defineOutboxKind, enqueueOnce } from '@/server/platform/outbox'

export const RETENTION_KIND = 'careers-retention'

const DAY_MS = 24 * 3600_000

/** When a role's applications are deleted: ERPZ_CAREERS_RETENTION_DAYS after it closes. */
export const retentionDueAt = (closingDate: string | Date): Date => new Date(new Date(closingDate).getTime() + env.ERPZ_CAREERS_RETENTION_DAYS * DAY_MS)

/**
 * Queues the retention sweep of one role for when its time comes, through the outbox (decision
 * 167): the server runs it on its own, once across instances, retried when it fails. A role whose
 * closing date moves gets a new item; the old one finds nothing due and ends.
 */
export async function scheduleRetention(payload: Payload, opening: { id: number | string; closingDate: string }, req?: PayloadRequest): Promise<void> {
  const dedupeKey = `${RETENTION_KIND}:${opening.id}:${new Date(opening.closingDate).toISOString()}`
  await enqueueOnce(payload, careersRetentionJob, { openingId: String(opening.id) }, { req, dedupeKey, among: 'pending', runAt: retentionDueAt(opening.closingDate) })
}

/** Deletes every application (and CV) of roles whose retention period has ended; returns how many. */
export async function sweepApplications(payload: Payload, openingId?: string, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - env.ERPZ_CAREERS_RETENTION_DAYS * DAY_MS).toISOString()
  const expired = await payload.find({
    collection: 'openings',
    where: { and: [{ closingDate: { less_than_equal: cutoff } }, ...(openingId ? [{ id: { equals: openingId } }] : [])] },
    limit: 1000,
    depth: 0,
    pagination: false,
    select: { title: true },
  })
  let deleted = 0
  for (const opening of expired.docs) {
    for (;;) {
      const batch = await payload.find({ collection: 'job-applications', where: { opening: { equals: opening.id } }, limit: 50, depth: 0, select: { status: true } })
      if (batch.docs.length === 0) break
      for (const application of batch.docs) {
        await payload.delete({ collection: 'job-applications', id: application.id, overrideAccess: true, context: { deletionReason: 'retention' } })
        deleted++
      }
    }
  }
  if (deleted > 0) logger.info({ deleted, opening: openingId }, 'careers retention: applications deleted')
  return deleted
}

export const careersRetentionJob = defineOutboxKind(RETENTION_KIND, {
  parse: (input) => z.object({ openingId: z.string() }).parse(input),
  run: async ({ payload, input }) => {
    await sweepApplications(payload, input.openingId)
    return { status: 'done' }
  },
  maxAttempts: () => 10,
  retryBaseMs: () => 60_000,
})
