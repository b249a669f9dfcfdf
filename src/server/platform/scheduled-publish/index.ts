import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { CollectionSlug, GlobalSlug, Payload } from 'payload'

import { isPostgres, query } from '@/server/platform/db/sql'
import { logger } from '@/server/platform/log'

import { isScheduled, type ScheduledKind } from './targets'

/**
 * Scheduled publish and unpublish (decision 155). The admin's Schedule Publish drawer writes a
 * `schedulePublish` job into Payload's `payload_jobs` table and lists and cancels from there; we
 * do not run Payload's job runner (decision 080), so this module runs those jobs instead: every
 * instance polls, and a single-statement claim with a lease (the outbox's, decision 080) lets one
 * instance win each due job. It fires for the collections and globals SCHEDULED_PUBLISH lists
 * (./targets.ts), the one place that also switches the drawer on for them.
 */

const JOBS = sql.raw('"payload_jobs"')
const TASK = 'schedulePublish'

const BATCH = 10

/** A job is given up (has_error, kept for inspection) after this many tries. */
export const MAX_TRIES = 5

/** Due: not done, not given up, wait_until passed, and nobody holds it (or its lease ran out). */
const dueWhere = (at: string, leaseStartedBefore: string) =>
  sql`task_slug = ${TASK} AND completed_at IS NULL AND NOT COALESCE(has_error, false)
      AND (wait_until IS NULL OR wait_until <= ${at})
      AND (NOT COALESCE(processing, false) OR updated_at < ${leaseStartedBefore})`

export type ScheduleInput = {
  type?: 'publish' | 'unpublish'
  doc?: { relationTo: string; value: string | number }
  global?: string
  locale?: string
  user?: { relationTo: string; value: string | number } | string | number | null
}

export type ClaimedSchedule = { id: number; input: ScheduleInput; tries: number; waitUntil: Date | null; stamp: string }

const asDate = (value: unknown): Date | null => (value == null ? null : new Date(value as string | Date))

function parseInput(raw: unknown): ScheduleInput {
  const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw
  if (typeof value !== 'object' || value === null) throw new Error('schedulePublish job without input')
  return value as ScheduleInput
}

/**
 * Claims up to `limit` due jobs: one UPDATE … WHERE id IN (SELECT … FOR UPDATE SKIP LOCKED)
 * RETURNING on PostgreSQL, so two instances polling at the same moment never get the same row;
 * SQLite's single writer makes the same statement atomic for its one instance. The claim sets
 * `processing` and stamps `updated_at` with the claim's time: the stamp is the lease's start and
 * the claim's token (an outcome is written only while the stamp is still ours).
 */
export async function claimDueSchedules(payload: Payload, options: { limit: number; leaseMs: number; now?: Date }): Promise<ClaimedSchedule[]> {
  const now = options.now ?? new Date()
  const stamp = now.toISOString()
  const leaseStartedBefore = new Date(now.getTime() - options.leaseMs).toISOString()
  const pick = isPostgres(payload)
    ? sql`SELECT id FROM ${JOBS} WHERE ${dueWhere(stamp, leaseStartedBefore)} ORDER BY wait_until, id LIMIT ${options.limit} FOR UPDATE SKIP LOCKED`
    : sql`SELECT id FROM ${JOBS} WHERE ${dueWhere(stamp, leaseStartedBefore)} ORDER BY wait_until, id LIMIT ${options.limit}`
  const rows = await query(
    payload,
    sql`UPDATE ${JOBS} SET processing = true, updated_at = ${stamp}, total_tried = COALESCE(total_tried, 0) + 1
        WHERE id IN (${pick})
        RETURNING id, input, total_tried, wait_until`,
  )
  return rows
    .map((row) => {
      let input: ScheduleInput
      try {
        input = parseInput(row.input)
      } catch {
        input = {}
      }
      return { id: Number(row.id), input, tries: Number(row.total_tried), waitUntil: asDate(row.wait_until), stamp }
    })
    .sort((a, b) => a.id - b.id)
}

/** When the next schedule not yet claimed is due (null: none), so the loop can wake for it. */
export async function nextScheduleDue(payload: Payload): Promise<Date | null> {
  const rows = await query(
    payload,
    sql`SELECT MIN(wait_until) AS next FROM ${JOBS}
        WHERE task_slug = ${TASK} AND completed_at IS NULL AND NOT COALESCE(has_error, false) AND NOT COALESCE(processing, false)`,
  )
  return asDate(rows[0]?.next)
}

async function settle(payload: Payload, job: ClaimedSchedule, outcome: { error?: string }): Promise<boolean> {
  const at = new Date().toISOString()
  const ours = sql`id = ${job.id} AND processing AND updated_at = ${job.stamp}`
  if (!outcome.error) {
    const rows = await query(
      payload,
      sql`UPDATE ${JOBS} SET processing = false, completed_at = ${at}, updated_at = ${at}, error = NULL WHERE ${ours} RETURNING id`,
    )
    return rows.length > 0
  }
  const error = JSON.stringify({ message: outcome.error.slice(0, 500) })
  if (job.tries >= MAX_TRIES) {
    const rows = await query(
      payload,
      sql`UPDATE ${JOBS} SET processing = false, has_error = true, completed_at = ${at}, updated_at = ${at}, error = ${error} WHERE ${ours} RETURNING id`,
    )
    return rows.length > 0
  }
  // Tried again when the lease (counted from now) runs out: the job stays claimed until then.
  const rows = await query(payload, sql`UPDATE ${JOBS} SET updated_at = ${at}, error = ${error} WHERE ${ours} RETURNING id`)
  return rows.length > 0
}

const idFor = (payload: Payload, collection: string, value: string | number): string | number => {
  // The admin stores the id as a string (Payload #10481); back to the collection's id type.
  const idType = payload.collections[collection as CollectionSlug]?.customIDType ?? payload.db.defaultIDType
  return idType === 'number' ? Number(value) : String(value)
}

/** The user the job runs as, shaped as Payload's requests carry one (its auth collection named). */
type SchedulingUser = Record<string, unknown> & { collection: string }

async function schedulingUser(payload: Payload, input: ScheduleInput): Promise<SchedulingUser | null> {
  if (input.user == null) return null
  if (typeof input.user !== 'object') {
    throw new Error('scheduled before Payload kept the scheduling user’s collection; schedule it again from the admin')
  }
  const collection = input.user.relationTo as CollectionSlug
  const user = await payload.findByID({ collection, id: idFor(payload, collection, input.user.value), depth: 0, overrideAccess: true })
  return { ...user, collection }
}

/** Listed in SCHEDULED_PUBLISH and switched on in the running config (a job may name anything). */
function scheduledFor(payload: Payload, kind: ScheduledKind, slug: string): boolean {
  const config =
    kind === 'collection' ? payload.collections[slug as CollectionSlug]?.config : payload.config.globals.find((g) => g.slug === slug)
  const versions = config?.versions
  const drafts = typeof versions === 'object' && versions !== null ? versions.drafts : undefined
  return isScheduled(kind, slug) && typeof drafts === 'object' && drafts !== null && Boolean(drafts.schedulePublish)
}

export type Fired = { job: number; target: string; type: 'publish' | 'unpublish'; lateMs: number | null; skipped?: string; error?: string }

/**
 * Does what the job asks as the editor who scheduled it would by pressing Publish or Unpublish:
 * the document's (or global's) `_status` changes through Payload's local API with that user, so
 * access is checked for them, the hooks run (the blog's revalidation) and the version written
 * carries who (the `updatedBy` stamp) and when. A retry (a crash after the write, before the job
 * was marked done) finds the status already changed and writes nothing again.
 */
async function fire(payload: Payload, job: ClaimedSchedule): Promise<Fired> {
  const { input } = job
  const type = input.type === 'unpublish' ? 'unpublish' : 'publish'
  const status = type === 'unpublish' ? 'draft' : 'published'
  const lateMs = job.waitUntil ? Date.now() - job.waitUntil.getTime() : null
  // Payload's drawer, on cancelling, deletes the job and then queues one with no target: nothing to do.
  if (!input.doc && !input.global) return { job: job.id, target: '-', type, lateMs, skipped: 'no document or global' }
  const user = await schedulingUser(payload, input)
  const locale = type === 'publish' && input.locale && payload.config.localization ? input.locale : undefined
  const context = { scheduledPublish: { job: job.id, scheduledFor: job.waitUntil?.toISOString() ?? null } }

  if (input.doc) {
    const collection = input.doc.relationTo as CollectionSlug
    if (!scheduledFor(payload, 'collection', collection)) throw new Error(`${collection} has no scheduled publishing`)
    const id = idFor(payload, collection, input.doc.value)
    const target = `${collection}/${id}`
    if (job.tries > 1) {
      const current = await payload.findByID({ collection, id, depth: 0, overrideAccess: true })
      if ((current as { _status?: string })._status === status) return { job: job.id, target, type, lateMs, skipped: `already ${status}` }
    }
    await payload.update({
      collection,
      id,
      data: { _status: status } as never,
      depth: 0,
      user,
      overrideAccess: user === null,
      publishSpecificLocale: locale as never, // typed away when the config has no locales
      context,
    })
    return { job: job.id, target, type, lateMs }
  }

  const slug = input.global as GlobalSlug
  if (!scheduledFor(payload, 'global', slug)) throw new Error(`${slug} has no scheduled publishing`)
  if (job.tries > 1) {
    const current = await payload.findGlobal({ slug, depth: 0, overrideAccess: true })
    if ((current as { _status?: string })._status === status) return { job: job.id, target: slug, type, lateMs, skipped: `already ${status}` }
  }
  await payload.updateGlobal({
    slug,
    data: { _status: status } as never,
    depth: 0,
    user,
    overrideAccess: user === null,
    publishSpecificLocale: locale as never, // typed away when the config has no locales
    context,
  })
  return { job: job.id, target: slug, type, lateMs }
}

/** Claims the due schedules and fires them, one after another. Returns each claimed job's outcome. */
export async function runDueSchedules(payload: Payload, options: { leaseMs: number; limit?: number }): Promise<Fired[]> {
  const claimed = await claimDueSchedules(payload, { limit: options.limit ?? BATCH, leaseMs: options.leaseMs })
  const fired: Fired[] = []
  for (const job of claimed) {
    let outcome: { error?: string } = {}
    try {
      const result = await fire(payload, job)
      fired.push(result)
      logger.info({ ...result }, result.skipped ? 'scheduled publish: nothing to do' : `scheduled ${result.type} fired`)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      outcome = { error: message }
      fired.push({ job: job.id, target: '-', type: job.input.type === 'unpublish' ? 'unpublish' : 'publish', lateMs: null, error: message })
      logger.error({ err: error, job: job.id, tries: job.tries, input: job.input }, job.tries >= MAX_TRIES ? 'scheduled publish failed; given up' : 'scheduled publish failed; will retry')
    }
    try {
      if (!(await settle(payload, job, outcome))) logger.warn({ job: job.id }, 'scheduled publish: the lease ran out before the outcome was recorded')
    } catch (error) {
      // The lease runs out and the job is claimed again; the retry sees the status already changed.
      logger.error({ err: error, job: job.id }, 'could not record a scheduled publish outcome')
    }
  }
  return fired
}

export type ScheduleLoopOptions = {
  /** Longest wait between polls (a schedule written on another instance is found within it). */
  intervalMs: number
  /** How long a claim holds before another instance may take the job over. */
  leaseMs: number
}

export type ScheduleLoop = { stop: () => Promise<void> }

/**
 * Polls for due schedules every `intervalMs`, and sleeps only until the next known due time when
 * that comes sooner, so a schedule known at the last poll fires within milliseconds of its time
 * and one written since then within `intervalMs`.
 */
export function startScheduledPublishing(payload: Payload, options: ScheduleLoopOptions): ScheduleLoop {
  let stopped = false
  let wake: (() => void) | undefined
  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve()
      const timer = setTimeout(done, Math.max(0, ms)).unref()
      function done() {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      wake = done
    })

  async function loop() {
    while (!stopped) {
      let wait = options.intervalMs
      try {
        const fired = await runDueSchedules(payload, { leaseMs: options.leaseMs })
        if (fired.length === BATCH) continue // a backlog: take the next batch at once
        const next = await nextScheduleDue(payload)
        if (next) wait = Math.min(wait, next.getTime() - Date.now() + 5)
      } catch (error) {
        if (stopped) break
        logger.error({ err: error }, 'scheduled publish poll failed')
      }
      await nap(wait)
    }
  }

  const looping = loop()
  logger.info({ intervalMs: options.intervalMs }, 'scheduled publishing started')
  return {
    stop: async () => {
      stopped = true
      wake?.()
      await looping
    },
  }
}
