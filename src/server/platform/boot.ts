import 'server-only'

import { AsyncResource } from 'node:async_hooks'
import crypto from 'node:crypto'

import { safeEqual } from '@/server/platform/safe-equal'

/**
 * How our server (scripts/serve.ts) starts the app's background work (decision 187): once it
 * listens, it posts to this route with a secret only this process knows, and the route starts the
 * outbox worker in the module graph the server loads for routes anyway (decision 080's memory
 * reason). A plain HTTP request through Next.js's public routing, instead of loading the route's
 * compiled file and calling Next.js's private `ensureUserland`. Anyone else gets a 404.
 */
export const WORKER_START_PATH = '/outbox-worker'
export const WORKER_START_HEADER = 'x-erpz-worker-start'

/**
 * Side door (decision 187): both graphs (the server's and the app's) see the one secret through
 * this global. Set here by scripts/serve.ts, checked by src/app/outbox-worker/route.ts.
 */
const SECRET = Symbol.for('erpz.worker-start.secret')

/** True when the request carries this process's secret: it came from our own server. */
export function isWorkerStartRequest(request: Request): boolean {
  const secret = (globalThis as Record<symbol, unknown>)[SECRET]
  const given = request.headers.get(WORKER_START_HEADER)
  return typeof secret === 'string' && given !== null && safeEqual(given, secret)
}

type Scope = <T>(work: () => T) => T

/** A runner bound to the server's own context, outside every request (set with the secret; decision 187). */
const OUTSIDE_REQUESTS = Symbol.for('erpz.worker-start.outside-requests')

/**
 * Called by the server at start-up, outside any request: makes this process's secret and remembers
 * this context, so the route can start the worker in it rather than in its own request's.
 */
export function prepareWorkerStart(): string {
  const global = globalThis as Record<symbol, unknown>
  global[OUTSIDE_REQUESTS] ??= AsyncResource.bind(<T>(work: () => T): T => work())
  global[SECRET] ??= crypto.randomBytes(32).toString('base64url')
  return global[SECRET] as string
}

/**
 * Runs `work` in the server's start-up context. The worker's timers live for the process; started
 * inside the route's request they would carry that request's async context (Next.js's request
 * store, our request id) for ever, and a publish they make would revalidate the cache through a
 * request that has long ended, so other instances would never hear of it.
 */
export function outsideRequests<T>(work: () => T): T {
  const scope = (globalThis as Record<symbol, unknown>)[OUTSIDE_REQUESTS] as Scope | undefined
  if (!scope) throw new Error('prepareWorkerStart() was not called by the server')
  return scope(work)
}
