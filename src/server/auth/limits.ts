import 'server-only'

import { env } from '@/env'
import { ACCOUNT_LIMITS, LIMIT_MESSAGES, SIGN_IN_POLICY } from '@/server/accounts/config'
import type { RecipientGuard } from '@/server/platform/email/send'
import { Limit } from '@/server/platform/http/rate-limit'

import { SignInGuard } from './sign-in-guard'

const DAY_S = 24 * 60 * 60

/** Auth POSTs per client per minute (register, login, forgot and reset password). */
export const authLimit = new Limit({ name: 'auth', points: env.AUTH_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 })

/**
 * Wrong passwords of workspace accounts, per address and client (decision 151): an address that
 * exists and one that doesn't lock alike, so the answer tells nobody which addresses have accounts.
 */
export const accountSignIn = new SignInGuard('accounts', SIGN_IN_POLICY)

/** Wrong passwords of CMS users (`/api/users/login`), per address and client, in place of Payload's per-user lock. */
export const cmsSignIn = new SignInGuard('cms', SIGN_IN_POLICY)

/** Wrong current passwords on change-password, per account. */
export const changePasswordFailures = new Limit({ name: 'change-password-failures', ...ACCOUNT_LIMITS.changePasswordFailures })

/** Invitation emails per inviting account per day. */
export const invitationMail = new Limit({ name: 'invitation-mail', points: ACCOUNT_LIMITS.invitationsPerAccountPerDay, durationSeconds: DAY_S })

/** Emails per recipient address per day, whoever asks for them. */
export const recipientMail = new Limit({ name: 'recipient-mail', points: ACCOUNT_LIMITS.mailsPerRecipientPerDay, durationSeconds: DAY_S })

/** What every email to an address someone typed is sent with (`sendTemplateEmail`). */
export const perRecipient: RecipientGuard = { limit: recipientMail, refusal: LIMIT_MESSAGES.recipient }

/** CMS sign-in, password reset and unlock requests per client per minute (Payload's own REST routes). */
export const cmsLoginLimit = new Limit({ name: 'cms-login', points: env.AUTH_RATE_LIMIT_PER_MINUTE, durationSeconds: 60 })
