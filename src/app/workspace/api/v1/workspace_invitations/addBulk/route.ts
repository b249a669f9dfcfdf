import { InvitationsAddBulkSchema } from '@/lib/validation/workspace'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { endpoint } from '@/server/endpoint'
import { chargeInvitationMail } from '@/server/workspaces/mail-budget'
import { INVITATION_MESSAGES, inviteToWorkspace } from '@/server/workspaces/invitations'

export const POST = endpoint(
  { envelope: workspaceEnvelope, auth: 'account', body: InvitationsAddBulkSchema },
  async ({ payload, account, body }) => {
    const emails = body.data.map((row) => row.email)
    await chargeInvitationMail(account, new Set(emails).size)
    return respond(201, await inviteToWorkspace(payload, account, emails, body.workspace), INVITATION_MESSAGES.sent)
  },
)
