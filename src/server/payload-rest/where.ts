import 'server-only'

import type { FlattenedField, SanitizedCollectionConfig } from 'payload'

/**
 * Checks a REST `where` against the collection's field types before Payload hands it to the
 * database adapter. The adapters turn a value they cannot convert into NaN or undefined (SQLite
 * refuses to bind it) or pass it to PostgreSQL as is (`invalid input syntax for type integer`,
 * enum, NUL byte, out-of-range timestamp): a 500 for what is the client's mistake.
 *
 * The rule is an allow-list: a value must be valid for the field's type and the operator must make
 * sense for it. Paths this checker cannot resolve are left to Payload, which answers them with its
 * own 400 (QueryError) before querying.
 */

export type IdType = 'number' | 'text'

export type WhereContext = {
  collections: ReadonlyMap<string, SanitizedCollectionConfig>
  defaultIDType: IdType
  /** Largest id the database's id column holds (PostgreSQL `serial` is a 4-byte integer). */
  maxId: number
}

const SCALAR_OPERATORS = ['equals', 'not_equals', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'] as const
// `all` is left out: both adapters fail on it (a 500) for hasMany selects and relationships alike.
const LIST_OPERATORS = ['in', 'not_in'] as const
const TEXT_OPERATORS = ['like', 'not_like', 'contains'] as const
const GEO_OPERATORS = ['near', 'within', 'intersects'] as const

type Kind =
  /** `polymorphic`: the `.value` of a relationship to several collections. */
  | { kind: 'id'; idType: IdType; polymorphic?: true }
  | { kind: 'number' }
  | { kind: 'date' }
  | { kind: 'checkbox' }
  | { kind: 'text' }
  | { kind: 'select'; options: ReadonlySet<string> }
  | { kind: 'relationship'; to: string }
  /** `exists`: how to test that the field is set, where `exists` on the field itself fails in the adapter. */
  | { kind: 'opaque'; exists?: string }
  /** A path Payload accepts but its database adapters fail on (a 500): refused with `reason`. */
  | { kind: 'refused'; reason: string }
  | { kind: 'unknown' }

export class WhereError extends Error {}

const fail = (message: string): never => {
  throw new WhereError(message)
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** qs turns `a[0]=…` into an array, but `a[1001]=…` into an object with numeric keys. */
function listOf(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value
  if (isPlainObject(value) && Object.keys(value).every((key) => /^\d+$/.test(key))) return Object.values(value)
  return null
}

function idTypeOf(collection: SanitizedCollectionConfig | undefined, ctx: WhereContext): IdType {
  const custom = collection?.flattenedFields.find((field) => field.name === 'id')
  if (custom) return custom.type === 'number' ? 'number' : 'text'
  return ctx.defaultIDType
}

function kindOf(field: FlattenedField): Kind {
  switch (field.type) {
    case 'number':
      return { kind: 'number' }
    case 'date':
      return { kind: 'date' }
    case 'checkbox':
      return { kind: 'checkbox' }
    case 'text':
    case 'textarea':
    case 'email':
    case 'code':
      return { kind: 'text' }
    case 'radio':
    case 'select':
      return {
        kind: 'select',
        options: new Set(field.options.map((option) => (typeof option === 'string' ? option : option.value))),
      }
    case 'relationship':
    case 'upload':
      // A polymorphic relationship is queried through `.value` / `.relationTo`. Both adapters fail on
      // `exists` of the field itself (an empty column name in the SQL): `.value` answers it.
      return typeof field.relationTo === 'string'
        ? { kind: 'relationship', to: field.relationTo }
        : { kind: 'opaque', exists: `use where[${field.name}.value][exists]` }
    case 'json':
    case 'richText':
      return { kind: 'opaque' }
    default:
      return { kind: 'unknown' }
  }
}

/** Resolves a dotted path to the kind of value it holds, following groups, arrays and relationships. */
function resolvePath(path: string, fields: readonly FlattenedField[], collection: SanitizedCollectionConfig | undefined, ctx: WhereContext): Kind {
  const [head, ...rest] = path.split('.')
  if (head === 'id' && rest.length === 0) return { kind: 'id', idType: idTypeOf(collection, ctx) }
  const field = fields.find((candidate) => 'name' in candidate && candidate.name === head)
  if (!field) return { kind: 'unknown' }
  if (rest.length === 0) {
    if (field.type === 'group' || field.type === 'tab' || field.type === 'array') return { kind: 'opaque' }
    // Both adapters fail on `exists` of a blocks field (an empty column name in the SQL).
    if (field.type === 'blocks') return { kind: 'opaque', exists: `test a field inside its blocks, e.g. where[${head}.blockType][exists]` }
    return kindOf(field)
  }
  const next = rest.join('.')
  switch (field.type) {
    case 'group':
    case 'tab':
    case 'array':
      return resolvePath(next, field.flattenedFields, collection, ctx)
    case 'relationship':
    case 'upload': {
      if (typeof field.relationTo === 'string') {
        const target = ctx.collections.get(field.relationTo)
        return target ? resolvePath(next, target.flattenedFields, target, ctx) : { kind: 'unknown' }
      }
      // Polymorphic relationships are queried as `field.value` / `field.relationTo` (the admin's locks and preferences).
      if (next === 'value') return { kind: 'id', idType: ctx.defaultIDType, polymorphic: true }
      if (next === 'relationTo') return { kind: 'select', options: new Set(field.relationTo) }
      return { kind: 'unknown' }
    }
    case 'blocks':
      // Payload's adapters fail on most conditions inside blocks (a missing column, an unknown
      // operator), per block type differently; nothing on the site or in the admin asks for them.
      return { kind: 'refused', reason: 'fields inside blocks cannot be queried' }
    case 'json':
    case 'richText':
      return { kind: 'opaque' }
    default:
      return { kind: 'unknown' }
  }
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/

/**
 * Kinds whose column Payload binds the text 'null' to as it stands: PostgreSQL then refuses it for
 * an enum or a boolean (a 500). Elsewhere Payload reads 'null' as null (relationships, dates,
 * numbers) or as the text it is.
 */
const LITERAL_NULL: ReadonlySet<Kind['kind']> = new Set(['select', 'checkbox'])

function checkScalar(kind: Kind, value: unknown, label: string, ctx: WhereContext, nullable = true): void {
  if (value === null || (value === 'null' && !LITERAL_NULL.has(kind.kind))) {
    if (!nullable) fail(`${label} cannot list null`)
    // Both adapters compare a polymorphic `.value` with null as an empty column name in the SQL.
    if (kind.kind === 'id' && kind.polymorphic) fail(`${label} cannot be null: use exists`)
    return
  }
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') {
    fail(`${label} needs a single value`)
  }
  const text = String(value)
  if (text.includes('\u0000')) fail(`${label} contains a NUL character`)
  switch (kind.kind) {
    case 'id':
      return checkId(kind.idType, text, label, ctx)
    case 'relationship': {
      const target = ctx.collections.get(kind.to)
      return checkId(idTypeOf(target, ctx), text, label, ctx)
    }
    case 'number':
      if (!NUMBER.test(text) || !Number.isFinite(Number(text))) fail(`${label} must be a number`)
      return
    case 'date': {
      const time = typeof value === 'number' ? value : Date.parse(text)
      const year = Number.isFinite(time) ? new Date(time).getUTCFullYear() : NaN
      if (!(year >= 1 && year <= 9999)) fail(`${label} must be a date`)
      return
    }
    case 'checkbox':
      if (!['true', 'false'].includes(text)) fail(`${label} must be true or false`)
      return
    case 'select':
      if (!kind.options.has(text)) fail(`${label} is not one of the field's options`)
      return
    default:
      return
  }
}

function checkId(idType: IdType, text: string, label: string, ctx: WhereContext): void {
  if (idType === 'text') return
  if (!/^-?\d+$/.test(text) || Math.abs(Number(text)) > ctx.maxId) fail(`${label} must be an id`)
}

function checkCondition(path: string, kind: Kind, operators: unknown, ctx: WhereContext): void {
  if (!isPlainObject(operators)) fail(`where[${path}] needs an operator`)
  for (const [operator, value] of Object.entries(operators as Record<string, unknown>)) {
    const label = `where[${path}][${operator}]`
    if (kind.kind === 'unknown') continue
    if (kind.kind === 'refused') fail(`where[${path}]: ${kind.reason}`)
    if (operator === 'exists') {
      if (value !== true && value !== false && value !== 'true' && value !== 'false') fail(`${label} must be true or false`)
      if (kind.kind === 'opaque' && kind.exists) fail(`${label} is not supported: ${kind.exists}`)
      continue
    }
    if (kind.kind === 'opaque') fail(`${label}: this field can only be tested with exists`)
    if ((GEO_OPERATORS as readonly string[]).includes(operator)) fail(`${label} needs a point field`)
    if ((TEXT_OPERATORS as readonly string[]).includes(operator)) {
      if (kind.kind !== 'text') fail(`${label} needs a text field`)
      if (typeof value !== 'string' && typeof value !== 'number') fail(`${label} needs a single value`)
      if (String(value).includes('\u0000')) fail(`${label} contains a NUL character`)
      continue
    }
    if ((LIST_OPERATORS as readonly string[]).includes(operator)) {
      // Payload binds the list of a polymorphic `.value` as one parameter: a 500 on PostgreSQL.
      if (kind.kind === 'id' && kind.polymorphic) fail(`${label} cannot take a list: use equals, or or-ed equals`)
      const items = typeof value === 'string' ? value.split(',') : listOf(value)
      if (!items) fail(`${label} needs a list of values`)
      // A null inside a list fails on hasMany relationships; `exists` says it instead.
      for (const item of items ?? []) checkScalar(kind, item, label, ctx, false)
      continue
    }
    if ((SCALAR_OPERATORS as readonly string[]).includes(operator)) {
      checkScalar(kind, value, label, ctx)
      continue
    }
    fail(operator === 'all' ? `${label} is not supported` : `${label} is not an operator`)
  }
}

function checkNode(where: unknown, fields: readonly FlattenedField[], collection: SanitizedCollectionConfig | undefined, ctx: WhereContext, depth: number): void {
  if (depth > 10) fail('where is nested too deeply')
  if (!isPlainObject(where)) fail('where must be an object of conditions')
  for (const [key, value] of Object.entries(where as Record<string, unknown>)) {
    if (key.toLowerCase() === 'and' || key.toLowerCase() === 'or') {
      const branches = listOf(value)
      if (!branches) fail(`where[${key}] needs a list of conditions`)
      for (const branch of branches ?? []) checkNode(branch, fields, collection, ctx, depth + 1)
      continue
    }
    checkCondition(key, resolvePath(key, fields, collection, ctx), value, ctx)
  }
}

/** Throws WhereError (a 400) when `where` cannot be a valid query on these fields. */
export function checkWhere(where: unknown, fields: readonly FlattenedField[], collection: SanitizedCollectionConfig | undefined, ctx: WhereContext): void {
  checkNode(where, fields, collection, ctx, 0)
}
