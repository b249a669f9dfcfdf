/**
 * The SPEC §8 status texts the browser shows when a response carries no message of its own. The
 * server's statuses, envelope strings and default messages are its error catalogue,
 * `src/server/platform/api/errors.ts`. No zod.
 */

/** SPEC §8's 401 text, also the workspace API's default message for it. */
export const NO_PERMISSION = 'The admin does not have permission please try to login again.'

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
