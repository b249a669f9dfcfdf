/**
 * The id of the request being served, for every log line written while serving it (issue 15).
 * scripts/serve.ts runs each request inside `runWithRequestId`; the store lives on `globalThis`
 * because that script and the app's code (inside Next's bundle) are separate module graphs.
 */
import 'server-only'

import { AsyncLocalStorage } from 'node:async_hooks'

type RequestContext = { requestId: string }
// Side door: on `globalThis`, shared by the two module graphs of one process (decision 187); set by
// scripts/serve.ts (runWithRequestId), read by the app's logger.
const KEY = Symbol.for('erpz.request-context')

function storage(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as { [KEY]?: AsyncLocalStorage<RequestContext> }
  holder[KEY] ??= new AsyncLocalStorage()
  return holder[KEY]
}

export function runWithRequestId<T>(requestId: string, work: () => T): T {
  return storage().run({ requestId }, work)
}

export function currentRequestId(): string | undefined {
  return storage().getStore()?.requestId
}

/** A pino mixin: the request id on every line logged while a request is served. */
export function requestIdMixin(): { reqId?: string } {
  const requestId = currentRequestId()
  return requestId ? { reqId: requestId } : {}
}

const ACCEPTED_ID = /^[\w.:-]{1,128}$/

/** The proxy's id when it is trusted and well-formed, otherwise a new one. */
export function chooseRequestId(incoming: string | string[] | undefined, fromTrustedProxy: boolean, generate: () => string): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming
  return fromTrustedProxy && value && ACCEPTED_ID.test(value) ? value : generate()
}
