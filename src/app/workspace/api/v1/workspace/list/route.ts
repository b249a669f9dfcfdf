import { respond, workspaceEnvelope } from '@/server/platform/api/envelope'
import { endpoint } from '@/server/endpoint'
import { listWorkspaces, ListRequestSchema } from '@/server/workspaces/list'

export const POST = endpoint(
  { envelope: workspaceEnvelope, auth: 'account', body: ListRequestSchema },
  async ({ payload, account, body }) => respond(200, await listWorkspaces(payload, account, body)),
)
