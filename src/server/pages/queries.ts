import 'server-only'

import type { Payload } from 'payload'

import type { Page } from '../../payload-types'

/** The published page at `path`, or null. Depth 1: its share image. */
export async function getPublishedPage(payload: Payload, path: string): Promise<Page | null> {
  const found = await payload.find({
    collection: 'pages',
    where: { and: [{ path: { equals: path } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 1,
    overrideAccess: false,
    pagination: false,
  })
  return found.docs[0] ?? null
}

/** The latest version (a draft or published) of the page at `path`, for previews. */
export async function getLatestPage(payload: Payload, path: string): Promise<Page | null> {
  const found = await payload.find({ collection: 'pages', where: { path: { equals: path } }, draft: true, limit: 1, depth: 1, pagination: false })
  return found.docs[0] ?? null
}

export type PageListing = { path: string; updatedAt: string; noindex: boolean; showInNav: boolean; title: string }

/** Every published page: the sitemap and the navigation read it. */
export async function listPublishedPages(payload: Payload, limit = 1000): Promise<PageListing[]> {
  const found = await payload.find({
    collection: 'pages',
    where: { _status: { equals: 'published' } },
    limit,
    depth: 0,
    sort: 'path',
    overrideAccess: false,
    pagination: false,
    select: { path: true, updatedAt: true, meta: { noindex: true }, showInNav: true, title: true },
  })
  return found.docs
    .filter((doc): doc is typeof doc & { path: string } => typeof doc.path === 'string')
    .map((doc) => ({ path: doc.path, updatedAt: doc.updatedAt, noindex: Boolean(doc.meta?.noindex), showInNav: Boolean(doc.showInNav), title: doc.title }))
}
