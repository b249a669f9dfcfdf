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
 */
import crypto from 'node:crypto'
import zlib from 'node:zlib'

export type Coding = 'br' | 'gzip'

/** Paths kept; the site has a few hundred pages, and each entry is about a third of its page. */
export const MAX_ENTRIES = 300
export const MAX_BODY_BYTES = 1024 * 1024
/** Brotli's quality for bytes made once per version: near its best ratio at a fraction of quality 11's time. */
const BROTLI_QUALITY = 9

type Entry = {
  version: string
  /** Worked out once per version by the caller (the CSP hashes), if it asked. */
  derived?: unknown
  encoded: Partial<Record<Coding, Promise<Buffer>>>
}

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

  /**
   * The entry of this path for these bytes, made or refreshed; `derive` runs only for a new version.
   * Null when the page is too large to keep.
   */
  entry<T>(
    path: string,
    body: Buffer,
    derive?: (body: Buffer) => T,
  ): { derived: T | undefined; seenBefore: boolean; encoded: (coding: Coding) => Promise<Buffer> } | null {
    if (body.byteLength > MAX_BODY_BYTES) return null
    const version = crypto.createHash('sha1').update(body).digest('base64')
    let entry = this.entries.get(path)
    const seenBefore = entry?.version === version
    if (!entry || !seenBefore) {
      entry = { version, derived: derive?.(body), encoded: {} }
    }
    // Most recently used last; the oldest goes when the map is full.
    this.entries.delete(path)
    this.entries.set(path, entry)
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!)
    const kept = entry
    return {
      derived: kept.derived as T | undefined,
      seenBefore,
      encoded: (coding) => {
        const made = kept.encoded[coding] ?? compress(body, coding)
        kept.encoded[coding] = made
        // A failed compression is not kept: the next request tries again.
        made.catch(() => {
          if (kept.encoded[coding] === made) delete kept.encoded[coding]
        })
        return made
      },
    }
  }

  get size(): number {
    return this.entries.size
  }
}
