/**
 * Next.js's cache (rendered pages, `unstable_cache` data) in this process's memory, in the counted
 * budgets of ./budgets.mjs (docs/decisions/150), when REDIS_URL is not set. next.config.ts names
 * this file; Next.js loads it outside the app's bundle, so it is plain JavaScript.
 *
 * Everything else is Next.js's own file-system cache with writing to disk off (decision 069): tag
 * and path revalidation, pages prerendered by the build read from `.next`. Only its memory store
 * is ours: Next.js's LRU counted a page by `html.length`, half of what a page of two-byte text
 * costs, and had one list for everything, so made-up searches pushed out the pages people read.
 */
import { createRequire } from 'node:module'

import { BudgetedLru, budgetOf, CACHE_BUDGETS, entryBytes, ownBuffer } from './budgets.mjs'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')

// On `globalThis`: Next.js may load this handler more than once in a process; one budget for all.
const STORE = Symbol.for('erpz.page-cache')

/**
 * Set by scripts/serve.ts (scripts/lib/public-address.ts, PRERENDERED_ELSEWHERE) when the build's
 * prerendered pages name another address than this server's PUBLIC_URL (decision 201).
 */
const PRERENDERED_ELSEWHERE = Symbol.for('erpz.prerendered-elsewhere')

/**
 * The store: one per process. Next.js keeps each page's cache lifetime in a map of its own
 * (SharedCacheControls), keyed like ours and never emptied; a key leaves it when it leaves us.
 */
export function pageCacheStore() {
  const holder = /** @type {{ [STORE]?: BudgetedLru }} */ (globalThis)
  holder[STORE] ??= new BudgetedLru(CACHE_BUDGETS, (key) => SharedCacheControls.cacheControls.delete(key))
  return holder[STORE]
}

/** A value with buffers that hold only their own bytes, so the count is what stays alive. */
function compact(value) {
  if (!value || value.kind !== 'APP_PAGE') return value
  const segmentData = value.segmentData ? new Map([...value.segmentData].map(([path, buffer]) => [path, ownBuffer(buffer)])) : value.segmentData
  return { ...value, rscData: ownBuffer(value.rscData), segmentData }
}

/** FileSystemCache's memory store interface: `get(key)` and `set(key, {value, lastModified, cacheControl})`. */
const memoryStore = {
  get: (key) => pageCacheStore().get(key),
  set: (key, data) => {
    const value = compact(data.value)
    const entry = { ...data, value }
    pageCacheStore().set(key, entry, budgetOf(value), entryBytes(key, value))
  },
}

export default class MemoryCacheHandler extends FileSystemCache {
  constructor(context) {
    // No memory store of Next.js's own: ours replaces it below.
    super({ ...context, maxMemoryCacheSize: 0 })
    FileSystemCache.memoryCache = memoryStore
  }

  /**
   * A build serves any address (decision 201): when its prerendered pages and data name another
   * address than this server's, what is not yet in memory is a miss, so each page renders once here,
   * at this server's own address, and is kept as any other; the build's files are not read.
   */
  async get(key, context) {
    const elsewhere = /** @type {Record<symbol, unknown>} */ (globalThis)[PRERENDERED_ELSEWHERE] === true
    if (elsewhere && !pageCacheStore().has(key)) return null
    return super.get(key, context)
  }
}
