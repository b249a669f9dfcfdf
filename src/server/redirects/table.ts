import 'server-only'

import type { Payload, PayloadRequest } from 'payload'

import type { Redirect } from '../../payload-types'

import { DOCUMENT_ADDRESS, finalTable, MAX_REDIRECTS, normalisePath } from './paths'

/** The collections a redirect may point at by reference, and each document's address. */
export const REFERENCE_COLLECTIONS = ['pages', 'erpz-blogs'] as const
export type ReferenceCollection = (typeof REFERENCE_COLLECTIONS)[number]

type StoredTarget = {
  type?: 'reference' | 'custom' | null
  url?: string | null
  reference?: { relationTo: string; value: unknown } | null
}

export type StoredRedirect = Pick<Redirect, 'id' | 'from' | 'to'>

const idOf = (value: unknown): number | string | null => {
  if (typeof value === 'number' || typeof value === 'string') return value
  if (typeof value === 'object' && value !== null && 'id' in value) return (value as { id: number | string }).id
  return null
}

/** The address of a page or post document (its published one, unless `draft`), or null when it has none. */
export async function addressOf(
  payload: Payload,
  collection: string,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<string | null> {
  if (collection === 'pages') {
    const page = await payload.findByID({ collection: 'pages', id, depth: 0, select: { path: true }, overrideAccess: true, disableErrors: true, req })
    return page ? DOCUMENT_ADDRESS.pages(page) : null
  }
  if (collection === 'erpz-blogs') {
    const post = await payload.findByID({ collection: 'erpz-blogs', id, depth: 0, select: { slug: true }, overrideAccess: true, disableErrors: true, req })
    return post ? DOCUMENT_ADDRESS['erpz-blogs'](post) : null
  }
  return null
}

/** Where a stored redirect points: its custom URL, or the referenced document's address (null when gone). */
export async function targetOf(payload: Payload, to: StoredTarget | null | undefined, req?: Partial<PayloadRequest>): Promise<string | null> {
  if (!to) return null
  if (to.type === 'reference') {
    const id = idOf(to.reference?.value)
    return to.reference && id !== null ? addressOf(payload, to.reference.relationTo, id, req) : null
  }
  return to.url ? to.url : null
}

/** Every redirect, `from` → where it points now (referenced documents resolved, in one query per collection). */
export async function loadRedirectEntries(payload: Payload, req?: Partial<PayloadRequest>): Promise<Array<[string, string, StoredRedirect]>> {
  const { docs: redirects } = await payload.find({ collection: 'redirects', depth: 0, limit: MAX_REDIRECTS, pagination: false, overrideAccess: true, req })
  const addresses = new Map<string, string | null>()
  for (const collection of REFERENCE_COLLECTIONS) {
    const ids = redirects
      .filter((r) => r.to?.type === 'reference' && r.to.reference?.relationTo === collection)
      .map((r) => idOf(r.to?.reference?.value))
      .filter((id): id is number | string => id !== null)
    if (ids.length === 0) continue
    if (collection === 'pages') {
      const found = await payload.find({ collection, where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, select: { path: true }, overrideAccess: true, req })
      for (const page of found.docs) addresses.set(`pages:${page.id}`, DOCUMENT_ADDRESS.pages(page))
    } else {
      const found = await payload.find({ collection, where: { id: { in: ids } }, depth: 0, limit: ids.length, pagination: false, select: { slug: true }, overrideAccess: true, req })
      for (const post of found.docs) addresses.set(`erpz-blogs:${post.id}`, DOCUMENT_ADDRESS['erpz-blogs'](post))
    }
  }
  const entries: Array<[string, string, StoredRedirect]> = []
  for (const redirect of redirects) {
    const to = redirect.to
    const target =
      to?.type === 'reference' ? addresses.get(`${to.reference?.relationTo}:${String(idOf(to.reference?.value))}`) : (to?.url ?? undefined)
    if (target) entries.push([normalisePath(redirect.from), target, redirect])
  }
  return entries
}

/** What the proxy answers from: each source path to its final target (src/server/redirects/lookup.ts). */
export async function loadRedirectTable(payload: Payload): Promise<Record<string, string>> {
  const entries = await loadRedirectEntries(payload)
  return finalTable(entries.map(([from, to]) => [from, to]))
}
