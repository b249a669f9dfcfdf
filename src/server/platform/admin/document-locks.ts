import 'server-only'

import {
  APIError,
  type Access,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
  type SanitizedConfig,
} from 'payload'

import { mayUpdate, type UpdateTarget } from './may-update'

/** Payload's collection of document locks (lockDocuments), which it adds to every config itself. */
export const LOCKS_SLUG = 'payload-locked-documents'

export const LOCK_NOT_ALLOWED = 'You can only lock a document you may edit.'

function refused(message: string, status: number): APIError {
  const error = new APIError(message, status, null, true)
  // Payload answers an error's message only when it has a name, and in the production bundle the
  // class names are minified away (src/collections/media/hooks.ts does the same).
  error.name = status === 403 ? 'Forbidden' : 'ValidationError'
  return error
}

type StoredLock = { document?: { relationTo?: unknown; value?: unknown } | null; globalSlug?: unknown; user?: { value?: unknown } | null }

const idOf = (value: unknown): unknown => (typeof value === 'object' && value !== null && 'id' in value ? value.id : value)

/** What a lock is on: its document or its global. */
function targetOf(lock: StoredLock): UpdateTarget | null {
  const document = lock.document
  if (document && typeof document.relationTo === 'string' && !lock.globalSlug) return { collection: document.relationTo, id: idOf(document.value) }
  if (!document && typeof lock.globalSlug === 'string' && lock.globalSlug) return { global: lock.globalSlug }
  return null
}

/**
 * A lock made or renewed through the API (the admin's "take over" is a PATCH) is held by the user
 * who sends it, whatever holder the request names, and only on a document or global that user may
 * update. Payload's own locking while a user edits writes through its database adapter (no hooks);
 * the form-state server function is guarded for it (./server-functions.ts).
 */
const heldBySender: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  // No user: the server's own writes.
  if (!req.user) return data
  const merged: StoredLock = { ...(originalDoc as StoredLock | undefined), ...(data as StoredLock) }
  const target = targetOf(merged)
  if (!target) throw refused('A lock is on one document or one global.', 400)
  if (!(await mayUpdate(req, target))) throw refused(LOCK_NOT_ALLOWED, 403)
  return { ...data, user: { relationTo: req.user.collection, value: req.user.id } }
}

/** Unlocking someone else's lock frees the document for edits as taking it over does: the same right. */
const releasedByHolderOrEditor: CollectionBeforeDeleteHook = async ({ id, req }) => {
  if (!req.user) return
  const lock = (await req.payload.findByID({ collection: LOCKS_SLUG, id, depth: 0, overrideAccess: true, disableErrors: true, req })) as StoredLock | null
  if (!lock) return
  if (String(idOf(lock.user?.value)) === String(req.user.id)) return
  const target = targetOf(lock)
  if (!target || !(await mayUpdate(req, target))) throw refused('You can only remove a lock you hold, or one on a document you may edit.', 403)
}

/** The collections and globals whose every document `req`'s user may update (rules answering true). */
async function whollyUpdatable(req: PayloadRequest): Promise<{ collections: string[]; globals: string[] }> {
  const collections: string[] = []
  const globals: string[] = []
  for (const collection of req.payload.config.collections) {
    if (collection.lockDocuments !== false && (await collection.access.update?.({ req })) === true) collections.push(collection.slug)
  }
  for (const global of req.payload.config.globals) {
    if (global.lockDocuments !== false && (await global.access.update?.({ req })) === true) globals.push(global.slug)
  }
  return { collections, globals }
}

/**
 * Anyone who may update something lockable may lock, take over or remove locks; which document
 * is checked by the hooks above (refused with 403, a bulk change per document).
 */
const mayLockSomething: Access = async ({ req }) => {
  if (!req.user) return false
  const { collections, globals } = await whollyUpdatable(req)
  return collections.length + globals.length > 0
}

/**
 * Payload adds `payload-locked-documents` while it sanitizes the config (no option reaches it), so
 * its rules and hooks are added to the sanitized config, before Payload starts on it.
 */
export function withGuardedDocumentLocks(config: SanitizedConfig): SanitizedConfig {
  const locks = config.collections.find((collection) => collection.slug === LOCKS_SLUG)
  if (!locks) throw new Error(`${LOCKS_SLUG} is missing from the config: document locks are guarded in src/server/platform/admin/document-locks.ts`)
  locks.access = { ...locks.access, create: mayLockSomething, update: mayLockSomething, delete: mayLockSomething }
  locks.hooks = { ...locks.hooks, beforeChange: [...(locks.hooks.beforeChange ?? []), heldBySender], beforeDelete: [...(locks.hooks.beforeDelete ?? []), releasedByHolderOrEditor] }
  return config
}

/** Whether `req`'s user may lock what a form-state request names (its document or global). */
export function mayLock(req: PayloadRequest, target: { collectionSlug?: string; id?: unknown; globalSlug?: string }): Promise<boolean> {
  if (target.collectionSlug && target.id !== undefined) return mayUpdate(req, { collection: target.collectionSlug, id: target.id })
  if (target.globalSlug && !target.collectionSlug) return mayUpdate(req, { global: target.globalSlug })
  return Promise.resolve(false)
}
