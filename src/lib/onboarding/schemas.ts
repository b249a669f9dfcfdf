/**
 * Browser-side schemas of the onboarding forms, messages from SPEC §5 word for word. Sign-up and
 * sign-in are the schemas the API validates with (src/lib/validation/auth.ts).
 */
import * as z from '@/lib/validation/zod'

import {
  NewPasswordSchema,
  normalisedEmail,
  passwordsMatch,
  SignInSchema,
  type SignInInput,
  SignUpSchema,
  type SignUpInput,
} from '@/lib/validation/auth'
import { normalizeWorkspaceName } from '@/lib/validation/workspace-name'

import { MAX_INVITEES, MIN_WORKSPACE_NAME_LENGTH } from './config'

export const EMAIL_MESSAGE = 'Please enter a valid email address'
export const PASSWORD_REQUIRED_MESSAGE = 'Please enter your password'
export const WORKSPACE_TAKEN_MESSAGE = 'This workspace URL is already taken. Please choose another.'

export { SignInSchema, SignUpSchema }
export type SignUpValues = SignUpInput
export type SignInValues = SignInInput
export type SignUpOutput = z.output<typeof SignUpSchema>
export type SignInOutput = z.output<typeof SignInSchema>

export const EmailSchema = normalisedEmail(EMAIL_MESSAGE)

export const ResetPasswordSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: NewPasswordSchema })
  .check(passwordsMatch)
export type ResetPasswordValues = z.input<typeof ResetPasswordSchema>

export { normalizeWorkspaceName }

export type WorkspaceNameProblem = 'too-short' | 'invalid'

/**
 * DNS label rules for the workspace host, as the server applies them (WorkspaceNameSchema):
 * 3–63 of a-z 0-9 -, no hyphen at either end, no `--` in the third and fourth positions (`xn--`).
 * Returns null when the name may be checked for availability.
 */
export function workspaceNameProblem(name: string): { kind: WorkspaceNameProblem; message: string } | null {
  if (name.length < MIN_WORKSPACE_NAME_LENGTH) {
    return { kind: 'too-short', message: `Use at least ${MIN_WORKSPACE_NAME_LENGTH} characters.` }
  }
  if (name.length > 63) return { kind: 'invalid', message: 'Use at most 63 characters.' }
  if (!/^[a-z0-9-]+$/.test(name)) {
    return { kind: 'invalid', message: 'Use only lowercase letters (a–z), numbers and hyphens.' }
  }
  if (name.startsWith('-') || name.endsWith('-')) {
    return { kind: 'invalid', message: 'The workspace URL cannot start or end with a hyphen.' }
  }
  if (name.slice(2, 4) === '--') {
    return { kind: 'invalid', message: 'The workspace URL cannot have "--" as its third and fourth characters.' }
  }
  return null
}

/** Invite rows: blank entries are dropped, the rest must be emails; duplicates collapse. */
export const InviteesSchema = z.pipe(
  z.pipe(
    z.array(z.string()),
    z.transform((rows) => rows.map((row) => row.trim().toLowerCase()).filter((row) => row !== '')),
  ),
  z.pipe(
    z.array(z.email({ error: EMAIL_MESSAGE })).check(z.maxLength(MAX_INVITEES)),
    z.transform((emails) => [...new Set(emails)]),
  ),
)
