/** Account security limits (not shown in the SPEC; chosen here, see docs/decisions/044). */
export const MAX_FAILED_LOGINS = 10
export const LOCK_MINUTES = 15
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000

export const ACCOUNT_MESSAGES = {
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  invalidCredentials: 'Invalid email or password',
  locked: 'Too many failed sign-in attempts. Please try again in 15 minutes.',
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
