import { describe, expect, it } from 'vitest'

import { BudgetedLru, budgetOf, ENTRY_OVERHEAD_BYTES, entryBytes, ownBuffer, QUERY_PAGE_TAG, stringBytes, valueBytes } from './budgets.mjs'
import { createBudgetedHandler } from './local-handler.mjs'

const page = (html: string, tags: string[] = ['blog'], extra: Record<string, unknown> = {}) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.alloc(1000),
  headers: { 'x-next-cache-tags': tags.join(',') },
  ...extra,
})

describe('what a cache entry costs', () => {
  it('counts a string of Latin-1 text at one byte a character and any other text at two', () => {
    expect(stringBytes('a'.repeat(1000))).toBe(1000)
    expect(stringBytes('é'.repeat(1000))).toBe(1000)
    // One "—" makes V8 store the whole string two bytes a character.
    expect(stringBytes(`${'a'.repeat(999)}—`)).toBe(2000)
    expect(stringBytes(undefined)).toBe(0)
  })

  it("counts a buffer slice at its parent's size, and a copy of the slice at its own", () => {
    const parent = Buffer.allocUnsafeSlow(100_000)
    const slice = parent.subarray(0, 10)
    expect(valueBytes({ kind: 'APP_ROUTE', body: slice, headers: {} })).toBeGreaterThanOrEqual(100_000)
    const own = ownBuffer(slice)
    expect(own.byteLength).toBe(10)
    expect(own.buffer.byteLength).toBe(10)
    expect([...own]).toEqual([...slice])
  })

  it('counts a page as its HTML, RSC payload, segments and headers, plus key and overhead', () => {
    const html = `<p>${'x'.repeat(50_000)}—</p>`
    const value = page(html, ['blog'], { segmentData: new Map([['/_tree', Buffer.alloc(3000)]]) })
    const valueCost = valueBytes(value)
    expect(valueCost).toBeGreaterThanOrEqual(html.length * 2 + 1000 + 3000)
    expect(valueCost).toBeLessThan(html.length * 2 + 1000 + 3000 + 200)
    expect(entryBytes('/k', value)).toBe(valueCost + 4 + ENTRY_OVERHEAD_BYTES)
  })
})

describe('which budget an entry belongs to', () => {
  it('puts pages of content in `pages`, query pages, redirects, not-found answers and cached nothing in `queries`', () => {
    expect(budgetOf(page('<p/>'))).toBe('pages')
    expect(budgetOf(page('<p/>', ['blog', QUERY_PAGE_TAG]))).toBe('queries')
    expect(budgetOf(page('<p/>', ['blog'], { status: 404 }))).toBe('queries')
    expect(budgetOf(page('<p/>', ['blog'], { status: 307 }))).toBe('queries')
    expect(budgetOf({ kind: 'FETCH', data: { body: '{"posts":[]}', headers: {}, status: 200, url: '' } })).toBe('data')
    expect(budgetOf({ kind: 'FETCH', data: { body: 'null', headers: {}, status: 200, url: '' } })).toBe('queries')
    expect(budgetOf(null)).toBe('queries')
  })
})

describe('budgeted LRU', () => {
  it('keeps each budget within its bytes, evicting its least recently used, and never touches another budget', () => {
    const evicted: string[] = []
    const lru = new BudgetedLru({ pages: 1000, queries: 400 }, (key) => evicted.push(key))
    lru.set('p1', 'page 1', 'pages', 200)
    lru.set('p2', 'page 2', 'pages', 200)
    for (let i = 0; i < 50; i++) lru.set(`q${i}`, `query ${i}`, 'queries', 100)
    expect(lru.stats()).toEqual({
      pages: { entries: 2, bytes: 400, budget: 1000 },
      queries: { entries: 4, bytes: 400, budget: 400 },
    })
    expect(lru.get('p1')).toBe('page 1')
    expect(lru.has('q49') && lru.has('q46') && !lru.has('q45')).toBe(true)
    expect(evicted).toHaveLength(46)
    expect(evicted[0]).toBe('q0')
  })

  it('evicts the least recently read, not the oldest written', () => {
    const lru = new BudgetedLru({ pages: 400 })
    for (const key of ['a', 'b', 'c', 'd']) lru.set(key, key, 'pages', 100)
    lru.get('a')
    lru.set('e', 'e', 'pages', 100)
    expect(['a', 'b', 'c', 'd', 'e'].filter((key) => lru.has(key))).toEqual(['a', 'c', 'd', 'e'])
  })

  it('refuses an entry larger than a quarter of its budget and forgets what the key held', () => {
    const evicted: string[] = []
    const lru = new BudgetedLru({ pages: 1000 }, (key) => evicted.push(key))
    lru.set('big', 'small first', 'pages', 100)
    expect(lru.set('big', 'too big', 'pages', 251)).toBe(false)
    expect(lru.has('big')).toBe(false)
    expect(lru.stats().pages).toEqual({ entries: 0, bytes: 0, budget: 1000 })
    expect(evicted).toEqual(['big'])
  })

  it('replacing a key counts only its new size', () => {
    const lru = new BudgetedLru({ pages: 1000 })
    lru.set('a', 1, 'pages', 200)
    lru.set('a', 2, 'pages', 50)
    expect(lru.stats().pages?.bytes).toBe(50)
    expect(lru.get('a')).toBe(2)
  })

  it('20,000 made-up searches leave the pages in place and the queries budget full, not more', () => {
    const lru = new BudgetedLru({ pages: 32 << 20, queries: 6 << 20, data: 8 << 20 })
    const article = page(`<main>${'Lean manufacturing — '.repeat(2500)}</main>`)
    lru.set('/blog/lean', article, budgetOf(article), entryBytes('/blog/lean', article))
    // One HTML string for every answer, as a rendered page's is: flat, not a fresh rope of 2,400
    // pieces that each measurement would flatten again (0.4 ms a time, 8 s for the loop).
    const nothingFound = `<main>${'No blog posts found — '.repeat(2400)}</main>`
    for (let i = 0; i < 20_000; i++) {
      const key = `/blog-list/${Buffer.from(JSON.stringify([1, `zz${i}qq`, `c${i}`])).toString('base64url')}`
      const search = page(nothingFound, ['blog', QUERY_PAGE_TAG])
      lru.set(key, search, budgetOf(search), entryBytes(key, search))
    }
    const stats = lru.stats()
    expect(lru.get('/blog/lean')).toBe(article)
    expect(stats.queries?.bytes).toBeLessThanOrEqual(6 << 20)
    expect(stats.queries?.entries).toBeGreaterThan(10)
    expect(stats.queries?.entries).toBeLessThan(100)
    expect(stats.pages?.entries).toBe(1)
  })
})

describe('budgeted handler (with Redis: the query pages it keeps out of Redis)', () => {
  const entry = (value: unknown, tags: string[] = []) => ({ value, tags, lastModified: Date.now(), lifespan: null })

  it('stores only the budgets it has', async () => {
    const { handler, store } = createBudgetedHandler({ queries: 1 << 20 })
    await handler.set('/search', entry(page('<p/>', ['blog', QUERY_PAGE_TAG])))
    await handler.set('/post', entry(page('<p/>')))
    expect(store.has('/search')).toBe(true)
    expect(store.has('/post')).toBe(false)
    expect(await handler.get('/post', { implicitTags: [] })).toBeNull()
  })

  it('drops entries of a revalidated tag, and entries older than a revalidated implicit tag', async () => {
    const { handler } = createBudgetedHandler({ queries: 1 << 20 })
    await handler.set('/a', entry(page('<p/>', ['blog', QUERY_PAGE_TAG]), ['blog', QUERY_PAGE_TAG]))
    await handler.set('/b', entry(page('<p/>', ['other', QUERY_PAGE_TAG]), ['other', QUERY_PAGE_TAG]))
    await handler.revalidateTag('blog')
    expect(await handler.get('/a', { implicitTags: [] })).toBeNull()
    expect(await handler.get('/b', { implicitTags: ['_N_T_/b'] })).not.toBeNull()
    await new Promise((resolve) => setTimeout(resolve, 5))
    await handler.revalidateTag('_N_T_/b')
    expect(await handler.get('/b', { implicitTags: ['_N_T_/b'] })).toBeNull()
  })
})
