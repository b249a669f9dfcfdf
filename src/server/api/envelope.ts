import 'server-only'

/** Status strings of the workspace API envelope `{ status, message, data }`. */
export const STATUS_STRINGS = {
  200: 'SUCCESS',
  201: 'SUCCESS',
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  429: 'TOO_MANY_REQUESTS',
  500: 'SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
} as const
export type HttpStatus = keyof typeof STATUS_STRINGS

/** Default messages: the status texts of SPEC §8. */
export const STATUS_TEXTS: Record<HttpStatus, string> = {
  200: 'Data returned.',
  201: 'Created or modified.',
  400: 'Bad request, nothing changed.',
  401: 'The admin does not have permission please try to login again.',
  403: 'Authorised but forbidden.',
  404: 'Record does not exist.',
  409: 'The record already exists.',
  413: 'The request body is too large.',
  415: 'The request body must be JSON.',
  422: 'Validation error.',
  429: 'Too many requests. Please try again later.',
  500: 'Internal server error',
  503: 'Service unavailable.',
}

export type Envelope<T = unknown> = { status: string; message: string; data: T }

/** A failure a route reports as an envelope; anything else thrown becomes a 500. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: Exclude<HttpStatus, 200 | 201>,
    message?: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? STATUS_TEXTS[httpStatus])
    this.name = 'ApiError'
  }
}

export function respond<T>(
  httpStatus: HttpStatus,
  data: T,
  message?: string,
  headers: Record<string, string> = {},
): Response {
  const body: Envelope<T> = { status: STATUS_STRINGS[httpStatus], message: message ?? STATUS_TEXTS[httpStatus], data }
  return Response.json(body, { status: httpStatus, headers: { 'cache-control': 'no-store', ...headers } })
}

export const errorResponse = (error: ApiError): Response =>
  respond(error.httpStatus, error.data, error.message, error.headers)

/** The workspace and auth API's envelope `{ status, message, data }` (SPEC §8). */
export const workspaceEnvelope = { rootKey: '_', render: errorResponse }
