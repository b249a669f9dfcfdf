/**
 * A handler of @fortedigital/nextjs-cache-handler (the Redis setup, decision 100) that keeps entries
 * in this process's memory in the counted budgets of ./budgets.mjs (docs/decisions/150). Used for
 * the entries that must not go to Redis (query pages) and for everything while Redis was
 * unreachable at start. Plain JavaScript, loaded by Next.js outside the app's bundle.
 */
import { createRequire } from 'node:module'

import { BudgetedLru, budgetOf, CACHE_BUDGETS, entryBytes } from './budgets.mjs'

const require = createRequire(import.meta.url)
const { SharedCacheControls } = require('next/dist/server/lib/incremental-cache/shared-cache-controls.external.js')

/** Next.js keeps each page's cache lifetime in a map of its own, never emptied: a key leaves it with us. */
export const forgetCacheControl = (key) => SharedCacheControls.cacheControls.delete(key)

/**
 * @param {Record<string, number>} budgets
 * @returns the handler and its store (for tests and stats)
 */
export function createBudgetedHandler(budgets = CACHE_BUDGETS) {
  const store = new BudgetedLru(budgets, forgetCacheControl)
  /** Tag → when it was revalidated, for the implicit (path) tags an entry does not list itself. */
  const revalidated = new Map()
  const handler = {
    name: 'erpz-budgeted-memory',
    /** @param {string} key @param {{ implicitTags?: string[] }} meta */
    async get(key, meta) {
      const entry = /** @type {{ tags: readonly string[], lastModified: number } | undefined} */ (store.get(key))
      if (!entry) return null
      for (const tag of [...entry.tags, ...(meta?.implicitTags ?? [])]) {
        const at = revalidated.get(tag)
        if (at !== undefined && at > entry.lastModified) {
          store.delete(key)
          return null
        }
      }
      return entry
    },
    /** @param {string} key @param {{ value: unknown, tags: readonly string[], lastModified: number }} entry */
    async set(key, entry) {
      const name = budgetOf(entry.value)
      // A handler with only some budgets (the query pages kept out of Redis) stores only those.
      if (!(name in budgets)) return
      store.set(key, entry, name, entryBytes(key, entry.value))
    },
    /** @param {string} tag */
    async revalidateTag(tag) {
      store.deleteWhere((entry) => entry.tags.includes(tag))
      revalidated.set(tag, Date.now())
      // A tag is a bounded name (ours, or a page's path, which the entries above already were).
      if (revalidated.size > 10_000) revalidated.delete(revalidated.keys().next().value)
    },
    /** @param {string} key */
    async delete(key) {
      store.delete(key)
    },
  }
  return { handler, store }
}
