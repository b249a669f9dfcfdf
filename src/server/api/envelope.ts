import 'server-only'

import { API_STATUS_MESSAGES, type HttpStatus, STATUS_STRINGS } from '@/lib/validation/status-texts'

export { type HttpStatus, STATUS_STRINGS }

export type Envelope<T = unknown> = { status: string; message: string; data: T }

/** A failure a route reports as an envelope; anything else thrown becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: Exclude<HttpStatus, 200 | 201>,
    message?: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? API_STATUS_MESSAGES[httpStatus])
    this.name = 'ApiError'
  }
}

export function respond<T>(
  httpStatus: HttpStatus,
  data: T,
  message?: string,
  headers: Record<string, string> = {},
): Response {
  const body: Envelope<T> = { status: STATUS_STRINGS[httpStatus], message: message ?? API_STATUS_MESSAGES[httpStatus], data }
  return Response.json(body, { status: httpStatus, headers: { 'cache-control': 'no-store', ...headers } })
}

export const errorResponse = (error: ApiError): Response =>
  respond(error.httpStatus, error.data, error.message, error.headers)

/** The workspace and auth API's envelope `{ status, message, data }` (SPEC §8). */
export const workspaceEnvelope = { rootKey: '_', render: errorResponse }
