/**
 * Runs cache work outside the request that asked for it (docs/decisions/213).
 *
 * Every timer keeps the async context it was created in: the stores of each AsyncLocalStorage,
 * which during a page render are the render itself (React's request, its streams and elements,
 * Next.js's work store). The Redis cache handler arms a one-second `AbortSignal.timeout()` for
 * each Redis call, three or more per page, and such a timer cannot be cleared: each one kept its
 * whole render alive for a second after the page was sent. Under the hostile soak that was about
 * 600 finished renders at any moment, 30–40 MB of live heap more than the same soak without Redis.
 *
 * The server creates a scope before Next.js loads (scripts/serve.ts), while no request exists;
 * cache calls run in it, so the timers they arm hold nothing of the request. Without that scope
 * (the build, a test that loads a handler directly) the call runs as it is.
 */
import { AsyncResource } from 'node:async_hooks'

const ROOT_SCOPE = Symbol.for('erpz.cacheRootScope')
const scopes = /** @type {{ [ROOT_SCOPE]?: AsyncResource }} */ (globalThis)

/** Called once at the server's start, before any request: the context cache calls run in. */
export function markRootScope() {
  scopes[ROOT_SCOPE] ??= new AsyncResource('erpz-cache-root')
}

/**
 * @template T
 * @param {() => T} work
 * @returns {T}
 */
export function outsideRequests(work) {
  const scope = scopes[ROOT_SCOPE]
  return scope ? scope.runInAsyncScope(work) : work()
}

/**
 * The handler with each of its calls run outside the request.
 * @template {{ name?: string, get: Function, set: Function, revalidateTag: Function, delete?: Function }} H
 * @param {H} handler
 * @returns {H}
 */
export function runOutsideRequests(handler) {
  const wrapped = /** @type {Record<string, unknown>} */ ({ ...handler })
  for (const method of ['get', 'set', 'revalidateTag', 'delete']) {
    const call = /** @type {Record<string, unknown>} */ (handler)[method]
    if (typeof call === 'function') wrapped[method] = (/** @type {unknown[]} */ ...args) => outsideRequests(() => call.apply(handler, args))
  }
  return /** @type {H} */ (wrapped)
}
