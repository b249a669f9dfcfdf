/**
 * How issue 18 counts a page's JavaScript: every script the page loads, each body compressed with
 * gzip -9, summed. Response headers and the server's own compression level are left out, so the
 * figure is the code's size (the framework alone is 134.5 KiB by this count, decision 063).
 * `npm run check:pages` and the bench's Lighthouse rows both count with this.
 */
import zlib from 'node:zlib'

/** A counter that fetches each script URL once and remembers its gzip -9 size. */
export function scriptGzipSizes(): (url: string) => Promise<number> {
  const sizes = new Map<string, Promise<number>>()
  return (url) => {
    let size = sizes.get(url)
    if (!size) {
      size = fetch(url).then(async (response) => {
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        return zlib.gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length
      })
      sizes.set(url, size)
    }
    return size
  }
}
