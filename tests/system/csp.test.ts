/**
 * The Content-Security-Policy of a production server started as `npm start` starts it (decision
 * 152): MDN's HTTP Observatory finds nothing to fail on the public pages, every page's script-src
 * names exactly the inline scripts it has and no 'unsafe-inline', the admin and the live preview
 * keep policies of their own, and the violation report endpoint takes reports without letting a
 * stranger fill the log. SQLite only: nothing here depends on the database.
 */
import crypto from 'node:crypto'
import http from 'node:http'
import zlib from 'node:zlib'

import { ALL_TESTS } from '@mdn/mdn-http-observatory/src/constants.js'
import { retrieve } from '@mdn/mdn-http-observatory/src/retriever/retriever.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../../scripts/lib/free-port'
import { type AppServer, type Database, freshDatabase, startAppServer } from '../support/app-server'
import { httpRequest } from '../support/http-client'

/** The Observatory's tests that need the site on https (this server speaks http). */
const TLS_TESTS = new Set(['redirectionTest', 'strictTransportSecurityTest'])

const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1) ?? []

/** The inline scripts a browser runs, found independently of the server's own parser. */
function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? ''
    if (/\ssrc=/i.test(attributes) || /type="application\/(ld\+)?json"/i.test(attributes)) continue
    scripts.push(match[2] ?? '')
  }
  return scripts
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`

/** A GET whose body is left as the bytes sent (compressed or not). */
function getBytes(url: string, headers: Record<string, string>): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }))
      response.on('error', reject)
    })
    request.on('error', reject)
  })
}

let lastHost = 0
const nextClient = () => `127.0.77.${++lastHost}`

describe('Content-Security-Policy of a production server', () => {
  let database: Database
  let server: AppServer
  let post: string
  let sitemapPages: string[]

  beforeAll(async () => {
    database = await freshDatabase('sqlite', 'erpz_csp')
    server = await startAppServer(database)
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text()
    sitemapPages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    post = sitemapPages.find((page) => page.startsWith('/blog/'))!
    expect(post, 'a published post in the sitemap').toBeTruthy()
  })

  afterAll(async () => {
    await server?.stop()
    await database?.drop()
  })

  it('passes every non-TLS test of the MDN HTTP Observatory on the public pages', async () => {
    // A closed port for the scanner's https attempt, so it fails at once.
    const closed = await freePort()
    const pages = [...new Set(['/', '/blog', post, '/pricing', '/onboarding/auth', ...sitemapPages])]
    const failed: string[] = []
    for (const page of pages) {
      const requests = await retrieve('127.0.0.1', { httpPort: server.port, httpsPort: closed, path: page })
      expect(requests.responses.auto?.status, page).toBe(200)
      const tests = ALL_TESTS.filter((test) => !TLS_TESTS.has(test.name))
      expect(tests.length).toBe(ALL_TESTS.length - TLS_TESTS.size)
      for (const test of tests) {
        const output = test(requests)
        if (!output.pass) failed.push(`${page}: ${output.constructor.name} → ${output.result}`)
      }
    }
    expect(failed).toEqual([])
  }, 180_000)

  it("names each page's own inline scripts in script-src, with no 'unsafe-inline', and still compresses pages", async () => {
    const pages = ['/', '/blog', '/blog?q=planning', '/blog?category=nope', post, '/pricing', '/onboarding/auth', '/about', '/no-such-page']
    for (const page of pages) {
      const response = await getBytes(`${server.url}${page}`, { 'accept-encoding': 'gzip', accept: 'text/html' })
      expect(response.headers['content-type'], page).toMatch(/^text\/html/)
      expect(response.headers['content-encoding'], `${page} is compressed`).toBe('gzip')
      const html = zlib.gunzipSync(response.body).toString('utf8')
      const policy = String(response.headers['content-security-policy'])
      const scriptSrc = directive(policy, 'script-src')
      expect(scriptSrc, page).not.toContain("'unsafe-inline'")
      expect(scriptSrc, page).not.toContain("'unsafe-eval'")
      const scripts = inlineScripts(html)
      expect(scripts.length, `${page} has inline scripts`).toBeGreaterThan(1)
      for (const script of scripts) expect(scriptSrc, `${page}: ${script.slice(0, 60)}`).toContain(sha256(script))
      // Nothing else: no hash of a script the page does not have.
      const hashes = scriptSrc.filter((source) => source.startsWith("'sha256-"))
      expect(new Set(hashes), page).toEqual(new Set(scripts.map(sha256)))
      expect(directive(policy, 'object-src'), page).toEqual(["'none'"])
      expect(directive(policy, 'frame-ancestors'), page).toEqual(["'none'"])
      expect(directive(policy, 'report-uri'), page).toEqual(['/csp-report'])
      expect(response.headers['reporting-endpoints'], page).toBe('csp="/csp-report"')
    }
  }, 120_000)

  it("answers a browser's accept-encoding with brotli made once per version of the page, the same page and policy (decision 195)", async () => {
    const browser = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'text/html' }
    for (const page of ['/', post]) {
      const gzipped = await getBytes(`${server.url}${page}`, { 'accept-encoding': 'gzip', accept: 'text/html' })
      await getBytes(`${server.url}${page}`, browser)
      const brotli = await getBytes(`${server.url}${page}`, browser)
      expect(brotli.headers['content-encoding'], page).toBe('br')
      expect(zlib.brotliDecompressSync(brotli.body).toString('utf8'), page).toBe(zlib.gunzipSync(gzipped.body).toString('utf8'))
      expect(brotli.headers['content-security-policy'], page).toBe(gzipped.headers['content-security-policy'])
      expect(brotli.headers.vary, page).toMatch(/Accept-Encoding/i)
    }
    // Without the bench's per-run token in its environment the server has no no-script twin.
    const twin = await getBytes(`${server.url}/?erpz-bench-twin=${'x'.repeat(40)}`, { 'accept-encoding': 'gzip', accept: 'text/html' })
    expect(inlineScripts(zlib.gunzipSync(twin.body).toString('utf8')).length).toBeGreaterThan(1)
  }, 60_000)

  it('keeps the admin on a policy of its own and lets the CMS frame the live preview', async () => {
    const admin = await fetch(`${server.url}/admin`)
    const adminPolicy = String(admin.headers.get('content-security-policy'))
    expect(directive(adminPolicy, 'script-src')).toContain("'unsafe-inline'")
    expect(directive(adminPolicy, 'frame-ancestors')).toEqual(["'none'"])
    expect(directive(adminPolicy, 'object-src')).toEqual(["'none'"])

    const preview = await fetch(`${server.url}/blog/preview/${post.split('/').at(-1)}`)
    const previewPolicy = String(preview.headers.get('content-security-policy'))
    expect(directive(previewPolicy, 'frame-ancestors')).toEqual(["'self'"])
    expect(directive(previewPolicy, 'script-src')).not.toContain("'unsafe-inline'")
    expect(preview.headers.get('x-frame-options')).toBe('SAMEORIGIN')
  })

  describe('the violation report endpoint', () => {
    const report = (body: string, { type = 'application/csp-report', from = nextClient() } = {}) =>
      httpRequest(`${server.url}/csp-report`, { method: 'POST', headers: { 'content-type': type }, body, from })

    it('logs a report at warn with no query string, sample or client address', async () => {
      const from = nextClient()
      const secret = `token-${crypto.randomUUID()}`
      const legacy = await report(
        JSON.stringify({
          'csp-report': {
            'document-uri': `${server.url}/pricing?email=someone@example.com&t=${secret}`,
            'blocked-uri': 'inline',
            'effective-directive': 'script-src-elem',
            'violated-directive': 'script-src-elem',
            'script-sample': `alert("${secret}")`,
            disposition: 'enforce',
            'line-number': 12,
          },
        }),
        { from },
      )
      expect(legacy.status).toBe(204)
      const modern = await report(
        JSON.stringify([
          {
            type: 'csp-violation',
            age: 1,
            url: `${server.url}/blog`,
            body: { documentURL: `${server.url}/blog#${secret}`, blockedURL: `https://evil.example/x.js?${secret}`, effectiveDirective: 'script-src-elem', disposition: 'enforce', sample: secret },
          },
        ]),
        { type: 'application/reports+json', from },
      )
      expect(modern.status).toBe(204)

      await expect.poll(() => server.output().split('\n').filter((line) => line.includes('CSP violation')).length, { timeout: 5000 }).toBeGreaterThanOrEqual(2)
      const lines = server.output().split('\n').filter((line) => line.includes('CSP violation'))
      const logged = lines.map((line) => JSON.parse(line) as { level: number; cspViolation: Record<string, unknown> })
      expect(logged.map((entry) => entry.level)).toEqual(logged.map(() => 40))
      expect(logged.map((entry) => entry.cspViolation)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ document: `${server.url}/pricing`, blocked: 'inline', directive: 'script-src-elem', line: 12 }),
          expect.objectContaining({ document: `${server.url}/blog`, blocked: 'https://evil.example/x.js', directive: 'script-src-elem' }),
        ]),
      )
      for (const line of lines) {
        expect(line).not.toContain(secret)
        expect(line).not.toContain('someone@example.com')
        expect(line).not.toContain(from)
      }
    })

    it('answers garbage with a 4xx, never a 500', async () => {
      const garbage: Array<[string, string, number]> = [
        ['not json', 'application/csp-report', 400],
        ['', 'application/csp-report', 400],
        ['{"csp-report": 5}', 'application/csp-report', 400],
        ['[1, "x", null]', 'application/reports+json', 400],
        ['{"csp-report": {"document-uri": {"a": 1}, "effective-directive": ["x"]}}', 'application/csp-report', 400],
        ['{"a": 1}', 'text/plain', 415],
        [`{"csp-report": {"document-uri": "${'x'.repeat(20_000)}"}}`, 'application/csp-report', 413],
        ['\u0000\uffff{', 'application/json', 400],
      ]
      for (const [body, type, status] of garbage) {
        expect((await report(body, { type })).status, `${type} ${body.slice(0, 40)}`).toBe(status)
      }
      expect((await httpRequest(`${server.url}/csp-report`)).status).toBe(405)
      expect(server.output()).not.toMatch(/"level":50/)
    })

    it('limits each client to 20 reports a minute, and others still get through', async () => {
      const from = nextClient()
      const body = JSON.stringify({ 'csp-report': { 'document-uri': `${server.url}/`, 'blocked-uri': 'eval', 'effective-directive': 'script-src' } })
      const statuses: number[] = []
      for (let i = 0; i < 22; i++) statuses.push((await report(body, { from })).status)
      expect(statuses.slice(0, 20)).toEqual(Array.from({ length: 20 }, () => 204))
      expect(statuses.slice(20)).toEqual([429, 429])
      const refused = await report(body, { from })
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect((await report(body)).status).toBe(204)
    })
  })
})
