/**
 * The compressed bytes of a page, made once per version of the page and kept (issue 43): a cached
 * page is the same bytes for every visitor until it is regenerated, so gzip and brotli run once per
 * version instead of once per request (per-request gzip halved the server's throughput). A version
 * is the page's bytes: the key is the path, the version the SHA-1 of the uncompressed body (a
 * fraction of a millisecond on a page of the site's size), so a regenerated page is compressed anew
 * and its old bytes dropped. With the bytes the entry keeps what else is worked out once per version
 * (the page's inline-script hashes, scripts/lib/csp-response.ts).
 *
 * Bounded: at most MAX_ENTRIES paths (least recently used first out), and pages over MAX_BODY_BYTES
 * are not kept. Compression runs on libuv's thread pool, once per version even under concurrent
 * misses (they share one promise).
 *
 * A page Next.js sends from its cache arrives as one string, the same string for every request
 * while the page is cached. Encoding it to bytes and hashing them was a sixth of the server's CPU
 * on a cached page, and writing the string instead made Node encode it on every write (decision
 * 203), so an entry also keeps the text it was made from and its bytes: the next request with an
 * equal text (the same string compares in constant time) is recognised without hashing and sent
 * without encoding. Kept texts and bytes are bounded by TEXT_BUDGET_BYTES together, least recently
 * used first out; a page whose text was let go is recognised by its hash again.
 */
import crypto from 'node:crypto'
import zlib from 'node:zlib'

export type Coding = 'br' | 'gzip'

/** Paths kept; the site has a few hundred pages, and each entry is about a third of its page. */
export const MAX_ENTRIES = 300
export const MAX_BODY_BYTES = 1024 * 1024
/** What kept texts (V8's two-byte strings: our pages hold "—") and their bytes may take together. */
export const TEXT_BUDGET_BYTES = 16 * 1024 * 1024
/** Brotli's quality for bytes made once per version: near its best ratio at a fraction of quality 11's time. */
const BROTLI_QUALITY = 9

type Entry = {
  version: string
  /** Worked out once per version by the caller (the CSP hashes), if it asked. */
  derived?: unknown
  encoded: Partial<Record<Coding, Promise<Buffer>>>
  /** The text this version was made from and its UTF-8 bytes, while the text budget keeps them. */
  text?: string
  plain?: Buffer
  byteLength: number
}

/** What a kept page offers a response: see `CompressedPages.entry`. */
export type KeptPage<T> = {
  derived: T | undefined
  seenBefore: boolean
  /** The page's bytes in `coding`, made once per version. */
  encoded: (coding: Coding) => Promise<Buffer>
  /** Its uncompressed length in bytes. */
  byteLength: number
  /** Its uncompressed bytes, when kept. */
  plain: Buffer | undefined
}

/** Heap a string takes: one byte a character while all are Latin-1, else two (as budgets.mjs counts). */
const textHeapBytes = (text: string) => (/[^\u0000-\u00ff]/.test(text) ? text.length * 2 : text.length)

function compress(body: Buffer, coding: Coding): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result))
    if (coding === 'gzip') zlib.gzip(body, { level: 6 }, done)
    else
      zlib.brotliCompress(
        body,
        { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT } },
        done,
      )
  })
}

/**
 * The coding to answer with: brotli when accepted, else gzip when accepted, else none (q=0
 * refuses); with `only`, that coding when accepted, else none.
 */
export function chooseCoding(acceptEncoding: string | string[] | undefined, only?: Coding): Coding | null {
  const value = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : (acceptEncoding ?? '')
  const accepted = new Map<string, number>()
  for (const part of value.split(',')) {
    const [coding, ...params] = part.trim().toLowerCase().split(';')
    if (!coding) continue
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(coding, q ? Number(q.slice(2)) || 0 : 1)
  }
  const ok = (coding: Coding) => (accepted.get(coding) ?? accepted.get('*') ?? 0) > 0
  if (only) return ok(only) ? only : null
  if (ok('br')) return 'br'
  if (ok('gzip')) return 'gzip'
  return null
}

export class CompressedPages {
  private readonly entries = new Map<string, Entry>()
  private textBytes = 0

  constructor(private readonly textBudgetBytes = TEXT_BUDGET_BYTES) {}

  /**
   * The entry of this path for these bytes, made or refreshed; `derive` runs only for a new version.
   * `text`, when the page came as one string, is kept to recognise the next request's (`known`).
   * Null when the page is too large to keep.
   */
  entry<T>(path: string, body: Buffer, derive?: (body: Buffer) => T, text?: string): KeptPage<T> | null {
    if (body.byteLength > MAX_BODY_BYTES) return null
    const version = crypto.createHash('sha1').update(body).digest('base64')
    let entry = this.entries.get(path)
    const seenBefore = entry?.version === version
    if (!entry || !seenBefore) {
      if (entry) this.forgetText(entry)
      entry = { version, derived: derive?.(body), encoded: {}, byteLength: body.byteLength }
    }
    if (text !== undefined && entry.text === undefined) this.keepText(entry, text, body)
    this.touch(path, entry)
    return this.view<T>(entry, seenBefore, () => body)
  }

  /**
   * The entry of this path if it was made from this very text: no encoding, no hashing. Null when
   * the path has no entry, its text was let go, or the text differs (a new version).
   */
  known<T>(path: string, text: string): KeptPage<T> | null {
    const entry = this.entries.get(path)
    if (entry?.text === undefined || entry.text !== text) return null
    this.touch(path, entry)
    const kept = entry.text
    return this.view<T>(entry, true, () => entry.plain ?? Buffer.from(kept))
  }

  private view<T>(entry: Entry, seenBefore: boolean, body: () => Buffer): KeptPage<T> {
    return {
      derived: entry.derived as T | undefined,
      seenBefore,
      byteLength: entry.byteLength,
      plain: entry.plain,
      encoded: (coding) => {
        const made = entry.encoded[coding] ?? compress(body(), coding)
        entry.encoded[coding] = made
        // A failed compression is not kept: the next request tries again.
        made.catch(() => {
          if (entry.encoded[coding] === made) delete entry.encoded[coding]
        })
        return made
      },
    }
  }

  /** Most recently used last; the oldest goes when the map is full. */
  private touch(path: string, entry: Entry) {
    this.entries.delete(path)
    this.entries.set(path, entry)
    if (this.entries.size > MAX_ENTRIES) {
      const [oldestPath, oldest] = this.entries.entries().next().value!
      this.forgetText(oldest)
      this.entries.delete(oldestPath)
    }
  }

  private keepText(entry: Entry, text: string, plain: Buffer) {
    const bytes = textHeapBytes(text) + plain.byteLength
    if (bytes > this.textBudgetBytes / 4) return
    // Least recently used texts go first; the entries themselves stay (their hash still finds them).
    for (const other of this.entries.values()) {
      if (this.textBytes + bytes <= this.textBudgetBytes) break
      this.forgetText(other)
    }
    entry.text = text
    entry.plain = plain
    this.textBytes += bytes
  }

  private forgetText(entry: Entry) {
    if (entry.text === undefined) return
    this.textBytes -= textHeapBytes(entry.text) + (entry.plain?.byteLength ?? 0)
    entry.text = undefined
    entry.plain = undefined
  }

  get size(): number {
    return this.entries.size
  }

  /** Memory held by kept texts and their bytes (for tests). */
  get keptTextBytes(): number {
    return this.textBytes
  }
}
