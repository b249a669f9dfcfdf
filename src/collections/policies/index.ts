import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeChangeHook,
  type CollectionBeforeOperationHook,
  type CollectionConfig,
  type Where,
} from 'payload'

import { isPolicySlug, POLICY_SLUGS } from '../../lib/policies'
import type { Policy } from '../../payload-types'
import { revalidateOutsideRequest } from '../../server/blog/tags'
import type { ScheduleRefusal } from '../../server/platform/scheduled-publish/targets'
import { POLICY_TAGS, policyPaths } from '../../server/policies/tags'
import { adminOnly, editorsOnly, hasRole, publishedOrEditor } from '../access'
import { updatedByField } from '../updated-by'
import { policyEditor } from './editor'

export const PUBLISH_REFUSED =
  'Only an admin can publish a policy. Save your changes as a draft (Save Draft) and ask an admin to publish them.'

export const UNPUBLISH_REFUSED = 'Only an admin can unpublish a policy. It stays published; ask an admin to unpublish it.'

export const SCHEDULE_REFUSED =
  'Only an admin can schedule a policy to be published or unpublished. Save your changes as a draft (Save Draft) and ask an admin to schedule them.'

export const CANCEL_REFUSED = 'Only an admin can cancel a scheduled publish or unpublish of a policy. Ask an admin to cancel it.'

function forbidden(message: string): APIError {
  const error = new APIError(message, 403, null, true)
  // Payload answers an error's message only when it has a name, and in the production bundle the
  // class names are minified away (src/collections/media/hooks.ts does the same).
  error.name = 'Forbidden'
  return error
}

/**
 * Editors draft policies; only admins publish them (issue 31). Refused on the server whatever
 * sent it (the admin's Publish button, REST, a version restored as published, a scheduled publish
 * that runs as the editor who scheduled it): a write that leaves the document published. A draft
 * save is `_status: 'draft'` (Payload sets it before this hook); a write without `_status` on a
 * published policy would change the live text, so it counts as publishing too.
 */
const onlyAdminsPublish: CollectionBeforeChangeHook<Policy> = ({ data, originalDoc, req }) => {
  // No user: the server's own writes (the seed, scripts). Visitors never get here (access refuses them).
  if (!req.user) return data
  const status = data._status ?? originalDoc?._status ?? 'draft'
  if (status === 'published' && !hasRole(req.user, 'admin')) throw forbidden(PUBLISH_REFUSED)
  return data
}

type WriteArgs = { id?: number | string; where?: Where; draft?: boolean; data?: { _status?: string | null } }

/**
 * ... nor unpublish them (decision 173). An unpublish writes `_status: 'draft'` to the document
 * itself; a draft save writes the same data to a new version only. A collection hook sees the
 * same data for both, so this is told apart before the operation, where Payload's `draft` argument
 * still is: a non-admin's update or version restore without `draft` that leaves a published
 * policy unpublished is refused (a publish is refused by `onlyAdminsPublish`). Also what a scheduled
 * unpublish an editor queued meets when it fires (it runs as them, decision 155).
 */
const onlyAdminsUnpublish: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'update' && operation !== 'restoreVersion') return args
  if (!req.user || hasRole(req.user, 'admin')) return args
  const write = args as WriteArgs
  // A draft save or a version restored as a draft: only a version is written, the page keeps its text.
  if (write.draft) return args
  let where: Where
  if (operation === 'restoreVersion') {
    if (write.id === undefined) return args
    const version = await req.payload.findVersionByID({ collection: 'policies', id: String(write.id), depth: 0, overrideAccess: true, disableErrors: true, req })
    // A published version restored publishes: onlyAdminsPublish refuses that with its own message.
    if (!version || version.version._status === 'published') return args
    const parent: unknown = version.parent
    where = { id: { equals: typeof parent === 'object' && parent !== null ? (parent as { id: number }).id : parent } }
  } else {
    // No `_status`: the write keeps the status (onlyAdminsPublish refuses it on a published policy).
    if (write.data?._status !== 'draft') return args
    if (write.id !== undefined) where = { id: { equals: write.id } }
    else if (write.where) where = write.where
    else return args
  }
  const live = await req.payload.count({ collection: 'policies', where: { and: [where, { _status: { equals: 'published' } }] }, overrideAccess: true, req })
  if (live.totalDocs > 0) throw forbidden(UNPUBLISH_REFUSED)
  return args
}

/** The schedule drawer, for a non-admin: refused when saved (src/server/platform/scheduled-publish/server-functions.ts). */
const scheduleRefusal: ScheduleRefusal = (user, action) => {
  if (hasRole(user, 'admin')) return null
  return action === 'cancel' ? CANCEL_REFUSED : SCHEDULE_REFUSED
}

async function revalidatePolicies(slugs: string[]): Promise<void> {
  const known = slugs.filter(isPolicySlug)
  const tags = [POLICY_TAGS.all, ...known.map(POLICY_TAGS.policy)]
  const paths = [...known.flatMap(policyPaths), '/sitemap.xml']
  try {
    const { revalidatePath, revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    for (const path of paths) revalidatePath(path)
  } catch {
    // No request store: the scheduled-publish loop (decision 155), or a script with no cache.
    await revalidateOutsideRequest(tags, paths)
  }
}

const revalidateAfterChange: CollectionAfterChangeHook<Policy> = async ({ doc, previousDoc, req }) => {
  if (req.context.skipRevalidate) return doc
  const previous: Partial<Policy> | undefined = previousDoc
  // A draft saved over a draft changes nothing a visitor sees.
  if (doc._status !== 'published' && previous?._status !== 'published') return doc
  await revalidatePolicies([doc.slug, previous?.slug].filter((s): s is string => Boolean(s)))
  return doc
}

const revalidateAfterDelete: CollectionAfterDeleteHook<Policy> = async ({ doc, req }) => {
  if (!req.context.skipRevalidate) await revalidatePolicies([doc.slug])
  return doc
}

/** The five legal policies, each a document with versions (issue 31; decisions 163 and 164). */
export const Policies: CollectionConfig = {
  slug: 'policies',
  labels: { singular: 'Policy', plural: 'Policies' },
  admin: {
    useAsTitle: 'title',
    group: 'Site',
    defaultColumns: ['title', 'slug', 'lastUpdated', '_status'],
    description: 'Privacy, terms, cookies, refunds and shipping. Editors save drafts; an admin publishes.',
  },
  defaultSort: 'title',
  // Editors may not schedule a policy's publish or unpublish, nor cancel an admin's (decision 173).
  custom: { scheduleRefusal },
  versions: {
    // Scheduled publish/unpublish: on because SCHEDULED_PUBLISH lists this collection (decision 155).
    drafts: { autosave: false, validate: false },
    maxPerDoc: 50,
  },
  access: { read: publishedOrEditor, create: editorsOnly, update: editorsOnly, delete: adminOnly, readVersions: editorsOnly },
  hooks: {
    beforeOperation: [onlyAdminsUnpublish],
    beforeChange: [onlyAdminsPublish],
    afterChange: [revalidateAfterChange],
    afterDelete: [revalidateAfterDelete],
  },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 120 },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 64,
      admin: {
        position: 'sidebar',
        description: `The page's address: ${POLICY_SLUGS.map((s) => `/${s}`).join(', ')} are served.`,
      },
      // A copy needs an address of its own (the slug is unique).
      hooks: { beforeDuplicate: [({ value }) => `${String(value ?? 'policy')}-copy-${Date.now().toString(36)}`.slice(0, 64)] },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lowercase letters, digits and single hyphens only (for example privacy-policy).',
    },
    {
      name: 'lastUpdated',
      label: 'Last updated',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'MMMM d, yyyy' }, description: 'Shown as “Last updated” on the page and in the PDF.' },
    },
    { name: 'body', type: 'richText', required: true, editor: policyEditor },
    updatedByField,
  ],
}
