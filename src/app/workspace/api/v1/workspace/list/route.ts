import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { requireAccount } from '@/server/auth/session'
import { listWorkspaces, ListRequestSchema } from '@/server/workspaces/list'

export const POST = route(async (request, payload) => {
  const account = await requireAccount(payload, request)
  const input = await readBody(request, ListRequestSchema)
  return respond(200, await listWorkspaces(payload, account, input))
})
