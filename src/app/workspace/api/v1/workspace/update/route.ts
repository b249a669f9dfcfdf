import { ApiError } from '@/server/api/envelope'
import { route } from '@/server/api/handler'

/** `PUT /workspace/update/` without an id (SPEC §7). */
export const PUT = route(async () => {
  throw new ApiError(400, 'id is mandatory')
})
