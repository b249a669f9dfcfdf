import { WorkspaceUpdateSchema } from '@/lib/validation/workspace'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { ApiError } from '@/server/platform/api/errors'
import { endpoint } from '@/server/endpoint'
import { workspaceSummary } from '@/server/workspaces/records'
import { updateWorkspace, WORKSPACE_MESSAGES } from '@/server/workspaces/workspaces'

export const PUT = endpoint<{ id: string }, typeof WorkspaceUpdateSchema, 'account'>(
  { envelope: workspaceEnvelope, auth: 'account', body: WorkspaceUpdateSchema },
  async ({ payload, account, body, params: { id } }) => {
    if (!id || !id.trim()) throw new ApiError('bad_request', 'id is mandatory')
    // Ids are numbers here; anything else can't name a workspace.
    if (!/^\d{1,15}$/.test(id)) throw new ApiError('not_found', WORKSPACE_MESSAGES.notFound)
    const workspace = await updateWorkspace(payload, account, id, body)
    return respond(200, workspaceSummary(workspace), WORKSPACE_MESSAGES.updated)
  },
)
