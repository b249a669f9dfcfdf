import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import type { Page } from '../../payload-types'
import { PAGE_TAGS } from '../../server/pages/tags'
import { revalidateBlog } from '../blog/hooks'

/**
 * Drops the cached page (and the sitemap) when a published page changes, is unpublished (also by
 * a scheduled unpublish, outside a request: revalidateBlog falls back to revalidateOutsideRequest,
 * decision 155) or is deleted. Saving a draft of an unpublished page changes nothing public.
 */
export const revalidatePageAfterChange: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req }) => {
  if (req.context.skipRevalidate) return doc
  const previous: Partial<Page> | undefined = previousDoc
  if (doc._status !== 'published' && previous?._status !== 'published') return doc
  const paths = [...new Set([doc.path, previous?.path].filter((p): p is string => Boolean(p)))]
  // `all` too: the sitemap and the navigation list the published pages.
  await revalidateBlog([PAGE_TAGS.all, ...paths.map(PAGE_TAGS.page)], [...paths, '/sitemap.xml'])
  return doc
}

/**
 * A page whose address changed takes its subpages along: each is saved again, which computes its
 * path from the parent's new one (and so on down, at most MAX_DEPTH levels).
 */
export const movePageChildren: CollectionAfterChangeHook<Page> = async ({ doc, previousDoc, req, operation }) => {
  if (operation !== 'update' || !previousDoc?.path || previousDoc.path === doc.path) return doc
  const children = await req.payload.find({ collection: 'pages', where: { parent: { equals: doc.id } }, depth: 0, limit: 200, pagination: false, draft: true, req })
  for (const child of children.docs) {
    await req.payload.update({ collection: 'pages', id: child.id, data: {}, depth: 0, req, overrideAccess: true, context: req.context })
  }
  return doc
}

export const revalidatePageAfterDelete: CollectionAfterDeleteHook<Page> = async ({ doc, req }) => {
  if (req.context.skipRevalidate) return doc
  await revalidateBlog([PAGE_TAGS.all, ...(doc.path ? [PAGE_TAGS.page(doc.path)] : [])], [...(doc.path ? [doc.path] : []), '/sitemap.xml'])
  return doc
}

/** How long a page from Create New that nobody typed into is kept. */
export const ABANDONED_DRAFT_MS = 60 * 60 * 1000

/**
 * Create New on Pages makes a draft before the editor types anything (Payload's create view, with
 * autosave); one left untouched keeps no title and no slug. The same editor's next Create New
 * deletes theirs that are over an hour old (decision 198), so none stays behind. Only the latest
 * version tells whether a page is untouched: a draft's saves never reach the page's own row.
 */
export const deleteAbandonedDrafts: CollectionAfterChangeHook<Page> = async ({ doc, operation, req }) => {
  const user = req.user
  if (operation !== 'create' || doc.title || !user || user.collection !== 'users') return doc
  const abandoned = await req.payload.find({
    collection: 'pages',
    draft: true,
    where: {
      and: [
        { id: { not_equals: doc.id } },
        { updatedBy: { equals: user.id } },
        { title: { exists: false } },
        { slug: { exists: false } },
        { _status: { equals: 'draft' } },
        { createdAt: { less_than: new Date(Date.now() - ABANDONED_DRAFT_MS).toISOString() } },
      ],
    },
    depth: 0,
    limit: 20,
    pagination: false,
    req,
    overrideAccess: true,
  })
  if (abandoned.docs.length === 0) return doc
  await req.payload.delete({ collection: 'pages', where: { id: { in: abandoned.docs.map((page) => page.id) } }, req, overrideAccess: true })
  return doc
}
