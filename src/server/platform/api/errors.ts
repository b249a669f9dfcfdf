import 'server-only'

import { NO_PERMISSION } from '@/lib/validation/status-texts'

/**
 * The one error catalogue of our APIs (as dub's `lib/api/errors.ts`): each code's HTTP status, the
 * status string of the workspace API envelope (SPEC §8) and the default message. The workspace
 * envelope, the site's form envelope, the redeliver actions and the CSV exports all answer from
 * it; an endpoint may word a message its own way, never change the status.
 */
export const ERRORS = {
  bad_request: { status: 400, envelopeStatus: 'BAD_REQUEST', message: 'Bad request, nothing changed.' },
  unauthenticated: { status: 401, envelopeStatus: 'UNAUTHORIZED', message: NO_PERMISSION },
  forbidden: { status: 403, envelopeStatus: 'FORBIDDEN', message: 'Authorised but forbidden.' },
  not_found: { status: 404, envelopeStatus: 'NOT_FOUND', message: 'Record does not exist.' },
  conflict: { status: 409, envelopeStatus: 'CONFLICT', message: 'The record already exists.' },
  payload_too_large: { status: 413, envelopeStatus: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large.' },
  unsupported_media_type: { status: 415, envelopeStatus: 'UNSUPPORTED_MEDIA_TYPE', message: 'The request body must be JSON.' },
  invalid_input: { status: 422, envelopeStatus: 'VALIDATION_ERROR', message: 'Validation error.' },
  rate_limited: { status: 429, envelopeStatus: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.' },
  // What SPEC §8 says the wrappers rethrow.
  internal_error: { status: 500, envelopeStatus: 'SERVER_ERROR', message: 'Internal server error' },
  unavailable: { status: 503, envelopeStatus: 'SERVICE_UNAVAILABLE', message: 'Service unavailable.' },
} as const

export type ErrorCode = keyof typeof ERRORS

/** Per-endpoint wording of the codes it answers with, where it differs from the catalogue's. */
export type ErrorMessages = Partial<Record<ErrorCode, string>>

/** A failure a route reports in its envelope; anything else thrown becomes `internal_error`. */
export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    message?: string,
    readonly data: unknown = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message ?? ERRORS[code].message)
    this.name = 'ApiError'
  }

  get httpStatus(): number {
    return ERRORS[this.code].status
  }
}

/**
 * How one API puts an `ApiError` on the wire (the workspace API's `{ status, message, data }`, the
 * site's `{ ok: false, message }`); each of our two APIs keeps its own shape.
 */
export type ErrorRenderer = {
  /** Where a schema problem with the whole body goes in `fieldErrors`. */
  rootKey: string
  render: (error: ApiError) => Response
}
