import { normalisePath } from './paths'

/**
 * The redirect lookup of our server (scripts/serve.ts), answered before Next.js sees the request
 * (decisions 171 and 210).
 *
 * Our server's bundle has no Payload: Payload's onInit registers the loader on `globalThis`, which
 * the server shares with the app in the one process. Each process keeps the table for at most a
 * second, so a page request costs a map lookup, and reads the database at most once a second while
 * requests come: a change made on another instance is answered within a second, one made on this
 * instance at once (forgetRedirectTable). The table is bounded by MAX_REDIRECTS.
 */

// Side door (decision 171): our server's bundle and the app are two graphs; the loader is set in
// src/payload.config.ts's onInit, read by scripts/serve.ts through `redirectFor`.
const LOADER = Symbol.for('erpz.redirects.load')
const MEMO = Symbol.for('erpz.redirects.memo')
const FRESH_MS = 1000

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

async function loadTable(): Promise<Record<string, string>> {
  const loader = holder[LOADER]
  if (!loader) throw new Error('the redirect table is not available before Payload has started')
  return loader()
}

async function refresh(memo: Memo | undefined): Promise<Map<string, string>> {
  try {
    const table = new Map(Object.entries(await loadTable()))
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

/**
 * The Location of the 301 a request for `pathname` (with its query `search`, "" or "?…") is
 * answered with, or null when no redirect starts there. A path of this site keeps the visitor's
 * query (campaign parameters); a full address is sent as stored. A "path" stored before targets were
 * checked as browsers read them ("/\\evil.example") is not followed.
 */
export async function redirectLocation(pathname: string, search: string): Promise<string | null> {
  const to = await redirectFor(pathname)
  if (!to) return null
  if (!to.startsWith('/')) {
    try {
      return new URL(to).href
    } catch {
      return null
    }
  }
  const base = 'http://this-site.invalid'
  const location = new URL(to.includes('?') ? to : `${to}${search}`, base)
  if (location.origin !== base) return null
  return `${location.pathname}${location.search}`
}
