import 'server-only'

import type { Payload } from 'payload'

import type { AuthEventType } from '@/collections/accounts'
import { logger } from '@/server/platform/log'

/** Appends to the auth audit log. A failure to log never fails the request itself. */
export async function recordAuthEvent(
  payload: Payload,
  event: { type: AuthEventType; account?: number | null; email?: string | null; ip?: string; detail?: string },
): Promise<void> {
  try {
    await payload.create({
      collection: 'auth-events',
      data: {
        type: event.type,
        account: event.account ?? undefined,
        email: event.email?.slice(0, 254),
        ip: event.ip,
        detail: event.detail?.slice(0, 500),
      },
      // Nothing reads the stored event back. Populating its account (the default depth) would be
      // one more query when the address has an account, and sign-in would take longer for those.
      depth: 0,
    })
  } catch (err) {
    logger.warn({ err, type: event.type }, 'could not write the auth audit log')
  }
}
