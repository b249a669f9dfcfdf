/**
 * The one home of HTTP status words: the SPEC §8 status texts the browser shows when a response
 * carries no message of its own, and the workspace API envelope's status strings and default
 * messages (its wire contract, which says more than the catalogue: 409, 413, 415, 429). No zod.
 */

const NO_PERMISSION = 'The admin does not have permission please try to login again.'

/** SPEC §8 status texts, word for word (capitalised as a toast shows them). */
export const SPEC_STATUS_TEXTS: Readonly<Record<number, string>> = {
  200: 'Data returned',
  201: 'Created or modified',
  202: 'Queued in the background',
  204: 'Deleted',
  400: 'Bad request, nothing changed',
  401: NO_PERMISSION,
  403: 'Authorised but forbidden',
  404: 'Record does not exist',
  406: 'Format unavailable',
  410: 'Permanently deleted',
  422: 'Validation error on create',
  500: 'Server error',
  502: 'Gateway error',
  503: 'Service unavailable',
  504: 'Gateway timeout',
}

/** The status text of a response without a message. */
export function statusText(status: number): string {
  return SPEC_STATUS_TEXTS[status] ?? (status >= 500 ? 'Server error' : `Request failed (${status})`)
}

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

/**
 * The envelope's default messages: the SPEC §8 texts as sentences, plus the statuses the catalogue
 * leaves out. 500 is "Internal server error", what SPEC §8 says the wrappers rethrow.
 */
export const API_STATUS_MESSAGES: Record<HttpStatus, string> = {
  200: 'Data returned.',
  201: 'Created or modified.',
  400: 'Bad request, nothing changed.',
  401: NO_PERMISSION,
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
