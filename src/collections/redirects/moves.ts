import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { logger } from '../../server/platform/log'
import { DOCUMENT_ADDRESS, targetPath } from '../../server/redirects/paths'
import { REDIRECTS_SLUG } from './index'

/**
 * A published page or post whose address changes leaves a 301 behind (issue 31, decision 171);
 * one published where it was not live (a first publish) takes its address back from a redirect.
 *
 * Drafts are saved as versions only (Payload leaves the document's own row alone until a publish),
 * so the row still holds the address visitors know: read before the save, compared after it. A
 * document that was not published before (a first publish, an unpublished one) leaves nothing.
 */

type Addressed = { collection: 'pages' | 'erpz-blogs'; address: (doc: Record<string, unknown>) => string | null }

const PAGES: Addressed = { collection: 'pages', address: DOCUMENT_ADDRESS.pages }
const POSTS: Addressed = { collection: 'erpz-blogs', address: DOCUMENT_ADDRESS['erpz-blogs'] }

const KNOWN = 'redirects:publishedAddress'

type Known = Record<string, string | null>
const known = (req: PayloadRequest): Known => ((req.context[KNOWN] ??= {}) as Known)

const remember =
  ({ collection, address }: Addressed): CollectionBeforeChangeHook =>
  async ({ data, originalDoc, operation, req }) => {
    // A draft save changes nothing visitors see (Payload set its status before the hooks).
    if (operation !== 'update' || !originalDoc?.id || data._status === 'draft') return data
    const row = await req.payload.db.findOne<Record<string, unknown> & { id: number | string }>({ collection, where: { id: { equals: originalDoc.id } }, req })
    known(req)[`${collection}:${String(originalDoc.id)}`] = row && row._status === 'published' ? address(row) : null
    return data
  }

const leaveRedirect =
  ({ collection, address }: Addressed): CollectionAfterChangeHook =>
  async ({ doc, operation, req }) => {
    const key = `${collection}:${String(doc.id)}`
    const before = operation === 'update' ? known(req)[key] : null
    delete known(req)[key]
    const now = address(doc as Record<string, unknown>)
    if (!now || doc._status !== 'published') return doc
    if (before && before !== now) await recordMove(req, before, now)
    // Published where it was not live before: a redirect from its address would hide it.
    else if (!before) await removeRedirectsFrom(req, now)
    return doc
  }

/** Redirects from `address` go: a page or post now lives there (the proxy answers redirects first). */
async function removeRedirectsFrom(req: PayloadRequest, address: string): Promise<void> {
  const common = { req, overrideAccess: true, depth: 0, context: req.context } as const
  const shadowing = await req.payload.find({ collection: REDIRECTS_SLUG, where: { from: { equals: address } }, limit: 10, pagination: false, ...common })
  for (const redirect of shadowing.docs) {
    logger.info({ from: address, redirect: redirect.id }, 'redirect removed: a page or post now lives at its address')
    await req.payload.delete({ collection: REDIRECTS_SLUG, id: redirect.id, ...common })
  }
}

/**
 * `from` now lives at `to`: a redirect from `to` would hide the document and goes; redirects that
 * led to `from` lead to `to` (no chain); `from` itself redirects to `to`.
 */
export async function recordMove(req: PayloadRequest, from: string, to: string): Promise<void> {
  const payload = req.payload
  const common = { req, overrideAccess: true, depth: 0, context: req.context } as const
  await removeRedirectsFrom(req, to)
  const custom = await payload.find({ collection: REDIRECTS_SLUG, where: { 'to.type': { equals: 'custom' } }, limit: 0, pagination: false, ...common })
  for (const redirect of custom.docs) {
    const url = redirect.to?.url ?? ''
    if (targetPath(url) !== from) continue
    await payload.update({ collection: REDIRECTS_SLUG, id: redirect.id, data: { to: { type: 'custom', url: to } }, ...common })
  }
  const existing = await payload.find({ collection: REDIRECTS_SLUG, where: { from: { equals: from } }, limit: 1, pagination: false, ...common })
  const data = { from, to: { type: 'custom' as const, url: to } }
  if (existing.docs[0]) await payload.update({ collection: REDIRECTS_SLUG, id: existing.docs[0].id, data, ...common })
  else await payload.create({ collection: REDIRECTS_SLUG, data, ...common })
}

export const rememberPageAddress = remember(PAGES)
export const redirectPageMove = leaveRedirect(PAGES)
export const rememberPostAddress = remember(POSTS)
export const redirectPostMove = leaveRedirect(POSTS)
