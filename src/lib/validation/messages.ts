/**
 * The one home of the rules' words and numbers: SPEC §5 messages, limits and the workspace-name
 * rules. No zod here, so a screen that only shows a message or checks a name as it is typed does
 * not load a schema library (decision 066); the schemas beside this file are built from it.
 */

/** SPEC §5 wording, shared by every form that takes an email address. */
export const EMAIL_MESSAGE = 'Please enter a valid email address'

/** Messages from SPEC §5, word for word. */
export const AUTH_MESSAGES = {
  email: EMAIL_MESSAGE,
  passwordLength: 'Password must be at least 8 characters',
  passwordMismatch: 'Passwords do not match',
  passwordRequired: 'Please enter your password',
} as const

export const MIN_PASSWORD_LENGTH = 8

/** The invitations API's addBulk limit (issue 6); the progress screen offers no more rows. */
export const MAX_INVITATIONS_PER_REQUEST = 50

/** A workspace name is one DNS label under .erpz.in (SPEC §9: at least 3 characters). */
export const WORKSPACE_NAME_LENGTH = { min: 3, max: 63 } as const

/** What the API answers for a name that breaks a rule (the `WorkspaceNameSchema` messages). */
export const WORKSPACE_NAME_MESSAGES = {
  tooShort: 'Workspace URL must be at least 3 characters',
  tooLong: 'Workspace URL must be at most 63 characters',
  characters: 'Workspace URL can only contain lowercase letters, numbers and hyphens',
  hyphen: 'Workspace URL cannot start or end with a hyphen',
  punycode: 'Workspace URL cannot contain two hyphens in the third and fourth positions',
  reserved: 'This workspace URL is reserved. Please choose another.',
  taken: 'This workspace URL is already taken. Please choose another.',
} as const

/**
 * What the workspace-url screen shows under the field while the name is typed (it speaks to the
 * person at the keyboard; the API's messages above name the field).
 */
export const WORKSPACE_NAME_HINTS = {
  tooShort: `Use at least ${WORKSPACE_NAME_LENGTH.min} characters.`,
  tooLong: `Use at most ${WORKSPACE_NAME_LENGTH.max} characters.`,
  characters: 'Use only lowercase letters (a–z), numbers and hyphens.',
  hyphen: 'The workspace URL cannot start or end with a hyphen.',
  punycode: 'The workspace URL cannot have "--" as its third and fourth characters.',
} as const

/** Trims and lower-cases, as the workspace-url screen does before checking (SPEC §5). */
export const normalizeWorkspaceName = (value: string): string => value.trim().toLowerCase()

/**
 * The DNS label rules, in the order they are reported: 3–63 of a-z 0-9 -, no hyphen at either
 * end, no `--` in the third and fourth positions (`xn--` and the other internationalised prefixes).
 */
export const WORKSPACE_NAME_RULES = {
  tooShort: (name: string) => name.length >= WORKSPACE_NAME_LENGTH.min,
  tooLong: (name: string) => name.length <= WORKSPACE_NAME_LENGTH.max,
  characters: (name: string) => /^[a-z0-9-]*$/.test(name),
  hyphen: (name: string) => !name.startsWith('-') && !name.endsWith('-'),
  punycode: (name: string) => name.slice(2, 4) !== '--',
} as const satisfies Record<keyof typeof WORKSPACE_NAME_HINTS, (name: string) => boolean>

export type WorkspaceNameRule = keyof typeof WORKSPACE_NAME_RULES

/** The first DNS rule a (normalised) name breaks, or null when it may be checked for availability. */
export function brokenWorkspaceNameRule(name: string): WorkspaceNameRule | null {
  for (const rule of Object.keys(WORKSPACE_NAME_RULES) as WorkspaceNameRule[]) {
    if (!WORKSPACE_NAME_RULES[rule](name)) return rule
  }
  return null
}

export type WorkspaceNameProblem = 'too-short' | 'invalid'

/** The screen's view of `brokenWorkspaceNameRule`: too short (not yet an error) or invalid, with its hint. */
export function workspaceNameProblem(name: string): { kind: WorkspaceNameProblem; message: string } | null {
  const rule = brokenWorkspaceNameRule(name)
  if (!rule) return null
  return { kind: rule === 'tooShort' ? 'too-short' : 'invalid', message: WORKSPACE_NAME_HINTS[rule] }
}

/** Upper bounds the spec leaves open: generous for people, small enough that nobody posts a megabyte. */
export const MAX_LENGTH = {
  name: 100,
  email: 254,
  company: 150,
  phone: 40,
  message: 5000,
} as const

/**
 * Envelope fields every lead post carries besides the form's own: the honeypot (must be present
 * and empty), the signed form token, and where the visitor came from.
 */
export const HONEYPOT_FIELD = 'website'
export const FORM_TOKEN_FIELD = 'formToken'
export const META_FIELD = 'meta'
