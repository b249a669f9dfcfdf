import 'server-only'

import fs from 'node:fs/promises'
import path from 'node:path'

import { NextRequest } from 'next/server'
import { getPayload, type SanitizedConfig } from 'payload'

import { readBodyBytes } from '@/server/platform/http/json-body'

import { malformedRestMultipart } from './multipart'
import { checkRestRequest, resolveRestRoute, type RestRoute } from './request'

export { checkRestRequest, resolveRestRoute, type RestRejection, type RestRoute } from './request'

type RouteContext = { params: Promise<{ slug?: string[] }> }
type RestHandler = (request: Request, context: RouteContext) => Promise<Response>

/**
 * A per-client check that runs before Payload (e.g. a limiter on `/api/users/login`): it sees the
 * request and the endpoint Payload will run, and answers a Response to stop the request there.
 */
export type RestGuard = (request: Request, route: RestRoute) => Promise<Response | null> | Response | null

/**
 * Largest JSON or form body Payload's REST routes read (issue 42): Payload itself reads them whole
 * with `request.text()`. A CMS document's JSON (a long Lexical article included) is far below it.
 * Multipart uploads go through Payload's own streaming parser and are not read here.
 */
export const CMS_BODY_MAX_BYTES = 4 * 1024 * 1024

const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])
const TEXT_BODY_TYPES = new Set(['application/json', 'application/x-www-form-urlencoded'])

const mediaType = (request: Request) => request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() ?? ''

const tooLarge = () => Response.json({ errors: [{ message: 'The request body is too large.' }] }, { status: 413, headers: { 'cache-control': 'no-store' } })

/**
 * The request with its JSON or form body read through the bounded reader and put back as bytes,
 * or 'too-large'. Other requests pass unchanged.
 */
async function boundedBody(request: Request): Promise<Request | 'too-large'> {
  if (!BODY_METHODS.has(request.method) || !request.body || !TEXT_BODY_TYPES.has(mediaType(request))) return request
  const bytes = await readBodyBytes(request, CMS_BODY_MAX_BYTES)
  if (bytes === 'too-large') return bytes
  return new NextRequest(request.url, { method: request.method, headers: request.headers, body: new Uint8Array(bytes) })
}

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
  return async (incoming, context) => {
    const request = await boundedBody(incoming)
    if (request === 'too-large') return tooLarge()
    const sanitized = await config
    const segments = (await context.params).slug ?? []
    const url = new URL(request.url)
    let method = request.method
    let search = url.search
    // Payload reads a GET's query from a form body when the admin sends a long query as POST.
    if (isMethodOverride(request)) {
      method = 'GET'
      if (request.headers.get('content-type') === 'application/x-www-form-urlencoded') {
        // Already bounded by `boundedBody`.
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
    const malformed = await malformedRestMultipart(request)
    if (malformed) return Response.json({ errors: [{ message: malformed }] }, { status: 400 })
    if ((await isMissingPreference(sanitized, route, request)) || (await isMissingLocalFile(sanitized, route))) {
      return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
    }
    return notImplementedAsNotFound(await handler(request, context))
  }
}

/**
 * Payload answers a method on a path it has no endpoint for (`OPTIONS /api/payload-migrations/count`)
 * with 501 "Cannot OPTIONS …": a server error by its class, where the client asked for something
 * that is not there. Answered as Payload answers other unknown paths, 404 (issue 42).
 */
function notImplementedAsNotFound(response: Response): Response {
  if (response.status !== 501) return response
  void response.body?.cancel()
  return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
}

/** Payload's OPTIONS handler, with its 501 for unknown paths answered 404. */
export function withPayloadOptions(handler: RestHandler): RestHandler {
  return async (request, context) => notImplementedAsNotFound(await handler(request, context))
}

/**
 * HEAD answered as the GET handler answers, without the body. Payload has no HEAD endpoints, so
 * without this a HEAD of an image that a GET serves (what link checkers, crawlers and caches send
 * first) was a 404.
 */
export function headFromGet(get: RestHandler): RestHandler {
  return async (request, context) => {
    const response = await get(new NextRequest(request.url, { method: 'GET', headers: request.headers }), context)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}

/**
 * `DELETE /api/payload-preferences/:key` of a key the user has no preference for fails inside the
 * database adapter (its `deleteOne` builds an invalid query when nothing matches): a 500 where
 * Payload means a 404. Looked up first, the same way Payload's own GET of a key does.
 */
async function isMissingPreference(config: SanitizedConfig, route: RestRoute, request: Request): Promise<boolean> {
  if (route.collection !== 'payload-preferences' || route.method !== 'delete' || route.endpoint !== '/:key') return false
  const payload = await getPayload({ config })
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return false // Payload answers 401 itself
  const found = await payload.find({
    collection: 'payload-preferences',
    where: {
      and: [{ key: { equals: route.params.key } }, { 'user.value': { equals: user.id } }, { 'user.relationTo': { equals: user.collection } }],
    },
    limit: 1,
    depth: 0,
    pagination: false,
  })
  return found.docs.length === 0
}

/**
 * `GET /api/media/file/<name>` of a file that is not in the data folder: Payload's `getFile` logs an
 * error with the file's absolute path and answers 500 (issue 30). Looked up first, the same way it
 * does. With a bucket (S3 storage, decision 104) the storage adapter's handler answers a missing
 * key with a 404 itself, without a log line.
 */
async function isMissingLocalFile(config: SanitizedConfig, route: RestRoute): Promise<boolean> {
  if (route.method !== 'get' || route.endpoint !== '/file/:filename' || !route.collection) return false
  const upload = config.collections.find((collection) => collection.slug === route.collection)?.upload
  if (!upload || upload.handlers?.length) return false
  const directory = path.resolve(upload.staticDir || route.collection)
  const file = path.resolve(directory, route.params.filename ?? '')
  if (!file.startsWith(directory + path.sep)) return false // Payload refuses it as a bad name
  const stats = await fs.stat(file).catch(() => null)
  return !stats?.isFile()
}
