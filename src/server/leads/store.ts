import 'server-only'

import { type DrizzleAdapter, type DrizzleTransaction, upsertRow } from '@payloadcms/drizzle'
import type { FlattenedField, Payload, PayloadRequest, SanitizedCollectionConfig } from 'payload'

import { CREATE_SKIPPING_HOOKS } from '@/collections/leads/inbox'
import { enqueue } from '@/server/platform/outbox'

import { type LeadCollection, leadWebhookJob, webhookUrlFor } from './delivery'
import { inboxFieldsOnArrival, queueOverdueAlert } from './overdue'

/** Field hooks a create runs (`beforeDuplicate` only runs when duplicating). */
const CREATE_FIELD_HOOKS = ['beforeValidate', 'beforeChange', 'afterChange', 'afterRead'] as const

/**
 * Whether a create would run field hooks. An array row's `id` field carries Payload's hook that
 * makes up a row id; it is not counted: the one array a new lead is stored with (its first history
 * entry, `inboxFieldsOnArrival`) names its row id itself.
 */
function fieldsHaveHooks(fields: readonly FlattenedField[], inArray = false): boolean {
  return fields.some(
    (field) =>
      (!(inArray && field.name === 'id') && 'hooks' in field && CREATE_FIELD_HOOKS.some((name) => (field.hooks?.[name]?.length ?? 0) > 0)) ||
      ('flattenedFields' in field && fieldsHaveHooks(field.flattenedFields, field.type === 'array')),
  )
}

/**
 * Whether `payload.create` could store or do anything beyond the adapter's own insert: hooks on
 * the collection or its fields, versions, uploads, auth, localization. None applies to the lead
 * collections today; if one is added, leads go through the full operation again by themselves.
 */
export function needsCreateOperation(collection: SanitizedCollectionConfig, localized: boolean): boolean {
  return (
    localized ||
    Boolean(collection.versions) ||
    Boolean(collection.upload) ||
    Boolean(collection.auth) ||
    // The lead inbox's hook (decision 202) acts on updates only; store.ts writes what it would on create.
    Object.values(collection.hooks ?? {}).some((list) => Array.isArray(list) && list.some((hook: object) => !CREATE_SKIPPING_HOOKS.has(hook))) ||
    fieldsHaveHooks(collection.flattenedFields)
  )
}

const viaOperation = new WeakMap<SanitizedCollectionConfig, boolean>()

function isDrizzleAdapter(adapter: object): adapter is DrizzleAdapter {
  return 'tableNameMap' in adapter && 'drizzle' in adapter && 'sessions' in adapter
}

/**
 * The database handle a write with `req` goes through: its transaction's, when it has one (as the
 * adapter's own `create` picks it), otherwise the primary.
 */
async function writeHandle(adapter: DrizzleAdapter, req: PayloadRequest): Promise<DrizzleAdapter['drizzle'] | DrizzleTransaction> {
  const session = req.transactionID ? adapter.sessions[await req.transactionID] : undefined
  return session?.db ?? adapter.primaryDrizzle ?? adapter.drizzle
}

/**
 * Inserts one lead row (decision 070). The shared zod schema already validated and capped every
 * field, the endpoint writes with full access, and nothing reads the created document back, so
 * Payload's create operation (access, field hooks and validation, afterRead) only costs time here.
 * The row goes through the adapter's own row writer (`upsertRow`, as the adapter's `create` calls
 * it) asking for the new id only, as Payload's versions are written: one INSERT … RETURNING, no
 * second query reading the row back. `req` carries the transaction, when the database has one.
 */
export async function insertLead(
  payload: Payload,
  collection: LeadCollection,
  data: Record<string, unknown>,
  req: PayloadRequest,
): Promise<string> {
  const config = payload.collections[collection].config
  let full = viaOperation.get(config)
  if (full === undefined) {
    full = needsCreateOperation(config, Boolean(payload.config.localization))
    viaOperation.set(config, full)
  }
  if (full) {
    // The lead types differ per collection; both accept these common fields.
    const doc = await payload.create({ collection, req, overrideAccess: true, depth: 0, data: data as never })
    return String(doc.id)
  }
  const adapter = payload.db
  // Both of our adapters (db-sqlite, db-postgres) are drizzle adapters.
  if (!isDrizzleAdapter(adapter)) throw new Error(`${collection}: the database adapter is not a drizzle adapter`)
  const tableName = adapter.tableNameMap.get(collection.replaceAll('-', '_'))
  if (!tableName) throw new Error(`${collection}: no table`)
  const row: unknown = await upsertRow({
    adapter,
    collectionSlug: collection,
    data,
    db: await writeHandle(adapter, req),
    fields: config.flattenedFields,
    ignoreResult: 'idOnly',
    operation: 'create',
    req,
    tableName,
  })
  if (typeof row !== 'object' || row === null || !('id' in row)) throw new Error(`${collection}: insert returned no id`)
  return String(row.id)
}

/**
 * Stores a lead and queues its webhook delivery, in `req`'s transaction: the one way forms
 * (submit.ts) and demo bookings (scheduler/booking.ts) write a lead. With no webhook configured
 * the lead is kept as `not_configured` and nothing is queued. A contact message or demo request
 * arrives "new" with its source, campaign and first history entry (`arrival`, else what it is),
 * and its overdue alert is queued for later (decision 202). The caller commits and then calls
 * `wakeOutbox()`; on SQLite its `undo` calls `discardLead`.
 */
export async function storeLeadWithDelivery(
  payload: Payload,
  collection: LeadCollection,
  data: Record<string, unknown>,
  webhookId: string,
  req: PayloadRequest,
  arrival?: string,
): Promise<string> {
  const configured = Boolean(webhookUrlFor(collection))
  const inbox = collection === 'erpz-demo-requests' ? inboxFieldsOnArrival(data, arrival) : {}
  const id = await insertLead(payload, collection, { ...data, ...inbox, webhook_id: webhookId, delivery_status: configured ? 'pending' : 'not_configured' }, req)
  if (configured) await enqueue(payload, leadWebhookJob, { collection, leadId: id, webhookId }, { req, dedupeKey: webhookId })
  if (collection === 'erpz-demo-requests') await queueOverdueAlert(payload, id, req)
  return id
}

/**
 * Takes back the lead `storeLeadWithDelivery` stored under `webhookId`, if it got that far: the
 * `undo` of its caller's `inTransaction` on SQLite (decision 030), which has no rollback. Known
 * before the lead is written, the webhook id finds it even when the enqueue after it failed.
 */
export async function discardLead(payload: Payload, collection: LeadCollection, webhookId: string): Promise<void> {
  await payload.delete({ collection, where: { webhook_id: { equals: webhookId } }, overrideAccess: true })
}
