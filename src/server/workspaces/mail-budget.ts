import 'server-only'

import type { Account } from '@/payload-types'
import { LIMIT_MESSAGES } from '@/server/accounts/config'
import { ApiError } from '@/server/platform/api/errors'
import { invitationMail } from '@/server/auth/limits'

/**
 * Charges `count` invitation emails to the account's daily budget before any is sent; a request
 * that doesn't fit is refused whole (429), so a partial batch never goes out.
 */
export async function chargeInvitationMail(account: Account, count: number): Promise<void> {
  if (count === 0) return
  const result = await invitationMail.consume(`account:${account.id}`, count)
  if (result.allowed) return
  throw new ApiError('rate_limited', LIMIT_MESSAGES.invitations, { retryAfter: result.retryAfterSeconds }, { 'retry-after': String(result.retryAfterSeconds) })
}
