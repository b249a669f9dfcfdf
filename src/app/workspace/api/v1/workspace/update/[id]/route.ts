import { WorkspaceUpdateSchema } from '@/lib/validation/workspace'
import { readBody } from '@/server/api/body'
import { ApiError, respond } from '@/server/api/envelope'
import { route, type RouteContext } from '@/server/api/handler'
import { requireAccount } from '@/server/auth/session'
import { workspaceSummary } from '@/server/workspaces/records'
import { updateWorkspace, WORKSPACE_MESSAGES } from '@/server/workspaces/workspaces'

export const PUT = route(async (request, payload, context: RouteContext<{ id: string }>) => {
  const { id } = await context.params
  if (!id || !id.trim()) throw new ApiError(400, 'id is mandatory')
  const account = await requireAccount(payload, request)
  const changes = await readBody(request, WorkspaceUpdateSchema)
  // Ids are numbers here; anything else can't name a workspace.
  if (!/^\d{1,15}$/.test(id)) throw new ApiError(404, WORKSPACE_MESSAGES.notFound)
  const workspace = await updateWorkspace(payload, account, id, changes)
  return respond(200, workspaceSummary(workspace), WORKSPACE_MESSAGES.updated)
})
