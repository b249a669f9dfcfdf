import { errorResponse } from '@/server/platform/api/envelope'
import { ApiError } from '@/server/platform/api/errors'

/** Unknown workspace API endpoints answer with the envelope rather than the site's 404 page. */
const notFound = async () => errorResponse(new ApiError('not_found', 'This API endpoint does not exist.'))

export const GET = notFound
export const POST = notFound
export const PUT = notFound
export const PATCH = notFound
export const DELETE = notFound
