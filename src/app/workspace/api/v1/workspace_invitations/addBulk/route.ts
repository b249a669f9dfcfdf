import { InvitationsAddBulkSchema } from '@/lib/validation/workspace'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { requireAccount } from '@/server/auth/session'
import { INVITATION_MESSAGES, inviteToWorkspace } from '@/server/workspaces/invitations'

export const POST = route(async (request, payload) => {
  const account = await requireAccount(payload, request)
  const input = await readBody(request, InvitationsAddBulkSchema)
  const result = await inviteToWorkspace(payload, account, input.data.map((row) => row.email), input.workspace)
  return respond(201, result, INVITATION_MESSAGES.sent)
})
