import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { OUTBOX_SLUG } from '@/collections/slugs'
import { isPostgres, query } from '@/server/platform/db/sql'
import { inTransaction } from '@/server/platform/db/transactions'

/** Table and column names as both database adapters derive them from the collection. */
const TABLE = sql.raw('"erpz_outbox"')

export type ClaimedItem = { id: number; kind: string; dedupeKey: string | null; input: unknown; attempts: number }

/**
 * Adds one item. With `req` it joins the caller's transaction (the lead and its delivery are
 * written together, or neither is).
 */
export async function insertItem(
  payload: Payload,
  item: { kind: string; input: unknown; dedupeKey?: string; runAt?: Date },
  req?: PayloadRequest,
): Promise<void> {
  await payload.db.create({
    collection: OUTBOX_SLUG,
    req,
    select: { id: true },
    data: {
      kind: item.kind,
      dedupe_key: item.dedupeKey ?? null,
      input: item.input,
      status: 'pending',
      attempts: 0,
      run_at: (item.runAt ?? new Date()).toISOString(),
    },
  })
}

/** The first of the two 32-bit advisory lock keys under which an item is queued once ("ob"). */
const ONCE_LOCK_SPACE = 0x6f62

/**
 * Callers of one Payload instance (one server) queueing under one dedupe key, one after the other:
 * SQLite has no locks to take. Per instance, so that two instances in one process (a test) are two
 * servers to each other, as they are in production.
 */
const onceChains = new WeakMap<Payload, Map<string, Promise<unknown>>>()

async function oneAtATime<T>(payload: Payload, key: string, work: () => Promise<T>): Promise<T> {
  let chains = onceChains.get(payload)
  if (!chains) onceChains.set(payload, (chains = new Map()))
  const before = chains.get(key) ?? Promise.resolve()
  const mine = before.catch(() => {}).then(work)
  chains.set(key, mine)
  try {
    return await mine
  } finally {
    if (chains.get(key) === mine) chains.delete(key)
  }
}

/**
 * Adds the item unless one with its dedupe key is already there (`among: 'pending'`: still to run;
 * `'any'`: in any state, a send that was already made). The look-up and the insert are one step:
 * callers in this process take turns per key, and on PostgreSQL the two statements run in one
 * transaction (the caller's when `req` is in one) holding an advisory lock on the key, so two
 * instances asked the same at the same moment queue it once. Returns whether it was added.
 */
export async function insertItemOnce(
  payload: Payload,
  item: { kind: string; input: unknown; dedupeKey: string; runAt?: Date },
  among: 'pending' | 'any',
  req: PayloadRequest,
): Promise<boolean> {
  return oneAtATime(payload, item.dedupeKey, () =>
    inTransaction(req, async () => {
      if (isPostgres(payload)) await query(payload, sql`SELECT pg_advisory_xact_lock(${ONCE_LOCK_SPACE}, hashtext(${item.dedupeKey}))`, req)
      const status = among === 'pending' ? sql` AND status = 'pending'` : sql``
      const found = await query(payload, sql`SELECT id FROM ${TABLE} WHERE dedupe_key = ${item.dedupeKey}${status} LIMIT 1`, req)
      if (found.length > 0) return false
      await insertItem(payload, item, req)
      return true
    }),
  )
}

/**
 * Claims up to `limit` due items for `token` until `leaseUntil`, atomically: PostgreSQL locks the
 * chosen rows and skips rows another instance is claiming (FOR UPDATE SKIP LOCKED); SQLite has one
 * writer, so its single UPDATE … RETURNING is atomic for the instance. An item whose lease expired
 * (its worker died) is due again. Each claim counts as an attempt, so a crash mid-attempt counts.
 */
export async function claimItems(payload: Payload, token: string, limit: number, now: Date, leaseUntil: Date): Promise<ClaimedItem[]> {
  const at = now.toISOString()
  const due = sql`status = 'pending' AND run_at <= ${at} AND (lease_until IS NULL OR lease_until < ${at})`
  const pick = isPostgres(payload)
    ? sql`SELECT id FROM ${TABLE} WHERE ${due} ORDER BY run_at, id LIMIT ${limit} FOR UPDATE SKIP LOCKED`
    : sql`SELECT id FROM ${TABLE} WHERE ${due} ORDER BY run_at, id LIMIT ${limit}`
  const rows = await query(
    payload,
    sql`UPDATE ${TABLE} SET lease_until = ${leaseUntil.toISOString()}, claimed_by = ${token}, attempts = attempts + 1
        WHERE id IN (${pick})
        RETURNING id, kind, dedupe_key, input, attempts`,
  )
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: String(row.kind),
      dedupeKey: row.dedupe_key == null ? null : String(row.dedupe_key),
      // jsonb comes back parsed; SQLite keeps JSON as text.
      input: typeof row.input === 'string' ? (JSON.parse(row.input) as unknown) : row.input,
      attempts: Number(row.attempts),
    }))
    .sort((a, b) => a.id - b.id)
}

export type Settlement =
  | { status: 'done' }
  | { status: 'failed'; error: string }
  /** Try again at `at`; `countAttempt: false` when nothing was attempted (back-pressure). */
  | { status: 'retry'; at: Date; error?: string; countAttempt?: boolean }

/**
 * Records how a claimed item ended, only while `token` still holds it: a worker whose lease ran
 * out (and whose item another worker took over) cannot overwrite the newer outcome.
 */
export async function settleItem(payload: Payload, id: number, token: string, settlement: Settlement, now = new Date()): Promise<void> {
  const at = now.toISOString()
  const owned = sql`id = ${id} AND claimed_by = ${token}`
  if (settlement.status === 'done') {
    await query(payload, sql`UPDATE ${TABLE} SET status = 'done', completed_at = ${at}, lease_until = NULL, last_error = NULL, updated_at = ${at} WHERE ${owned}`)
  } else if (settlement.status === 'failed') {
    await query(
      payload,
      sql`UPDATE ${TABLE} SET status = 'failed', completed_at = ${at}, lease_until = NULL, last_error = ${settlement.error.slice(0, 500)}, updated_at = ${at} WHERE ${owned}`,
    )
  } else {
    const attempts = settlement.countAttempt === false ? sql`attempts - 1` : sql`attempts`
    await query(
      payload,
      sql`UPDATE ${TABLE} SET run_at = ${settlement.at.toISOString()}, lease_until = NULL, attempts = ${attempts}, last_error = ${settlement.error?.slice(0, 500) ?? null}, updated_at = ${at} WHERE ${owned}`,
    )
  }
}

/** Completed items are kept a while for inspection, then removed. */
export async function pruneItems(payload: Payload, olderThan: Date): Promise<void> {
  await query(payload, sql`DELETE FROM ${TABLE} WHERE status = 'done' AND completed_at < ${olderThan.toISOString()}`)
}
