import { workspaceEnvelope } from '@/server/platform/api/envelope'
import { ApiError } from '@/server/platform/api/errors'
import { endpoint } from '@/server/endpoint'

/** `PUT /workspace/update/` without an id (SPEC §7). */
export const PUT = endpoint({ envelope: workspaceEnvelope }, async () => {
  throw new ApiError('bad_request', 'id is mandatory')
})
