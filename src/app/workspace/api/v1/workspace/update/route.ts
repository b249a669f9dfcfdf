import { ApiError, workspaceEnvelope } from '@/server/api/envelope'
import { endpoint } from '@/server/http/endpoint'

/** `PUT /workspace/update/` without an id (SPEC §7). */
export const PUT = endpoint({ envelope: workspaceEnvelope }, async () => {
  throw new ApiError(400, 'id is mandatory')
})
