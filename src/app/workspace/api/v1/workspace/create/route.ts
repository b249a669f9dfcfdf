import { WorkspaceCreateSchema } from '@/lib/validation/workspace'
import { readBody } from '@/server/api/body'
import { respond } from '@/server/api/envelope'
import { route } from '@/server/api/handler'
import { requireAccount } from '@/server/auth/session'
import { workspaceSummary } from '@/server/workspaces/records'
import { createWorkspace, WORKSPACE_MESSAGES } from '@/server/workspaces/workspaces'

export const POST = route(async (request, payload) => {
  const account = await requireAccount(payload, request)
  const { name } = await readBody(request, WorkspaceCreateSchema)
  const { workspace, created } = await createWorkspace(payload, account, name)
  return created
    ? respond(201, workspaceSummary(workspace), WORKSPACE_MESSAGES.created)
    : respond(200, workspaceSummary(workspace), WORKSPACE_MESSAGES.alreadyYours)
})
