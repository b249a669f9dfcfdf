import 'server-only'

import { schedulePublishHandler, type SchedulePublishHandlerArgs } from '@payloadcms/ui/utilities/schedulePublishHandler'
import type { CollectionSlug, PayloadRequest, ServerFunction } from 'payload'

import { scheduleRefusalOf, type ScheduleAction } from './scheduled-publish-targets'

type Target = { collection?: string; global?: string; action: ScheduleAction }

/** What a schedule (or the cancel of one) is about: the drawer names the document, a cancel only the job. */
async function targetOf(req: PayloadRequest, args: SchedulePublishHandlerArgs): Promise<Target | null> {
  if (args.deleteID !== undefined) {
    const job = await req.payload.findByID({ collection: 'payload-jobs', id: args.deleteID, depth: 0, overrideAccess: true, disableErrors: true })
    const input = (job?.input ?? {}) as { doc?: { relationTo?: string }; global?: string }
    return job ? { collection: input.doc?.relationTo, global: input.global, action: 'cancel' } : null
  }
  return { collection: args.doc?.relationTo, global: args.global, action: args.type === 'unpublish' ? 'unpublish' : 'publish' }
}

/**
 * The admin's Schedule Publish drawer saves (and cancels) through this server function. Payload's
 * own handler checks only that the user may use the admin; a collection may refuse some users
 * (`custom.scheduleRefusal`, e.g. policies: admins only, decision 173). Refused, nothing is queued
 * and the drawer shows the message (src/components/admin/schedule-errors.tsx).
 */
export const schedulePublish: ServerFunction<SchedulePublishHandlerArgs> = async (args) => {
  const { req } = args
  if (req.user) {
    const target = await targetOf(req, args)
    const config = target?.collection ? req.payload.collections[target.collection as CollectionSlug]?.config : target?.global ? req.payload.config.globals.find((g) => g.slug === target.global) : undefined
    const refusal = target && config ? scheduleRefusalOf(config)?.(req.user, target.action) : null
    if (refusal) {
      req.payload.logger.info({ user: req.user.id, target }, 'schedule refused')
      return { error: refusal }
    }
  }
  return schedulePublishHandler(args)
}

/** The admin's server functions we answer ourselves (src/app/(payload)/layout.tsx passes them to Payload). */
export const ADMIN_SERVER_FUNCTIONS = { 'schedule-publish': schedulePublish }
