import 'server-only'

import type { Payload, Where } from 'payload'
import { z } from 'zod'

import type { Account } from '@/payload-types'
import { ApiError } from '@/server/platform/api/errors'

import { workspaceRecord, type WorkspaceRecord } from './records'
import { visibleTo } from './workspaces'

export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100

const FILTER_FIELDS: Record<string, string> = { id: 'id', _id: 'id', name: 'name', company: 'company' }
const SORT_FIELDS = new Set(['name', 'createdAt', 'updatedAt', 'id'])
const SELECT_FIELDS = new Set<keyof WorkspaceRecord>(['id', 'name', 'company', 'owner', 'isDeleted', 'createdAt', 'updatedAt'])

const primitive = z.union([z.string().max(200), z.number(), z.boolean(), z.null()])
const sortDirection = z.union([z.literal(1), z.literal(-1), z.enum(['asc', 'desc', 'ascending', 'descending'])])

export const ListRequestSchema = z.object({
  query: z.record(z.string(), z.unknown()).optional().default({}),
  options: z
    .object({
      populate: z.unknown().optional(),
      collation: z.unknown().optional(),
      sort: z.union([z.string().max(100), z.record(z.string(), sortDirection)]).optional(),
      page: z.coerce.number().int('page must be a whole number').min(1, 'page starts at 1').max(100_000).optional(),
      limit: z.coerce.number().int('limit must be a whole number').min(1).max(MAX_PAGE_SIZE, `limit is at most ${MAX_PAGE_SIZE}`).optional(),
      pagination: z.boolean().optional(),
      select: z.union([z.string().max(500), z.array(z.string().max(50)).max(20), z.record(z.string(), z.union([z.literal(0), z.literal(1), z.boolean()]))]).optional(),
    })
    .optional()
    .default({}),
  isCountOnly: z.boolean().optional().default(false),
})
export type ListRequest = z.output<typeof ListRequestSchema>

function filterFor(field: string, value: unknown): Where {
  const target = FILTER_FIELDS[field]
  if (!target) throw new ApiError('bad_request', `Unsupported query field: ${field.slice(0, 50)}`)
  const plain = primitive.safeParse(value)
  if (plain.success) return { [target]: { equals: plain.data } }
  const ops = z.object({ $eq: primitive.optional(), $ne: primitive.optional(), $in: z.array(primitive).max(100).optional() }).strict().safeParse(value)
  if (!ops.success) throw new ApiError('bad_request', `Unsupported query operator on ${field.slice(0, 50)}`)
  const clauses: Where[] = []
  if (ops.data.$eq !== undefined) clauses.push({ [target]: { equals: ops.data.$eq } })
  if (ops.data.$ne !== undefined) clauses.push({ [target]: { not_equals: ops.data.$ne } })
  if (ops.data.$in !== undefined) clauses.push({ [target]: { in: ops.data.$in } })
  return { and: clauses }
}

function sortFor(sort: ListRequest['options']['sort']): string {
  if (sort === undefined || sort === '') return '-createdAt'
  const entries: [string, boolean][] =
    typeof sort === 'string'
      ? sort.split(/[\s,]+/).filter(Boolean).map((f) => [f.replace(/^-/, ''), f.startsWith('-')])
      : Object.entries(sort).map(([f, d]) => [f, d === -1 || d === 'desc' || d === 'descending'])
  const [first] = entries
  if (!first) return '-createdAt'
  const [field, desc] = first
  if (!SORT_FIELDS.has(field)) throw new ApiError('bad_request', `Unsupported sort field: ${field.slice(0, 50)}`)
  return `${desc ? '-' : ''}${field}`
}

function selectFor(select: ListRequest['options']['select']): (keyof WorkspaceRecord)[] | null {
  if (select === undefined) return null
  const names =
    typeof select === 'string'
      ? select.split(/[\s,]+/).filter(Boolean)
      : Array.isArray(select)
        ? select
        : Object.entries(select).filter(([, v]) => v === 1 || v === true).map(([k]) => k)
  const fields = names.map((n) => (n === '_id' ? 'id' : n)).filter((n): n is keyof WorkspaceRecord => SELECT_FIELDS.has(n as keyof WorkspaceRecord))
  return fields.length ? Array.from(new Set<keyof WorkspaceRecord>(['id', ...fields])) : null
}

const wantsCompany = (populate: unknown): boolean => {
  if (populate === true) return true
  if (typeof populate === 'string') return populate.split(/[\s,]+/).includes('company')
  if (Array.isArray(populate)) return populate.some((p) => p === 'company' || (typeof p === 'object' && p !== null && 'path' in p && p.path === 'company'))
  if (typeof populate === 'object' && populate !== null) return 'path' in populate ? populate.path === 'company' : 'company' in populate
  return false
}

/** The list endpoint: only workspaces the caller may see, never deleted ones. */
export async function listWorkspaces(payload: Payload, account: Account, request: ListRequest) {
  const filters = Object.entries(request.query)
    .filter(([field]) => field !== 'isDeleted') // deleted records are never listed
    .map(([field, value]) => filterFor(field, value))
  const where: Where = { and: [visibleTo(account.id), ...filters] }

  if (request.isCountOnly) {
    const { totalDocs } = await payload.count({ collection: 'workspaces', where })
    return { totalRecords: totalDocs }
  }
  const { options } = request
  const populate = wantsCompany(options.populate)
  const limit = options.limit ?? DEFAULT_PAGE_SIZE
  const result = await payload.find({
    collection: 'workspaces',
    where,
    sort: sortFor(options.sort),
    page: options.page ?? 1,
    limit: options.pagination === false ? 0 : limit,
    pagination: options.pagination !== false,
    depth: populate ? 1 : 0,
  })
  const select = selectFor(options.select)
  const data = result.docs.map((doc) => {
    const record = workspaceRecord(doc, populate)
    return select ? Object.fromEntries(select.map((k) => [k, record[k]])) : record
  })
  const perPage = options.pagination === false ? result.totalDocs : limit
  return {
    data,
    paginator: {
      itemCount: result.totalDocs,
      perPage,
      pageCount: result.totalPages,
      currentPage: result.page ?? 1,
      slNo: ((result.page ?? 1) - 1) * perPage + 1,
      hasPrevPage: result.hasPrevPage,
      hasNextPage: result.hasNextPage,
      prev: result.prevPage ?? null,
      next: result.nextPage ?? null,
    },
  }
}
