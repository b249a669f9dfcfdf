import 'server-only'

import type { Payload, Where } from 'payload'

import type { PublicOpening } from '@/lib/careers/job-posting'

/**
 * Roles open at `now`, read at request time (decision 166): a role whose closing date has passed
 * is left out from that moment on, with no admin visit and no cache to expire.
 */
export function openWhere(now: Date): Where {
  return {
    and: [{ status: { equals: 'open' } }, { or: [{ closingDate: { exists: false } }, { closingDate: { greater_than: now.toISOString() } }] }],
  }
}

/** At most this many roles are listed (a stranger cannot grow it: only staff create roles). */
const MAX_LISTED = 200

export async function listOpenRoles(payload: Payload, now = new Date()): Promise<PublicOpening[]> {
  const found = await payload.find({ collection: 'openings', where: openWhere(now), sort: 'createdAt', limit: MAX_LISTED, depth: 0, overrideAccess: false, pagination: false })
  return found.docs
}

/** The role at `/careers/{slug}`, open or closed, as a visitor may see it (no hiring contact). */
export async function findOpening(payload: Payload, slug: string): Promise<PublicOpening | null> {
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return null
  const found = await payload.find({ collection: 'openings', where: { slug: { equals: slug } }, limit: 1, depth: 0, overrideAccess: false })
  return found.docs[0] ?? null
}
