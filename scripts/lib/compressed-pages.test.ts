import zlib from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { chooseCoding, CompressedPages, MAX_BODY_BYTES, MAX_ENTRIES } from './compressed-pages'

describe('chooseCoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(chooseCoding('gzip, deflate, br, zstd')).toBe('br')
    expect(chooseCoding('gzip')).toBe('gzip')
    expect(chooseCoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseCoding('*')).toBe('br')
    expect(chooseCoding('*, br;q=0')).toBe('gzip')
    expect(chooseCoding(undefined)).toBeNull()
    expect(chooseCoding('identity')).toBeNull()
    expect(chooseCoding('gzip;q=0')).toBeNull()
    expect(chooseCoding('gzip, br', 'gzip')).toBe('gzip')
    expect(chooseCoding('br', 'gzip')).toBeNull()
  })
})

describe('CompressedPages', () => {
  const page = Buffer.from(`<!doctype html><p>${'a page of the site '.repeat(500)}</p>`)

  it('compresses a version of a page once, and again when the page changes', async () => {
    const pages = new CompressedPages()
    let derived = 0
    const first = pages.entry('/', page, () => ++derived)!
    const again = pages.entry('/', Buffer.from(page), () => ++derived)!
    expect(first.seenBefore).toBe(false)
    expect(again.seenBefore).toBe(true)
    expect(again.derived).toBe(1)
    const made = first.encoded('br')
    expect(again.encoded('br')).toBe(made)
    expect(zlib.brotliDecompressSync(await made).equals(page)).toBe(true)
    expect(zlib.gunzipSync(await again.encoded('gzip')).equals(page)).toBe(true)

    const changed = Buffer.from(`${page.toString()}<!-- regenerated -->`)
    const next = pages.entry('/', changed, () => ++derived)!
    expect(next.seenBefore).toBe(false)
    expect(next.derived).toBe(2)
    expect(next.encoded('br')).not.toBe(made)
    expect(zlib.brotliDecompressSync(await next.encoded('br')).equals(changed)).toBe(true)
  })

  it('keeps at most MAX_ENTRIES paths, the least recently used going first, and no page over MAX_BODY_BYTES', () => {
    const pages = new CompressedPages()
    for (let i = 0; i <= MAX_ENTRIES; i++) pages.entry(`/p${i}`, page)
    expect(pages.size).toBe(MAX_ENTRIES)
    expect(pages.entry('/p0', page)!.seenBefore).toBe(false)
    expect(pages.entry(`/p${MAX_ENTRIES}`, page)!.seenBefore).toBe(true)
    expect(pages.entry('/big', Buffer.alloc(MAX_BODY_BYTES + 1))).toBeNull()
  })

  it('recognises a page by the text it was made from, and never a different text of the same length', async () => {
    const pages = new CompressedPages()
    const text = page.toString()
    expect(pages.known('/', text)).toBeNull()
    pages.entry('/', page, () => 'hashes', text)
    const known = pages.known<string>('/', text)!
    expect(known.derived).toBe('hashes')
    expect(known.byteLength).toBe(page.byteLength)
    expect(known.plain?.equals(page)).toBe(true)
    expect(zlib.gunzipSync(await known.encoded('gzip')).equals(page)).toBe(true)
    // An equal string made anew (another render of the same bytes) is recognised too.
    expect(pages.known('/', `${text}`.slice(0))).not.toBeNull()
    expect(pages.known('/', text.replace('site', 'sitf'))).toBeNull()
    expect(pages.known('/other', text)).toBeNull()
    // A new version lets the old text go.
    const changed = `${text}<!-- regenerated -->`
    pages.entry('/', Buffer.from(changed), undefined, changed)
    expect(pages.known('/', text)).toBeNull()
    expect(pages.known('/', changed)).not.toBeNull()
  })

  it('keeps texts within their heap budget, the least recently used let go first', () => {
    const text = page.toString()
    // Room for four texts with their bytes (and none over a quarter of the budget is kept).
    const budget = (text.length + page.byteLength) * 4
    const pages = new CompressedPages(budget)
    for (const path of ['/a', '/b', '/c', '/d', '/e', '/f']) pages.entry(path, page, undefined, text)
    expect(pages.keptTextBytes).toBe(budget)
    expect(pages.known('/b', text)).toBeNull()
    expect(pages.known('/c', text)).not.toBeNull()
    expect(pages.known('/a', text)).toBeNull()
    expect(pages.known('/d', text)).not.toBeNull()
    // The entry stays: its hash still recognises the page.
    expect(pages.entry('/a', page)!.seenBefore).toBe(true)
  })
})
