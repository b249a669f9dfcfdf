import * as z from './zod'

import { AUTH_MESSAGES, normalisedEmail } from './auth'
import { MAX_INVITATIONS_PER_REQUEST } from './messages'
import { INDUSTRY_IDS } from './onboarding-ids'
import { singleLine } from './shared'
import { WorkspaceNameSchema } from './workspace-name'

/** Record ids travel as strings; numeric ids from older clients are accepted too. */
export const RecordIdSchema = z.pipe(
  z.union([z.string().check(z.trim(), z.regex(/^\d{1,15}$/, 'Invalid id')), z.int().check(z.positive(), z.lte(1e15))], {
    error: 'Invalid id',
  }),
  z.transform((v) => String(v)),
)

export const WorkspaceCreateSchema = z.object({ name: WorkspaceNameSchema })

export const WorkspaceUpdateSchema = z
  .object({
    name: z.optional(WorkspaceNameSchema),
    company: z.optional(z.nullable(RecordIdSchema)),
  })

export const DomainCheckSchema = z.object({
  name: z.string({ error: 'name is required' }).check(z.overwrite(singleLine), z.maxLength(500)),
})

export const CompanyCreateSchema = z.object({
  name: z
    .string({ error: 'Company name is required' })
    .check(z.overwrite(singleLine), z.trim(), z.minLength(1, 'Company name is required'), z.maxLength(120, 'Company name must be at most 120 characters')),
  industryType: z.enum(INDUSTRY_IDS, { error: 'Please choose an industry' }),
  workspace: RecordIdSchema,
})

export { MAX_INVITATIONS_PER_REQUEST }

export const InvitationEmailSchema = normalisedEmail(AUTH_MESSAGES.email)

export const InvitationsAddBulkSchema = z.object({
  data: z
    .array(z.object({ email: InvitationEmailSchema }), { error: 'data must be a list of {email}' })
    .check(
      z.minLength(1, 'Add at least one email address'),
      z.maxLength(MAX_INVITATIONS_PER_REQUEST, `At most ${MAX_INVITATIONS_PER_REQUEST} invitations at a time`),
    ),
  workspace: z.optional(RecordIdSchema),
})

export const EmailSendSchema = z.object({
  template: z.literal('invitation', { error: 'Unknown email template' }),
  invitationId: RecordIdSchema,
})
