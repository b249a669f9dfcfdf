import * as z from './zod'

/** Messages from SPEC §5, word for word. */
export const AUTH_MESSAGES = {
  email: 'Please enter a valid email address',
  passwordLength: 'Password must be at least 8 characters',
  passwordMismatch: 'Passwords do not match',
  passwordRequired: 'Please enter your password',
} as const

export const MIN_PASSWORD_LENGTH = 8

const email = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.email).max(254, AUTH_MESSAGES.email))

/** The onboarding sign-up form (browser side; the password is still plain text here). */
export const SignUpSchema = z
  .object({
    email,
    password: z.string().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordLength),
    confirmPassword: z.string().min(MIN_PASSWORD_LENGTH, AUTH_MESSAGES.passwordLength),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: AUTH_MESSAGES.passwordMismatch,
    path: ['confirmPassword'],
  })
export type SignUpInput = z.input<typeof SignUpSchema>

/** The onboarding sign-in form (browser side). */
export const SignInSchema = z.object({
  email,
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
})
export type SignInInput = z.input<typeof SignInSchema>

/**
 * What travels on the wire instead of the password: its MD5 as 32 hex characters (SPEC §5).
 * The server treats this value as the password; see docs/decisions/040.
 */
export const WirePasswordSchema = z
  .string({ error: AUTH_MESSAGES.passwordRequired })
  .regex(/^[0-9a-fA-F]{32}$/, 'Password must be sent as 32 hexadecimal characters (MD5)')
  .transform((v) => v.toLowerCase())

const invitationCode = z.string().trim().min(1).max(200).optional()

export const RegisterRequestSchema = z.object({
  email,
  password: WirePasswordSchema,
  invitation_code: invitationCode,
})

export const LoginRequestSchema = z.object({
  username: email,
  password: WirePasswordSchema,
  invitation_code: invitationCode,
})

export const ForgotPasswordRequestSchema = z.object({ email })

export const ResetPasswordRequestSchema = z.object({
  token: z.string({ error: 'Reset token is required' }).trim().min(1, 'Reset token is required').max(200),
  password: WirePasswordSchema,
})

export const ChangePasswordRequestSchema = z.object({
  oldPassword: WirePasswordSchema,
  newPassword: WirePasswordSchema,
})

export const EmailSchema = email
