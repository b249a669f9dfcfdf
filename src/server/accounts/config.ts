import 'server-only'

/** Account security limits (not shown in the SPEC; chosen here, see docs/decisions/044 and 151). */
export const LOCK_MINUTES = 15

/**
 * Failed sign-ins, per address and client, never per address alone (decision 151). The workspace
 * accounts and the CMS users each count with these numbers, apart.
 */
export const SIGN_IN_POLICY = {
  /** Wrong passwords one client may try for one address before it is refused for that address. */
  failuresPerClient: 5,
  /** The window of every failure count, and the longest a client stays locked. */
  lockMinutes: LOCK_MINUTES,
  /** Wrong passwords for one address from all clients together before unknown clients are slowed down. */
  failuresPerAccount: 100,
  /** Once slowed down: one attempt per address per this many seconds from clients it does not know. */
  slowLaneSeconds: 10,
  /** How long a client stays known to an address after it signed in (or used the reset link) there. */
  knownClientDays: 14,
} as const
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password',
  locked: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
  slowedDown: 'Too many sign-in attempts for this email address right now. Please try again in a few seconds, or reset your password.',
  registered: 'Your account has been created.',
  loggedIn: 'Signed in successfully.',
  loggedOut: 'You have been signed out.',
  forgotPassword: 'If an account exists for this email, we have sent a link to reset the password.',
  resetInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  resetDone: 'Your password has been reset. Please sign in with the new password.',
  wrongOldPassword: 'The current password is incorrect.',
  passwordChanged: 'Your password has been changed.',
  socialEmailTaken:
    'An account with this email already exists. Please sign in with your email and password instead.',
} as const

/** Per-client and per-account budgets the spec leaves open (decision 071). */
export const ACCOUNT_LIMITS = {
  /** A wrong current password on change-password, per account, before it answers 429. */
  changePasswordFailures: { points: 5, durationSeconds: 15 * 60 },
  /** Invitation emails (new and resent) one account may send per day. */
  invitationsPerAccountPerDay: 50,
  /** Emails of any kind one address may be sent by the workspace API per day. */
  mailsPerRecipientPerDay: 5,
} as const

export const LIMIT_MESSAGES = {
  changePassword: 'Too many wrong passwords. Please try again in 15 minutes.',
  invitations: 'Too many invitations sent today. Please try again tomorrow.',
  recipient: 'This address has been sent enough emails today. Please try again tomorrow.',
} as const
