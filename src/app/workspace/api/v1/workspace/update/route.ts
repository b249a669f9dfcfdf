import { workspaceEnvelope } from '@/server/api/envelope'
import { ApiError } from '@/server/api/errors'
import { endpoint } from '@/server/http/endpoint'

/** `PUT /workspace/update/` without an id (SPEC §7). */
export const PUT = endpoint({ envelope: workspaceEnvelope }, async () => {
  throw new ApiError('bad_request', 'id is mandatory')
})
