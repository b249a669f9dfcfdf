/**
 * What Next.js's cache may hold in this process, counted by what it really costs
 * (docs/decisions/150). Plain JavaScript: the cache handlers that use it are loaded by Next.js
 * outside the app's bundle; the blog list page imports the tag names.
 *
 * Three budgets, each its own least-recently-used list, so that one kind cannot push out another:
 * - `pages`: rendered pages a visitor reaches by following our links (marketing pages, posts, the
 *   blog list and its category and page links). Their number is bounded by the content.
 * - `queries`: everything a stranger can make up: free-text searches, category spellings and
 *   names that do not exist, list pages past the last, unknown post addresses. Small: a search a
 *   visitor repeats is served from it, a stream of made-up ones only churns it.
 * - `data`: `unstable_cache` results.
 */

const MiB = 1024 * 1024

/** Bytes each budget may hold (docs/decisions/150 for how they were sized against the heap cap). */
export const CACHE_BUDGETS = Object.freeze({ pages: 32 * MiB, queries: 6 * MiB, data: 8 * MiB })

/**
 * A page whose tags include this one goes to the `queries` budget (and, with Redis, stays in the
 * instance's memory instead of Redis). The blog list page adds it to searches and filters that
 * are not one of our own links.
 */
export const QUERY_PAGE_TAG = 'erpz-cache:query'

/**
 * What one entry costs beyond its strings and buffers: the entry and value objects, the headers
 * object, the key held twice (our map and Next.js's cache-control map) and the list's node.
 */
export const ENTRY_OVERHEAD_BYTES = 2048

/** Next.js's header that lists a cached page's tags. */
const TAGS_HEADER = 'x-next-cache-tags'

/**
 * Bytes of a JavaScript string in V8's heap: one per character while every character is Latin-1,
 * two per character as soon as one is not (our pages hold "—", "…", "→": two bytes each character,
 * which is why Next.js's own count, `html.length`, was half of what a page really cost).
 */
export function stringBytes(text) {
  if (typeof text !== 'string') return 0
  return /[^\u0000-\u00ff]/.test(text) ? text.length * 2 : text.length
}

/** Bytes a buffer keeps alive: its whole backing store, which a slice shares with its parent. */
export function bufferBytes(buffer) {
  if (!buffer || typeof buffer !== 'object') return 0
  if (buffer instanceof ArrayBuffer) return buffer.byteLength
  if (ArrayBuffer.isView(buffer)) return Math.max(buffer.byteLength, buffer.buffer.byteLength)
  return 0
}

/**
 * A buffer that keeps only its own bytes alive: a slice of a larger backing store (a pooled
 * allocation, a concatenated stream) is copied, so the cache never holds more than it counts.
 */
export function ownBuffer(buffer) {
  if (!Buffer.isBuffer(buffer) || buffer.byteLength === buffer.buffer.byteLength) return buffer
  const copy = Buffer.allocUnsafeSlow(buffer.byteLength)
  buffer.copy(copy)
  return copy
}

function jsonBytes(value) {
  if (value === undefined) return 0
  try {
    return stringBytes(JSON.stringify(value) ?? '')
  } catch {
    return 0
  }
}

/** What a cached value (Next.js's `IncrementalCacheValue`, or null) costs, in bytes. */
export function valueBytes(value) {
  if (!value) return 0
  switch (value.kind) {
    case 'APP_PAGE': {
      let bytes = stringBytes(value.html) + bufferBytes(value.rscData) + stringBytes(value.postponed) + jsonBytes(value.headers)
      if (value.segmentData) for (const [path, buffer] of value.segmentData) bytes += stringBytes(path) + bufferBytes(buffer)
      return bytes
    }
    case 'APP_ROUTE':
      return bufferBytes(value.body) + jsonBytes(value.headers)
    case 'PAGES':
      return stringBytes(value.html) + jsonBytes(value.pageData) + jsonBytes(value.headers)
    case 'FETCH':
      return jsonBytes(value.data) + jsonBytes(value.tags)
    default:
      return jsonBytes(value)
  }
}

/** An entry's full cost: its value, its key (two-byte safe) and the fixed overhead. */
export function entryBytes(key, value) {
  return valueBytes(value) + stringBytes(key) * 2 + ENTRY_OVERHEAD_BYTES
}

/** The tags of a cached page, as Next.js stored them in its headers. */
export function pageTags(value) {
  const header = value?.headers?.[TAGS_HEADER]
  return typeof header === 'string' ? header.split(',') : []
}

/**
 * Which budget a value belongs to. Pages are `queries` when the page said so (QUERY_PAGE_TAG) or
 * when they are not a page of content (a redirect or a not-found answer, e.g. an unknown post);
 * data is `queries` when it is a cached nothing.
 */
export function budgetOf(value) {
  if (!value) return 'queries'
  // `unstable_cache` of nothing (an unknown post's slug) is as made-up as the address that asked.
  if (value.kind === 'FETCH') return value.data?.body === 'null' ? 'queries' : 'data'
  if (pageTags(value).includes(QUERY_PAGE_TAG)) return 'queries'
  const status = typeof value.status === 'number' ? value.status : 200
  if (status !== 200 || value.kind === 'REDIRECT') return 'queries'
  return 'pages'
}

/**
 * Least-recently-used lists, one per budget, in one map of keys. An entry larger than a quarter of
 * its budget is not stored at all (it would push out most of the others). `onEvict` hears every
 * key that leaves, whatever the reason, so that state kept elsewhere per key can go with it.
 */
export class BudgetedLru {
  /**
   * @param {Record<string, number>} budgets bytes per budget name
   * @param {(key: string) => void} [onEvict]
   */
  constructor(budgets, onEvict = () => {}) {
    this.budgets = { ...budgets }
    this.onEvict = onEvict
    /** @type {Map<string, Map<string, { entry: unknown, bytes: number }>>} one map per budget, oldest first */
    this.lists = new Map(Object.keys(budgets).map((name) => [name, new Map()]))
    /** @type {Map<string, string>} key → its budget */
    this.where = new Map()
    /** @type {Record<string, number>} */
    this.used = Object.fromEntries(Object.keys(budgets).map((name) => [name, 0]))
    this.evictions = 0
    this.refused = 0
  }

  get(key) {
    const name = this.where.get(key)
    if (name === undefined) return undefined
    const list = this.lists.get(name)
    const slot = list.get(key)
    // Most recently used last.
    list.delete(key)
    list.set(key, slot)
    return slot.entry
  }

  has(key) {
    return this.where.has(key)
  }

  /** Stores `entry` under `key` in budget `name` at `bytes`; false when it was refused. */
  set(key, entry, name, bytes) {
    const budget = this.budgets[name]
    if (budget === undefined) throw new Error(`unknown cache budget: ${name}`)
    this.remove(key, false)
    if (bytes > budget / 4) {
      this.refused++
      this.onEvict(key)
      return false
    }
    const list = this.lists.get(name)
    list.set(key, { entry, bytes })
    this.where.set(key, name)
    this.used[name] += bytes
    for (const [oldest] of list) {
      if (this.used[name] <= budget) break
      this.remove(oldest, true)
      this.evictions++
    }
    return true
  }

  delete(key) {
    this.remove(key, true)
  }

  /** Drops every entry for which `test` is true. */
  deleteWhere(test) {
    for (const [key, name] of [...this.where]) {
      if (test(this.lists.get(name).get(key).entry, key)) this.remove(key, true)
    }
  }

  remove(key, notify) {
    const name = this.where.get(key)
    if (name === undefined) return
    const list = this.lists.get(name)
    this.used[name] -= list.get(key).bytes
    list.delete(key)
    this.where.delete(key)
    if (notify) this.onEvict(key)
  }

  /** Entries and bytes per budget. */
  stats() {
    return Object.fromEntries(
      [...this.lists].map(([name, list]) => [name, { entries: list.size, bytes: this.used[name], budget: this.budgets[name] }]),
    )
  }
}
