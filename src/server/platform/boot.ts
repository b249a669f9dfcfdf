import 'server-only'

import crypto from 'node:crypto'

import { safeEqual } from '@/server/auth/safe-equal'

/**
 * How our server (scripts/serve.ts) starts the app's background work (decision 187): once it
 * listens, it posts to this route with a secret only this process knows, and the route starts the
 * outbox worker in the module graph the server loads for routes anyway (decision 080's memory
 * reason). A plain HTTP request through Next.js's public routing, instead of loading the route's
 * compiled file and calling Next.js's private `ensureUserland`. Anyone else gets a 404.
 */
export const WORKER_START_PATH = '/outbox-worker'
export const WORKER_START_HEADER = 'x-erpz-worker-start'

/** Both graphs (the server's and the app's) see the one secret through this global. */
const SECRET = Symbol.for('erpz.worker-start.secret')

/** This process's secret, made on first use (by the server, before it listens). */
export function workerStartSecret(): string {
  const global = globalThis as Record<symbol, unknown>
  if (typeof global[SECRET] !== 'string') global[SECRET] = crypto.randomBytes(32).toString('base64url')
  return global[SECRET] as string
}

/** True when the request carries this process's secret: it came from our own server. */
export function isWorkerStartRequest(request: Request): boolean {
  const secret = (globalThis as Record<symbol, unknown>)[SECRET]
  const given = request.headers.get(WORKER_START_HEADER)
  return typeof secret === 'string' && given !== null && safeEqual(given, secret)
}
