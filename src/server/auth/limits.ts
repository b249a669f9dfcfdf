import 'server-only'

import { env } from '@/env'
import { ACCOUNT_LIMITS, LOCK_MINUTES, MAX_FAILED_LOGINS } from '@/server/accounts/config'
import { Limit } from '@/server/http/rate-limit'

const DAY_S = 24 * 60 * 60

/** Auth POSTs per client per minute (register, login, forgot and reset password). */
export const authLimit = new Limit({ name: 'auth', points: env.AUTH_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 })

/**
 * Wrong passwords per email address, known or not: an address that exists and one that doesn't
 * lock alike, so the answer tells nobody which addresses have accounts.
 */
export const loginFailures = new Limit({ name: 'login-failures', points: MAX_FAILED_LOGINS, durationSeconds: LOCK_MINUTES * 60 })

/** Wrong current passwords on change-password, per account. */
export const changePasswordFailures = new Limit({ name: 'change-password-failures', ...ACCOUNT_LIMITS.changePasswordFailures })

/** Invitation emails per inviting account per day. */
export const invitationMail = new Limit({ name: 'invitation-mail', points: ACCOUNT_LIMITS.invitationsPerAccountPerDay, durationSeconds: DAY_S })

/** Emails per recipient address per day, whoever asks for them. */
export const recipientMail = new Limit({ name: 'recipient-mail', points: ACCOUNT_LIMITS.mailsPerRecipientPerDay, durationSeconds: DAY_S })

/** CMS sign-in and forgot-password requests per client per minute (Payload's own REST routes). */
export const cmsLoginLimit = new Limit({ name: 'cms-login', points: ACCOUNT_LIMITS.cmsLoginPerMinute, durationSeconds: 60 })
