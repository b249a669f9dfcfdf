/** SPEC §8 status texts, used when a response carries no message of its own. */
const STATUS_TEXTS: Record<number, string> = {
  200: 'Data returned',
  201: 'Created or modified',
  202: 'Queued in the background',
  204: 'Deleted',
  400: 'Bad request, nothing changed',
  401: 'The admin does not have permission please try to login again.',
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

export function statusText(status: number): string {
  return STATUS_TEXTS[status] ?? (status >= 500 ? 'Server error' : `Request failed (${status})`)
}
