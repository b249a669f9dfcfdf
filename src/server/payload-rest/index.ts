import 'server-only'

import type { SanitizedConfig } from 'payload'

import { checkRestRequest, resolveRestRoute, type RestRoute } from './request'

export { checkRestRequest, resolveRestRoute, type RestRejection, type RestRoute } from './request'

type RouteContext = { params: Promise<{ slug?: string[] }> }
type RestHandler = (request: Request, context: RouteContext) => Promise<Response>

/**
 * A per-client check that runs before Payload (e.g. a limiter on `/api/users/login`): it sees the
 * request and the endpoint Payload will run, and answers a Response to stop the request there.
 */
export type RestGuard = (request: Request, route: RestRoute) => Promise<Response | null> | Response | null

const isMethodOverride = (request: Request) =>
  request.method === 'POST' &&
  (request.headers.get('x-payload-http-method-override') === 'GET' || request.headers.get('x-http-method-override') === 'GET')

/**
 * Wraps one of Payload's REST handlers (`REST_GET(config)` …): resolves the endpoint, runs the
 * guard, rejects malformed ids and queries with Payload's own error shape, then lets Payload answer.
 */
export function withPayloadRest(
  config: Promise<SanitizedConfig>,
  handler: RestHandler,
  { guard }: { guard?: RestGuard } = {},
): RestHandler {
  return async (request, context) => {
    const sanitized = await config
    const segments = (await context.params).slug ?? []
    const url = new URL(request.url)
    let method = request.method
    let search = url.search
    // Payload reads a GET's query from a form body when the admin sends a long query as POST.
    if (isMethodOverride(request)) {
      method = 'GET'
      if (request.headers.get('content-type') === 'application/x-www-form-urlencoded') {
        search = `${search}&${await request.clone().text()}`
      }
    }
    const route = resolveRestRoute(sanitized, method, segments)
    if (guard) {
      const answer = await guard(request, route)
      if (answer) return answer
    }
    const rejection = checkRestRequest(sanitized, route, search, segments)
    if (rejection) return Response.json({ errors: [{ message: rejection.message }] }, { status: rejection.status })
    return handler(request, context)
  }
}
