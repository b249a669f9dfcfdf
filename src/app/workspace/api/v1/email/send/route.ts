import { EmailSendSchema } from '@/lib/validation/workspace'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { endpoint } from '@/server/endpoint'
import { chargeInvitationMail } from '@/server/workspaces/mail-budget'
import { INVITATION_MESSAGES, resendInvitation } from '@/server/workspaces/invitations'

/** Sends one of our own templates only; recipients come from stored records, never the body. */
export const POST = endpoint(
  { envelope: workspaceEnvelope, auth: 'account', body: EmailSendSchema },
  async ({ payload, account, body }) => {
    await chargeInvitationMail(account, 1)
    return respond(200, await resendInvitation(payload, account, body.invitationId), INVITATION_MESSAGES.resent)
  },
)
