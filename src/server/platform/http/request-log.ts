import 'server-only'

/**
 * Requests whose access-log line must not carry the client address: they store anonymous data, and
 * a line with the address and a millisecond timestamp beside a stored row of the same moment would
 * tie that row to a person again (issue 42; the analytics beacon stores a daily visitor id in place
 * of the address, decision 180).
 */
const ANONYMOUS_ROUTES = new Set(['POST /analytics/event'])

/**
 * The `client` field of the request log line of `method pathname` (the path without its query):
 * the address, or undefined where the route stores anonymous data. Pure, for scripts/serve.ts.
 */
export function requestLogClient(method: string, pathname: string, address: string): string | undefined {
  return ANONYMOUS_ROUTES.has(`${method.toUpperCase()} ${pathname}`) ? undefined : address
}
