import crypto from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { frameworkScriptHashes, inlineScriptHashes, isFrameworkScript, withScriptHashes } from './csp-policy'
import { hashInlineScripts, MAX_HELD_BYTES, mayBePage } from './csp-response'

const sha = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`
const POLICY = "default-src 'self'; script-src 'self'; object-src 'none'"

describe('inlineScriptHashes', () => {
  it('hashes inline scripts a browser runs, not external ones or JSON data', () => {
    const html = [
      '<script src="/a.js" async=""></script>',
      '<script>self.a=1</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script id="_R_">boot()</script>',
      '<SCRIPT type="module">import "x"</SCRIPT>',
      '<script>self.a=1</script>',
      '<script>a\r\nb</script>',
    ].join('')
    expect(inlineScriptHashes(html)).toEqual([sha('self.a=1'), sha('boot()'), sha('import "x"'), sha('a\nb')])
  })

  it('hashes the text up to the first </script, as the parser ends it', () => {
    expect(inlineScriptHashes('<script>x = "<\\/script>"; y</script >')).toEqual([sha('x = "<\\/script>"; y')])
  })
})

describe('isFrameworkScript', () => {
  it("accepts the shapes Next.js writes: payload pushes and Turbopack's chunk list", () => {
    for (const text of [
      '(self.__next_f=self.__next_f||[]).push([0])',
      'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[\\"x\\"]"])',
      'self.__next_f.push([2,null])',
      'self.__next_f.push([1,""])',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["/_next/static/chunks/a.js"],"runtimeModuleIds":[1]})',
      // As Next.js 16.4 writes it, with a semicolon.
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[494553]});',
    ]) {
      expect(isFrameworkScript(text), text).toBe(true)
    }
  })

  it('refuses anything else, including pushes that run code', () => {
    for (const text of [
      'alert(1)',
      'self.__next_f.push([1,"a"]);alert(1)',
      'self.__next_f.push([1,"a\\\\"]);alert(1);//"])',
      'self.__next_f.push([1,"a"+alert(1)+"b"])',
      'self.__next_f.push([1,alert(1)])',
      'self.__next_f.push([1,"a"])//',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1});alert(1);({})',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1))',
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({});;',
      '(self.__next_f=self.__next_f||[]).push([0]);alert(1)',
    ]) {
      expect(isFrameworkScript(text), text).toBe(false)
    }
  })
})

describe('frameworkScriptHashes', () => {
  it("hashes the page's bytes as sent, Next.js's scripts only, and counts the others", () => {
    const push = 'self.__next_f.push([1,"café \\u003c/p> \\"q\\""])'
    const html = [
      '<script src="/a.js"></script>',
      `<script>${push}</script>`,
      '<script type="application/ld+json">{"a":1}</script>',
      '<script>alert(1)</script>',
      '<script type="module">self.__next_f.push([1,"x"])</script>',
      '<SCRIPT>self.__next_f.push([1,"y"])</SCRIPT>',
      '<script>self.__next_f.push([1,"a\r\nb"])</script>',
    ].join('')
    const { hashes, refused } = frameworkScriptHashes(Buffer.from(html))
    expect(hashes).toEqual([sha(push)])
    // alert, the typed one and the one with a raw CR; the uppercase tag is not seen at all.
    expect(refused).toBe(3)
    expect(inlineScriptHashes(html)).toContain(sha(push))
    // The second time the verdicts come from the cache, and agree.
    expect(frameworkScriptHashes(Buffer.from(html))).toEqual({ hashes: [sha(push)], refused: 3 })
  })
})

describe('withScriptHashes', () => {
  it('adds hashes to script-src, or to a script-src made from default-src', () => {
    expect(withScriptHashes(POLICY, ["'sha256-a'"])).toBe("default-src 'self'; script-src 'self' 'sha256-a'; object-src 'none'")
    expect(withScriptHashes("default-src 'self'", ["'sha256-a'"])).toBe("default-src 'self'; script-src 'self' 'sha256-a'")
  })

  it("leaves a policy with 'unsafe-inline' alone (a hash would switch it off)", () => {
    const admin = "script-src 'self' 'unsafe-inline'"
    expect(withScriptHashes(admin, ["'sha256-a'"])).toBe(admin)
  })
})

describe('mayBePage', () => {
  it('is true for page paths and false for files, APIs, the admin and router payloads', () => {
    expect(mayBePage('GET', '/', {})).toBe(true)
    expect(mayBePage('HEAD', '/blog/a-post', {})).toBe(true)
    expect(mayBePage('POST', '/', {})).toBe(false)
    expect(mayBePage('GET', '/pricing', { rsc: '1' })).toBe(false)
    for (const path of ['/_next/static/chunks/a.js', '/api/users', '/admin', '/admin/collections/posts', '/media/a.svg', '/robots.txt', '/csp-report']) {
      expect(mayBePage('GET', path, {}), path).toBe(false)
    }
  })
})

type Handler = (req: http.IncomingMessage, res: http.ServerResponse) => void

describe('hashInlineScripts on a real server', () => {
  let server: http.Server
  let handler: Handler = () => {}
  let known: string[] | undefined
  let refused = 0
  let base = ''

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      res.setHeader('content-security-policy', POLICY)
      hashInlineScripts(req, res, known, (count) => (refused += count))
      handler(req, res)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  const get = (headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const request = http.request(`${base}/page`, { method, headers, agent: false }, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      })
      request.on('error', reject)
      request.end()
    })

  const one = '(self.__next_f=self.__next_f||[]).push([0])'
  const two = 'self.__next_f.push([1,"two"])'
  const page = `<!doctype html><html><head><script>${one}</script></head><body>${'<p>text</p>'.repeat(200)}<script>${two}</script></body></html>`

  it('holds a page written in pieces, hashes its scripts and compresses it when asked', async () => {
    known = undefined
    handler = (req, res) => {
      // Next.js's pattern: status and headers set, then the stream written, then end.
      res.statusCode = 200
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.write(page.slice(0, 50))
      res.write(Buffer.from(page.slice(50, 2000)))
      res.end(page.slice(2000))
      expect(req.headers['accept-encoding']).toBeUndefined()
    }
    const plain = await get()
    expect(plain.body.toString()).toBe(page)
    expect(plain.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${sha(one)} ${sha(two)}; object-src 'none'`)
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(page))
    const gzipped = await get({ 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/)
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(page)
    expect(gzipped.headers['content-security-policy']).toContain(sha(two))
    expect((await get({ 'accept-encoding': 'gzip;q=0' })).headers['content-encoding']).toBeUndefined()
    // A browser's accept-encoding, for a version of the page already seen: brotli.
    const brotli = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' })
    expect(brotli.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(page)
    expect(brotli.headers['content-security-policy']).toContain(sha(two))
  })

  it('answers brotli only for a version of a page seen before: a one-off page gets the quicker gzip', async () => {
    known = undefined
    let n = 0
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.end(`${page}<!-- version ${n} -->`)
    }
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
    n = 1
    expect((await get(browser)).headers['content-encoding']).toBe('gzip')
    expect((await get(browser)).headers['content-encoding']).toBe('br')
    n = 2
    const regenerated = await get(browser)
    expect(regenerated.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(regenerated.body).toString()).toBe(`${page}<!-- version 2 -->`)
  })

  it('sends a cached page that arrives as one string the same way every time, its length counted in bytes', async () => {
    known = undefined
    // Next.js sends a cached page as one string, the same string each request; "—" is 3 bytes.
    let cachedPage = `${page}<p>Plan — Enterprise</p>`
    handler = (_req, res) => {
      res.statusCode = 200
      res.setHeader('content-type', 'text/html; charset=utf-8')
      res.end(cachedPage)
    }
    for (let i = 0; i < 3; i++) {
      const plain = await get()
      expect(plain.body.toString()).toBe(cachedPage)
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(cachedPage))
      expect(plain.headers['content-security-policy']).toContain(sha(two))
      const brotli = await get({ 'accept-encoding': 'gzip, deflate, br, zstd' })
      expect(zlib.brotliDecompressSync(brotli.body).toString()).toBe(cachedPage)
    }
    // Regenerated: a new text of the same length is a new version, never the old bytes.
    cachedPage = cachedPage.replace('Enterprise', 'Enterprize')
    const plain = await get()
    expect(plain.body.toString()).toBe(cachedPage)
    const gzipped = await get({ 'accept-encoding': 'gzip' })
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(cachedPage)
  })

  it("leaves out of a held page's policy the inline scripts Next.js did not write, and says so", async () => {
    known = undefined
    const next = 'self.__next_f.push([1,"data"])'
    refused = 0
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      res.end(`<html><body><p><script>alert(document.cookie)</script></p><script>${next}</script></body></html>`)
    }
    const response = await get()
    expect(response.headers['content-security-policy']).toBe(`default-src 'self'; script-src 'self' ${sha(next)}; object-src 'none'`)
    expect(refused).toBe(1)
  })

  it('takes headers given to writeHead, and answers HEAD without a body', async () => {
    known = undefined
    handler = (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' })
      res.end(page)
    }
    const response = await get()
    expect(response.status).toBe(404)
    expect(response.headers['content-security-policy']).toContain(sha(one))
    const head = await get({}, 'HEAD')
    expect(head.status).toBe(404)
    expect(head.body.byteLength).toBe(0)
  })

  it('passes anything but HTML through as it is written', async () => {
    known = undefined
    handler = (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"a":')
      res.end('1}')
    }
    const response = await get({ 'accept-encoding': 'gzip' })
    expect(response.body.toString()).toBe('{"a":1}')
    expect(response.headers['content-security-policy']).toBe(POLICY)
    expect(response.headers['transfer-encoding']).toBe('chunked')
  })

  it("sends a prerendered page's hashes from the build, compressed here", async () => {
    known = ["'sha256-fromthebuild'"]
    handler = (req, res) => {
      res.statusCode = 200
      res.setHeader('content-type', 'text/html')
      res.write(page)
      // Held until complete, and asked of Next.js uncompressed.
      expect(res.headersSent).toBe(false)
      expect(req.headers['accept-encoding']).toBeUndefined()
      res.end()
    }
    const response = await get({ 'accept-encoding': 'gzip' })
    expect(response.headers['content-security-policy']).toBe("default-src 'self'; script-src 'self' 'sha256-fromthebuild'; object-src 'none'")
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(response.body).toString()).toBe(page)
  })

  it('sends a page too big to hold as it comes, with the policy unchanged', async () => {
    known = undefined
    const piece = 'x'.repeat(1024 * 1024)
    handler = (_req, res) => {
      res.setHeader('content-type', 'text/html')
      for (let i = 0; i < MAX_HELD_BYTES / piece.length + 1; i++) res.write(piece)
      res.end('<script>late()</script>')
    }
    const response = await get()
    expect(response.body.byteLength).toBe((MAX_HELD_BYTES / piece.length + 1) * piece.length + 23)
    expect(response.headers['content-security-policy']).toBe(POLICY)
  })
})
