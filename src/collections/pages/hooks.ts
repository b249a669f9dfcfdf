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
