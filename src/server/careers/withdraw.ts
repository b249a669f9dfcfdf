import 'server-only'

import type { Payload } from 'payload'

import { logger } from '@/server/platform/log'

import { checkWithdrawal } from './withdraw-token'

export type WithdrawLookup = { status: 'found'; roleTitle: string } | { status: 'invalid' }

type Stored = { id: number | string; createdAt: string; opening: number | string | { id: number | string } }

async function findSigned(payload: Payload, id: unknown, signature: unknown): Promise<Stored | null> {
  if (typeof id !== 'string' || !/^\d{1,12}$/.test(id) || typeof signature !== 'string' || signature.length > 100) return null
  const application = await payload.db.findOne<Stored>({ collection: 'job-applications', where: { id: { equals: Number(id) } } })
  if (!application || !checkWithdrawal(String(application.id), application.createdAt, signature)) return null
  return application
}

/** What the withdraw page shows for a link: the role's title, or that the link is not (or no longer) valid. */
export async function lookUpWithdrawal(payload: Payload, id: unknown, signature: unknown): Promise<WithdrawLookup> {
  const application = await findSigned(payload, id, signature)
  if (!application) return { status: 'invalid' }
  const openingId = typeof application.opening === 'object' ? application.opening.id : application.opening
  const opening = await payload.db.findOne<{ id: number; title: string }>({ collection: 'openings', where: { id: { equals: openingId } } })
  return { status: 'found', roleTitle: opening?.title ?? 'the role' }
}

/** Deletes the application of a signed link, CV included; false when the link is not valid. */
export async function withdrawApplication(payload: Payload, id: unknown, signature: unknown): Promise<boolean> {
  const application = await findSigned(payload, id, signature)
  if (!application) return false
  await payload.delete({ collection: 'job-applications', id: application.id, overrideAccess: true, context: { deletionReason: 'applicant' } })
  logger.info({ application: String(application.id) }, 'application withdrawn by the applicant')
  return true
}
