import 'server-only'

import { schedulePublishHandler, type SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'
import { canAccessAdmin, type CollectionSlug, type PayloadRequest, type ServerFunction } from 'payload'

import { documentId, mayUpdate, type UpdateTarget } from '../admin/may-update'
import { isScheduled, scheduleRefusalOf, type ScheduleAction } from './targets'

export const SCHEDULE_NOT_ALLOWED =
  'You cannot schedule this: only someone who may edit the document can schedule its publish or unpublish, or cancel a schedule.'

export const SCHEDULE_GONE = 'This schedule no longer exists: it was cancelled or has already run.'

const TASK = 'schedulePublish'

/** What a schedule (or the cancel of one) is about, or the reason the request names nothing valid. */
type Target = (UpdateTarget & { action: ScheduleAction }) | { invalid: string }

const fromInput = (doc: { relationTo?: unknown; value?: unknown } | undefined, global: unknown, action: ScheduleAction): Target => {
  if (doc && global === undefined && typeof doc.relationTo === 'string') return { collection: doc.relationTo, id: doc.value, action }
  if (!doc && typeof global === 'string') return { global, action }
  return { invalid: 'A schedule names one document or one global.' }
}

/** The drawer names the document it schedules; a cancel names only the job, whose input names it. */
async function targetOf(req: PayloadRequest, args: SchedulePublishHandlerArgs): Promise<Target> {
  if (args.deleteID !== undefined) {
    if (args.doc || args.global) return { invalid: 'A cancel names only the schedule to cancel.' }
    const job = await req.payload.findByID({ collection: 'payload-jobs', id: args.deleteID, depth: 0, overrideAccess: true, disableErrors: true, req })
    if (!job || job.taskSlug !== TASK || job.completedAt) return { invalid: SCHEDULE_GONE }
    const input = (job.input ?? {}) as { doc?: { relationTo?: unknown; value?: unknown }; global?: unknown }
    return fromInput(input.doc, input.global, 'cancel')
  }
  if (args.type !== 'publish' && args.type !== 'unpublish') return { invalid: 'Choose whether to publish or unpublish.' }
  if (!(args.date instanceof Date) || Number.isNaN(args.date.getTime())) return { invalid: 'Choose the date and time of the schedule.' }
  return fromInput(args.doc, args.global, args.type)
}

/**
 * The admin's Schedule Publish drawer saves (and cancels) through this server function. Payload's
 * own handler checks only that the user may use the admin, so any staff role could cancel anyone's
 * schedule by its (sequential) id. Here a schedule and a cancel both need the right to update the
 * document or global it is for (the collection's own rule, as a REST update), on a collection or
 * global that has scheduled publishing; a collection may refuse more (`custom.scheduleRefusal`,
 * e.g. policies: admins only, decision 173). Refused, nothing is queued or deleted and the drawer
 * shows the message (src/components/admin/schedule-errors.tsx).
 */
export const schedulePublish: ServerFunction<SchedulePublishHandlerArgs, Promise<unknown>> = async (args) => {
  const { req } = args
  await canAccessAdmin({ req })
  const target = await targetOf(req, args)
  if ('invalid' in target) return { error: target.invalid }
  const collection = 'collection' in target ? req.payload.collections[target.collection as CollectionSlug]?.config : undefined
  const global = 'global' in target ? req.payload.config.globals.find((g) => g.slug === target.global) : undefined
  const config = collection ?? global
  const slug = 'collection' in target ? target.collection : target.global
  if (!config || !isScheduled(collection ? 'collection' : 'global', slug)) return { error: `${slug} has no scheduled publishing.` }
  const refusal = (await mayUpdate(req, target)) ? scheduleRefusalOf(config)?.(req.user, target.action) : SCHEDULE_NOT_ALLOWED
  if (refusal) {
    req.payload.logger.info({ user: req.user?.id, target }, 'schedule refused')
    return { error: refusal }
  }
  if (args.deleteID !== undefined) {
    // Deleted here rather than by Payload's handler, which also queues an empty job after a cancel.
    await req.payload.delete({ collection: 'payload-jobs', where: { and: [{ id: { equals: args.deleteID } }, { taskSlug: { equals: TASK } }] }, overrideAccess: true, req })
    return { message: req.i18n.t('general:success') }
  }
  const doc = collection && 'collection' in target ? { relationTo: collection.slug, value: String(documentId(req, collection.slug, target.id)) } : undefined
  return schedulePublishHandler({ ...args, doc, global: global?.slug })
}
