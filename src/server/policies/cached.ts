import 'server-only'

import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import { isPolicySlug, type PolicySlug } from '@/lib/policies'
import config from '@/payload.config'
import type { Policy } from '@/payload-types'
import { renderLexical } from '@/server/blog/render'

import { POLICY_TAGS } from './tags'

const DAY = 60 * 60 * 24

/** A published policy as the page and its PDF show it. */
export type PublishedPolicy = {
  slug: PolicySlug
  title: string
  /** ISO date (the day it was last updated). */
  lastUpdated: string
  /** The body as HTML (escaped, only the editor's node types: src/server/blog/render.ts). */
  html: string
  /** The body as Lexical JSON, for the PDF. */
  body: Policy['body']
  updatedAt: string
}

/** The published version of a policy, or null (none published, or not one of the five). */
export async function loadPublishedPolicy(slug: string): Promise<PublishedPolicy | null> {
  if (!isPolicySlug(slug)) return null
  const payload = await getPayload({ config })
  const found = await payload.find({
    collection: 'policies',
    where: { slug: { equals: slug }, _status: { equals: 'published' } },
    limit: 1,
    depth: 0,
    draft: false,
    overrideAccess: false,
  })
  const doc = found.docs[0]
  if (!doc) return null
  return {
    slug,
    title: doc.title,
    lastUpdated: doc.lastUpdated,
    html: renderLexical(doc.body).html,
    body: doc.body,
    updatedAt: doc.updatedAt,
  }
}

/**
 * What the public policy pages read: cached under the `policies` tag and the policy's own, which
 * the collection's hooks drop on publish, unpublish and delete (also from the scheduled-publish
 * loop, outside a request). Nothing runs at build time.
 */
export const cachedPolicy = (slug: string) =>
  unstable_cache(async () => loadPublishedPolicy(slug), ['policy', slug], {
    tags: [POLICY_TAGS.all, POLICY_TAGS.policy(slug)],
    revalidate: DAY,
  })()
