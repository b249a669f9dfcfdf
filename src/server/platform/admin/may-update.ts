import 'server-only'

import type { CollectionSlug, PayloadRequest, Where } from 'payload'

/** A document of a collection, or a global. */
export type UpdateTarget = { collection: string; id: unknown } | { global: string }

/**
 * `value` as an id of `collection` (the admin sends ids as strings, Payload #10481), or null when
 * it cannot be one.
 */
export function documentId(req: PayloadRequest, collection: string, value: unknown): string | number | null {
  const config = req.payload.collections[collection as CollectionSlug]
  if (!config || (typeof value !== 'string' && typeof value !== 'number')) return null
  const idType = config.customIDType ?? req.payload.db.defaultIDType
  if (idType !== 'number') return String(value)
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : null
}

/**
 * Whether the signed-in user may update this document (it exists and the collection's `update`
 * rule allows it, a where-constraint included) or this global. What the admin's side doors (the
 * schedule drawer, document locks) ask before acting for a user on a document: the same rule the
 * REST update applies. A global's rule answering a where-constraint counts as no.
 */
export async function mayUpdate(req: PayloadRequest, target: UpdateTarget): Promise<boolean> {
  if (!req.user) return false
  if ('global' in target) {
    const global = req.payload.config.globals.find((g) => g.slug === target.global)
    if (!global) return false
    return global.access.update ? (await global.access.update({ req })) === true : true
  }
  const collection = req.payload.collections[target.collection as CollectionSlug]
  const id = documentId(req, target.collection, target.id)
  if (!collection || id === null) return false
  const rule = collection.config.access.update
  // The rule sees the id in the type Payload's generated types give ids (this project's are numbers).
  const allowed = rule ? await rule({ req, id: typeof id === 'number' ? id : undefined }) : true
  if (!allowed) return false
  const where: Where = allowed === true ? { id: { equals: id } } : { and: [{ id: { equals: id } }, allowed] }
  const { totalDocs } = await req.payload.count({ collection: collection.config.slug, where, overrideAccess: true, req })
  return totalDocs > 0
}
