import 'server-only'

import { buildFormStateHandler } from '@payloadcms/ui/utilities/buildFormState'
import type { BuildFormStateArgs, ServerFunction } from 'payload'

import { schedulePublish } from '../scheduled-publish/server-functions'
import { mayLock } from './document-locks'

/**
 * The admin's form state, with locking only for a user who may update the document: Payload's
 * handler creates or renews the lock of whatever the request names (`returnLockStatus`), for any
 * user of the admin, straight through the database adapter. A user who may only read it gets its
 * form state without a lock.
 */
const formState: typeof buildFormStateHandler = async (args) => {
  if (args.returnLockStatus && !(await mayLock(args.req, args))) return buildFormStateHandler({ ...args, returnLockStatus: false })
  return buildFormStateHandler(args)
}

/** The admin's server functions we answer ourselves (src/app/(payload)/layout.tsx passes them to Payload). */
export const ADMIN_SERVER_FUNCTIONS: Record<string, ServerFunction<BuildFormStateArgs> | typeof schedulePublish> = {
  'form-state': formState,
  'schedule-publish': schedulePublish,
}
