import 'server-only'

import { buildVersionCollectionFields, type SanitizedCollectionConfig, type SanitizedConfig } from 'payload'
import * as qs from 'qs-esm'

import { checkWhere, WhereError, type WhereContext } from './where'

/** What a Payload REST request addresses, as Payload's own router will resolve it. */
export type RestRoute = {
  method: string
  /** Collection slug, or null for root endpoints (`/api/access`) and globals. */
  collection: string | null
  /** The matched endpoint's path pattern, e.g. `/login`, `/:id`, `/versions/:id`; null when nothing matches. */
  endpoint: string | null
  params: Record<string, string>
}

export type RestRejection = { status: 400 | 404; message: string }

const PG_MAX_ID = 2_147_483_647

/** Payload's endpoint paths use only `/literal`, `/:param` and `/:param?` (path-to-regexp 6). */
function matchEndpoint(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  let i = 0
  for (const part of parts) {
    const optional = part.endsWith('?')
    if (part.startsWith(':')) {
      const name = part.slice(1).replace(/\?$/, '')
      const segment = segments[i]
      if (segment === undefined || segment === '') {
        if (!optional) return null
        continue
      }
      params[name] = segment
      i++
      continue
    }
    if (segments[i] !== part) return null
    i++
  }
  return i === segments.length ? params : null
}

/** Resolves `/api/<segments>` to the endpoint Payload will run, in Payload's order (first match wins). */
export function resolveRestRoute(config: SanitizedConfig, method: string, segments: string[]): RestRoute {
  const verb = method.toLowerCase()
  const [first, ...rest] = segments
  const collection = config.collections.find((candidate) => candidate.slug === first)
  const endpoints = collection ? collection.endpoints : first === 'globals' ? false : config.endpoints
  const path = collection ? rest : segments
  const route: RestRoute = { method: verb, collection: collection?.slug ?? null, endpoint: null, params: {} }
  if (!endpoints) return route
  for (const endpoint of endpoints) {
    if (endpoint.method !== verb) continue
    const params = matchEndpoint(endpoint.path, path)
    if (params) return { ...route, endpoint: endpoint.path, params }
  }
  return route
}

function whereContext(config: SanitizedConfig): WhereContext {
  return {
    collections: new Map(config.collections.map((collection) => [collection.slug, collection])),
    defaultIDType: config.db.defaultIDType === 'number' ? 'number' : 'text',
    maxId: config.db.name === 'postgres' ? PG_MAX_ID : Number.MAX_SAFE_INTEGER,
  }
}

function idIsValid(collection: SanitizedCollectionConfig, id: string, ctx: WhereContext): boolean {
  const custom = collection.flattenedFields.find((field) => field.name === 'id')
  const idType = custom ? (custom.type === 'number' ? 'number' : 'text') : ctx.defaultIDType
  if (idType === 'text') return !id.includes('\u0000')
  return /^\d+$/.test(id) && Number(id) <= ctx.maxId
}

const NUMBER_PARAMS = { limit: 1_000_000, page: 1_000_000, depth: 100 } as const

/**
 * Rejects what Payload would turn into a 500: an id that cannot exist in the collection's id column,
 * a `where` the database adapter cannot bind, an unparsable JSON parameter, a limit or page the
 * database refuses, a NUL byte. Returns null when the request may go to Payload.
 */
export function checkRestRequest(config: SanitizedConfig, route: RestRoute, search: string, segments: string[]): RestRejection | null {
  if (segments.some((segment) => segment.includes('\u0000'))) return { status: 400, message: 'The path contains a NUL character.' }
  const collection = route.collection ? config.collections.find((candidate) => candidate.slug === route.collection) : undefined
  // A collection without REST endpoints (payload-migrations) gets Payload's 501; it is simply not there.
  if (collection && collection.endpoints === false) return { status: 404, message: 'Not Found' }
  if (!collection || !route.endpoint) return null
  const ctx = whereContext(config)

  // Payload mounts /verify/:token on every auth collection, even where verification is off (then it fails with a 500).
  if (route.endpoint === '/verify/:id') {
    return collection.auth?.verify ? null : { status: 404, message: 'Not Found' }
  }
  // Payload answers a signed-in call of /handle-schedules with a 500 when no task has a schedule.
  if (route.endpoint === '/handle-schedules' && !config.jobs.scheduling) return { status: 404, message: 'Not Found' }
  if (route.params.id !== undefined && !idIsValid(collection, route.params.id, ctx)) return { status: 404, message: 'Not Found' }

  // Parsed exactly as Payload parses it (createPayloadRequest).
  const query = search ? qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) : {}
  if (containsNul(query)) return { status: 400, message: 'The query contains a NUL character.' }

  for (const [name, max] of Object.entries(NUMBER_PARAMS)) {
    const value = query[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || !/^\d+$/.test(value) || Number(value) > max) {
      return { status: 400, message: `${name} must be a whole number from 0 to ${max}.` }
    }
  }
  if (typeof query.data === 'string' && query.data.length > 0 && !parsesAsJson(query.data)) {
    return { status: 400, message: 'data is not valid JSON.' }
  }

  let where: unknown = query.where
  if (where === undefined || where === '') return null
  if (typeof where === 'string') {
    if (!parsesAsJson(where)) return { status: 400, message: 'where is not valid JSON.' }
    where = JSON.parse(where)
  }
  const versions = route.endpoint === '/versions' || route.endpoint === '/versions/:id'
  const fields = versions ? buildVersionCollectionFields(config, collection, true) : collection.flattenedFields
  try {
    checkWhere(where, fields, collection, ctx)
  } catch (error) {
    if (error instanceof WhereError) return { status: 400, message: error.message }
    throw error
  }
  return null
}

/** PostgreSQL text cannot hold NUL; a NUL in any name or value of the query is refused. */
function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (typeof value === 'object' && value !== null) return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item))
  return false
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}
