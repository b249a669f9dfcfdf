import { unstable_cache } from 'next/cache'

import { normalisePath, REDIRECTS_TAG } from './paths'

/**
 * The redirect lookup of the proxy (src/proxy.ts), answered before any page renders (decision 171).
 *
 * The proxy's bundle has no Payload: Payload's onInit (startInstance) registers the loader on
 * `globalThis`, which the proxy shares with the app in the one server process. The table is cached
 * with `unstable_cache` under REDIRECTS_TAG, in Next.js's cache (this process's memory budget, or
 * Redis when configured, decision 100): a change to a redirect expires the tag on every instance.
 * On top of it each process keeps the parsed table for at most a second, so a page request costs a
 * map lookup, and asks the cache at most once a second; a change made on this instance drops that
 * copy at once (forgetRedirectTable). The table is bounded by MAX_REDIRECTS.
 */

// Side door (decision 171): the proxy's bundle and the app are two graphs; the loader is set in
// src/payload.config.ts's onInit, read by src/proxy.ts through `redirectFor`.
const LOADER = Symbol.for('erpz.redirects.load')
const MEMO = Symbol.for('erpz.redirects.memo')
const FRESH_MS = 1000
const DAY = 60 * 60 * 24

type Loader = () => Promise<Record<string, string>>
type Memo = { table: Map<string, string>; checkedAt: number; refreshing?: Promise<Map<string, string>> }
type Holder = { [LOADER]?: Loader; [MEMO]?: Memo }

const holder = globalThis as Holder

/** Called once Payload is up (its onInit), where the database is. */
export function registerRedirectLoader(loader: Loader): void {
  holder[LOADER] = loader
}

/** Drops this process's copy of the table (a redirect changed here); the next request asks the cache. */
export function forgetRedirectTable(): void {
  holder[MEMO] = undefined
}

const cachedTable = unstable_cache(
  async (): Promise<Record<string, string>> => {
    const loader = holder[LOADER]
    // Throwing keeps the answer out of the cache: Payload is not up yet.
    if (!loader) throw new Error('the redirect table is not available before Payload has started')
    return loader()
  },
  ['redirect-table', 'v1'],
  { tags: [REDIRECTS_TAG], revalidate: DAY },
)

async function refresh(memo: Memo | undefined): Promise<Map<string, string>> {
  try {
    const table = new Map(Object.entries(await cachedTable()))
    holder[MEMO] = { table, checkedAt: Date.now() }
    return table
  } catch {
    // Not up yet, or the database is away: answer with what we had (nothing at first) and try again
    // on a later request. A redirect is never worth a failed page.
    const table = memo?.table ?? new Map<string, string>()
    holder[MEMO] = { table, checkedAt: Date.now() - FRESH_MS / 2 }
    return table
  }
}

async function currentTable(): Promise<Map<string, string>> {
  const memo = holder[MEMO]
  if (memo && Date.now() - memo.checkedAt < FRESH_MS) return memo.table
  // One refresh at a time; while it runs, the others answer from the copy (the first waits for it).
  if (memo?.refreshing) return memo.checkedAt === 0 ? memo.refreshing : memo.table
  const refreshing = refresh(memo)
  if (memo) memo.refreshing = refreshing
  else holder[MEMO] = { table: new Map(), checkedAt: 0, refreshing }
  return refreshing
}

/** Where `path` redirects to (a path of this site or a full address), or null. */
export async function redirectFor(path: string): Promise<string | null> {
  return (await currentTable()).get(normalisePath(path)) ?? null
}
