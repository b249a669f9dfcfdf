import 'server-only'

import type { PayloadRequest } from 'payload'

import { logger } from '@/server/platform/log'

type DeletedApplication = { id: number | string; opening?: unknown; cv?: unknown }

const idOf = (value: unknown): string | null => {
  if (value == null) return null
  if (typeof value === 'object' && 'id' in value) return String((value as { id: unknown }).id)
  return String(value)
}

/**
 * After an application row is deleted (by staff, by the applicant's link or by the retention
 * sweep): its CV goes too, file included, and the deletion is recorded with ids only.
 */
export async function afterApplicationDeleted(req: PayloadRequest, doc: DeletedApplication): Promise<void> {
  const reason = (req.context?.deletionReason as 'retention' | 'applicant' | 'staff' | undefined) ?? 'staff'
  const actor = reason === 'retention' ? 'system' : reason === 'applicant' ? 'applicant' : req.user ? `user:${req.user.id}` : 'system'
  const cvId = idOf(doc.cv)
  let cvDeleted = false
  if (cvId) {
    // Deleting the upload document deletes its file (the data folder's, or the bucket's object).
    await req.payload.delete({ collection: 'cvs', id: cvId, overrideAccess: true, req })
    cvDeleted = true
  }
  await req.payload.create({
    collection: 'hr-deletions',
    data: { application: String(doc.id), opening: idOf(doc.opening), reason, actor, cvDeleted },
    overrideAccess: true,
    req,
  })
  logger.info({ application: String(doc.id), reason, actor }, 'application deleted')
}
