import { WorkspaceCreateSchema } from '@/lib/validation/workspace'
import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { endpoint } from '@/server/endpoint'
import { workspaceSummary } from '@/server/workspaces/records'
import { createWorkspace, WORKSPACE_MESSAGES } from '@/server/workspaces/workspaces'

export const POST = endpoint(
  { envelope: workspaceEnvelope, auth: 'account', body: WorkspaceCreateSchema },
  async ({ payload, account, body }) => {
    const { workspace, created } = await createWorkspace(payload, account, body.name)
    return created
      ? respond(201, workspaceSummary(workspace), WORKSPACE_MESSAGES.created)
      : respond(200, workspaceSummary(workspace), WORKSPACE_MESSAGES.alreadyYours)
  },
)
