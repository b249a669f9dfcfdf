/**
 * The wrapper of every API route and the app's Payload. It stands above src/server/platform (it
 * needs the Payload config and the accounts' session), beside src/server/worker.ts, the other
 * place where the app joins platform and domains (decision 196).
 */
import 'server-only'

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import * as z from 'zod/mini'

import type { Account } from '@/payload-types'
import { ApiError, type ErrorRenderer } from '@/server/platform/api/errors'
import { getRequestAccount } from '@/server/auth/session'
import { clientAddress, limitKey } from '@/server/platform/http/client-ip'
import { fieldErrors } from '@/server/platform/http/field-errors'
import { readJsonObject } from '@/server/platform/http/json-body'
import type { Limit } from '@/server/platform/http/rate-limit'
import { logger } from '@/server/platform/log'

export const getAppPayload = (): Promise<Payload> => getPayload({ config })

/** A schema failure as the 422 both envelopes render: the first message, and every field's. */
export function invalidInput(error: z.core.$ZodError, rootKey: string): ApiError {
  return new ApiError('invalid_input', error.issues[0]?.message, { fieldErrors: fieldErrors(error, rootKey) })
}

/** Parses `value` with a shared schema (classic or mini); a failure is the 422 of `envelope`. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown, rootKey = '_'): z.output<S> {
  const result = z.safeParse(schema, value)
  if (!result.success) throw invalidInput(result.error, rootKey)
  return result.data
}

export type RouteContext<P = Record<string, string | string[] | undefined>> = { params: Promise<P> }

type AuthMode = 'account' | 'optional-account' | undefined
type AccountFor<A extends AuthMode> = A extends 'account' ? Account : A extends 'optional-account' ? Account | null : null
type BodyFor<S> = S extends z.core.$ZodType ? z.output<S> : S extends 'json' ? Record<string, unknown> : undefined

export type EndpointContext<P, S, A extends AuthMode> = {
  request: Request
  payload: Payload
  /** Who is calling, for the audit log: the socket's or the trusted proxy's address (limits key it with `limitKey`). */
  client: string
  params: P
  account: AccountFor<A>
  body: BodyFor<S>
}

export type EndpointOptions<S, A extends AuthMode> = {
  envelope: ErrorRenderer
  /** Bearer-token account: required (401 without), optional, or not looked at. */
  auth?: A
  /** Per-client budgets this request counts against, before its body is read. */
  limits?: Limit[]
  /** Lets a request past `limits` (the benchmark's own token, decision 062). */
  skipLimits?: (request: Request) => boolean
  /** A shared schema the JSON body must pass (422 otherwise), or 'json' for any JSON object. */
  body?: S
  maxBodyBytes?: number
}

/** Counts one request of `client` against `limit`; a spent budget is a 429 with Retry-After. */
export async function enforceLimit(limit: Limit, key: string): Promise<void> {
  const result = await limit.consume(key)
  if (result.allowed) return
  const retryAfter = result.retryAfterSeconds
  throw new ApiError('rate_limited', undefined, { retryAfter }, { 'retry-after': String(retryAfter) })
}

/**
 * The one wrapper of our API routes (as dub's `withWorkspace`): client identity, limits, auth,
 * the JSON body through its shared schema, and errors in the route's envelope. An ApiError
 * becomes its envelope; anything else is logged without the request body and answered 500.
 */
export function endpoint<P = Record<string, string>, S extends z.core.$ZodType | 'json' | undefined = undefined, A extends AuthMode = undefined>(
  options: EndpointOptions<S, A>,
  handler: (context: EndpointContext<P, S, A>) => Promise<Response>,
) {
  return async (request: Request, routeContext?: RouteContext<P>): Promise<Response> => {
    try {
      const client = clientAddress(request)
      if (options.limits && !options.skipLimits?.(request)) {
        for (const limit of options.limits) await enforceLimit(limit, limitKey(client))
      }
      const payload = await getAppPayload()
      const account = options.auth ? await getRequestAccount(payload, request) : null
      if (options.auth === 'account' && !account) throw new ApiError('unauthenticated')
      let body: unknown
      if (options.body) {
        const json = await readJsonObject(request, options.maxBodyBytes)
        body = options.body === 'json' ? json : parseInput(options.body, json, options.envelope.rootKey)
      }
      const params = (routeContext ? await routeContext.params : {}) as P
      return await handler({ request, payload, client, params, account: account as AccountFor<A>, body: body as BodyFor<S> })
    } catch (error) {
      if (error instanceof ApiError) return options.envelope.render(error)
      logger.error({ err: error, path: new URL(request.url).pathname }, 'API request failed')
      return options.envelope.render(new ApiError('internal_error'))
    }
  }
}
