import { EmailSendSchema } from '@/lib/validation/workspace'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { requireAccount } from '@/server/auth/session'
import { INVITATION_MESSAGES, resendInvitation } from '@/server/workspaces/invitations'

/** Sends one of our own templates only; recipients come from stored records, never the body. */
export const POST = route(async (request, payload) => {
  const account = await requireAccount(payload, request)
  const input = await readBody(request, EmailSendSchema)
  const invitation = await resendInvitation(payload, account, input.invitationId)
  return respond(200, invitation, INVITATION_MESSAGES.resent)
})
