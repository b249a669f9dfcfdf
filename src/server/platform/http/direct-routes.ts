import 'server-only'

/**
 * Routes our own server (scripts/serve.ts) answers without Next.js's request pipeline
 * (decision 184). A route's handler is the same web `Request → Response` function its App Router
 * route exports; registering it here lets the production server call it directly, which costs a
 * fraction of Next.js's routing, rendering context and response plumbing. Only for endpoints hit
 * on every page view that need none of that (the analytics beacon's).
 *
 * The registry lives on `globalThis` because the server and the app are different module graphs:
 * the app's side registers from src/app/outbox-worker (loaded when our server starts the worker).
 */
export type DirectHandler = (request: Request) => Promise<Response>

// Side door (decision 184): on `globalThis` because the app's graph registers (src/app/outbox-worker)
// and scripts/serve.ts, a graph of its own (decision 187), looks up.
const REGISTRY = Symbol.for('erpz.direct-routes')

const registry = (): Map<string, DirectHandler> => {
  const global = globalThis as Record<symbol, unknown>
  if (!(global[REGISTRY] instanceof Map)) global[REGISTRY] = new Map<string, DirectHandler>()
  return global[REGISTRY] as Map<string, DirectHandler>
}

const routeKey = (method: string, pathname: string) => `${method.toUpperCase()} ${pathname}`

export function registerDirectRoute(method: string, pathname: string, handler: DirectHandler): void {
  registry().set(routeKey(method, pathname), handler)
}

/** The handler registered for exactly this method and path (no query), if any. */
export function directRoute(method: string, pathname: string): DirectHandler | undefined {
  return registry().get(routeKey(method, pathname))
}
