import * as z from './zod'

import { AUTH_MESSAGES } from './auth'
import { INDUSTRY_IDS } from './onboarding-ids'
import { WorkspaceNameSchema } from './workspace-name'

/** Record ids travel as strings; numeric ids from older clients are accepted too. */
export const RecordIdSchema = z
  .union([z.string().trim().regex(/^\d{1,15}$/, 'Invalid id'), z.number().int().positive().max(1e15)], {
    error: 'Invalid id',
  })
  .transform((v) => String(v))

export const WorkspaceCreateSchema = z.object({ name: WorkspaceNameSchema })

export const WorkspaceUpdateSchema = z
  .object({
    name: WorkspaceNameSchema.optional(),
    company: RecordIdSchema.nullable().optional(),
  })

export const DomainCheckSchema = z.object({ name: z.string({ error: 'name is required' }).max(500) })

export const CompanyCreateSchema = z.object({
  name: z.string({ error: 'Company name is required' }).trim().min(1, 'Company name is required').max(120, 'Company name must be at most 120 characters'),
  industryType: z.enum(INDUSTRY_IDS, { error: 'Please choose an industry' }),
  workspace: RecordIdSchema,
})

export const MAX_INVITATIONS_PER_REQUEST = 50

export const InvitationEmailSchema = z.string().trim().toLowerCase().pipe(z.email(AUTH_MESSAGES.email).max(254, AUTH_MESSAGES.email))

export const InvitationsAddBulkSchema = z.object({
  data: z
    .array(z.object({ email: InvitationEmailSchema }), { error: 'data must be a list of {email}' })
    .min(1, 'Add at least one email address')
    .max(MAX_INVITATIONS_PER_REQUEST, `At most ${MAX_INVITATIONS_PER_REQUEST} invitations at a time`),
  workspace: RecordIdSchema.optional(),
})

export const EmailSendSchema = z.object({
  template: z.literal('invitation', { error: 'Unknown email template' }),
  invitationId: RecordIdSchema,
})
