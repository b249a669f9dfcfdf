import * as z from './zod'

import { AUTH_MESSAGES, MAX_INVITATIONS_PER_REQUEST, MIN_PASSWORD_LENGTH } from './messages'

export { AUTH_MESSAGES, MIN_PASSWORD_LENGTH }

/** A trimmed, lower-cased email address (at most 254 characters). */
export const normalisedEmail = (message: string) =>
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email(message).check(z.maxLength(254, message)))

const email = normalisedEmail(AUTH_MESSAGES.email)

/** A password a person chooses (still plain text, in the browser). */
export const NewPasswordSchema = z.string().check(z.minLength(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordLength))

/** `confirmPassword` must repeat `password`; the message goes on the confirmation field. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  { message: AUTH_MESSAGES.passwordMismatch, path: ['confirmPassword'] },
)

/** The onboarding sign-up form (browser side; the password is still plain text here). */
export const SignUpSchema = z
  .object({ email, password: NewPasswordSchema, confirmPassword: NewPasswordSchema })
  .check(passwordsMatch)
export type SignUpInput = z.input<typeof SignUpSchema>
export type SignUpOutput = z.output<typeof SignUpSchema>

/** The onboarding sign-in form (browser side). */
export const SignInSchema = z.object({
  email,
  password: z.string().check(z.minLength(1, AUTH_MESSAGES.passwordRequired)),
})
export type SignInInput = z.input<typeof SignInSchema>
export type SignInOutput = z.output<typeof SignInSchema>

/** The onboarding reset-password form (browser side). */
export const ResetPasswordSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: NewPasswordSchema })
  .check(passwordsMatch)
export type ResetPasswordValues = z.input<typeof ResetPasswordSchema>

/**
 * What travels on the wire instead of the password: its MD5 as 32 hex characters (SPEC §5).
 * The server treats this value as the password; see docs/decisions/040.
 */
export const WirePasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .check(z.regex(/^[0-9a-fA-F]{32}$/, 'Password must be sent as 32 hexadecimal characters (MD5)'), z.toLowerCase())

const invitationCode = z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200)))

export const RegisterRequestSchema = z.object({
  email,
  password: WirePasswordSchema,
  invitation_code: invitationCode,
  /** Where the sign-up came from (issue 29): parsed leniently on the server, like a lead form's. */
  meta: z.optional(z.unknown()),
})

export const LoginRequestSchema = z.object({
  username: email,
  password: WirePasswordSchema,
  invitation_code: invitationCode,
})

export const ForgotPasswordRequestSchema = z.object({ email })

export const ResetPasswordRequestSchema = z.object({
  token: z
    .string({ error: 'Reset token is required' })
    .check(z.trim(), z.minLength(1, 'Reset token is required'), z.maxLength(200)),
  password: WirePasswordSchema,
})

export const ChangePasswordRequestSchema = z.object({
  oldPassword: WirePasswordSchema,
  newPassword: WirePasswordSchema,
})

export const EmailSchema = email

/** The progress screen's invite rows: blank entries are dropped, the rest must be emails; duplicates collapse. */
export const InviteesSchema = z.pipe(
  z.pipe(
    z.array(z.string()),
    z.transform((rows) => rows.map((row) => row.trim().toLowerCase()).filter((row) => row !== '')),
  ),
  z.pipe(
    z.array(z.email({ error: AUTH_MESSAGES.email })).check(z.maxLength(MAX_INVITATIONS_PER_REQUEST)),
    z.transform((emails) => [...new Set(emails)]),
  ),
)
