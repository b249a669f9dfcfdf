/**
 * Issue 42, "no anonymous 5xx", as a class: a generated run of malformed requests (bodies, content
 * types, methods, paths, queries) across every route this build serves (read from the build's own
 * route manifest) and every Payload REST collection and global (read from the generated types),
 * against a production server started as `npm start` starts it. Not one may be answered 5xx, and
 * the server may log nothing at error level. The generator is seeded: a failure names its seed
 * and request, and the same seed replays it (ERPZ_FUZZ_SEED).
 */
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type AppServer, type Database, DIALECTS, freshDatabase, startAppServer } from '../support/app-server'
import { rawRequest, type RawRequest } from '../support/raw-http'

const ROOT = path.resolve(import.meta.dirname, '../..')
const REQUESTS = 1_200
const SEED = Number(process.env.ERPZ_FUZZ_SEED ?? 42_042)

/** A small seeded generator (mulberry32): the same seed, the same requests. */
function random(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, pick }
}

/** Every route of the build, dynamic segments filled in: the app's pages and route handlers. */
export function buildRoutes(): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, '.next', 'app-path-routes-manifest.json'), 'utf8')) as Record<string, string>
  const routes = new Set<string>()
  for (const route of Object.values(manifest)) {
    if (route.startsWith('/_')) continue
    routes.add(
      route
        .replace(/\/\[\[\.\.\.[^\]]+\]\]/g, '')
        .replace(/\[\.\.\.[^\]]+\]/g, 'a/b')
        .replace(/\[[^\]]+\]/g, 'no-such-thing') || '/',
    )
  }
  return [...routes].sort()
}

/** Payload's REST endpoints of every collection and global, as the generated types list them. */
export function payloadEndpoints(): string[] {
  const types = fs.readFileSync(path.join(ROOT, 'src', 'payload-types.ts'), 'utf8')
  const block = (name: string) => {
    const body = new RegExp(`^  ${name}: \\{\\n([\\s\\S]*?)\\n  \\};`, 'm').exec(types)?.[1] ?? ''
    return [...body.matchAll(/^ {4}'?([\w-]+)'?:/gm)].map((match) => match[1]!)
  }
  const collections = block('collections')
  const globals = block('globals')
  if (collections.length < 10 || globals.length < 1) throw new Error('could not read the collections and globals from src/payload-types.ts')
  return [
    ...collections.flatMap((slug) => [`/api/${slug}`, `/api/${slug}/1`, `/api/${slug}/not-an-id`, `/api/${slug}/count`, `/api/${slug}/versions`, `/api/${slug}/login`, `/api/${slug}/file/x.png`]),
    ...globals.flatMap((slug) => [`/api/globals/${slug}`, `/api/globals/${slug}/versions`]),
    '/api/access',
    '/api/graphql',
    '/api/payload-preferences/some-key',
  ]
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND', 'FOO'] as const

const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth)

/** Bodies nobody's form sends: each with the content type it claims. */
const BODIES: Array<{ name: string; headers: Record<string, string>; body?: string | Buffer; chunkBytes?: number }> = [
  { name: 'no body', headers: {} },
  { name: 'broken JSON', headers: { 'content-type': 'application/json' }, body: '{"email": ' },
  { name: 'JSON array', headers: { 'content-type': 'application/json' }, body: '[1,2,3]' },
  { name: 'JSON string', headers: { 'content-type': 'application/json' }, body: '"hello"' },
  { name: 'JSON null', headers: { 'content-type': 'application/json' }, body: 'null' },
  { name: 'deeply nested JSON', headers: { 'content-type': 'application/json' }, body: `{"a":${deep(5_000)}}` },
  { name: 'JSON with odd types', headers: { 'content-type': 'application/json' }, body: '{"email":{"$gt":""},"password":[1],"id":{"a":1},"where":"x","_status":7,"title":null}' },
  { name: 'JSON with a wrong charset', headers: { 'content-type': 'application/json; charset=bogus-8' }, body: '{"a":1}' },
  { name: 'empty JSON body', headers: { 'content-type': 'application/json', 'content-length': '0' } },
  { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'whatever' },
  { name: 'truncated multipart', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{"a":' },
  { name: 'multipart with a broken part header', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\nthis is not a header\r\n\r\nx\r\n--zz--\r\n' },
  { name: 'multipart with bad _payload', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{not json\r\n--zz--\r\n' },
  { name: 'multipart file with no name', headers: { 'content-type': 'multipart/form-data; boundary=zz' }, body: '--zz\r\ncontent-disposition: form-data; name="file"; filename=""\r\ncontent-type: image/png\r\n\r\n\x89PNG\r\n--zz--\r\n' },
  { name: 'urlencoded with bad escapes', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=%zz&b=%&c=%E0%A4%A' },
  { name: 'text', headers: { 'content-type': 'text/plain' }, body: 'just some words' },
  { name: 'binary', headers: { 'content-type': 'application/octet-stream' }, body: Buffer.from(Array.from({ length: 512 }, (_, i) => (i * 37) % 256)) },
  { name: 'no content type', headers: {}, body: '{"a":1}' },
  { name: 'chunked JSON', headers: { 'content-type': 'application/json' }, body: '{"email":"a@b.c","password":"x"}', chunkBytes: 7 },
  { name: 'chunked garbage', headers: { 'content-type': 'multipart/form-data; boundary=q' }, body: '--q\r\n\r\n\r\n', chunkBytes: 3 },
  { name: 'a server action with a made-up id', headers: { 'next-action': 'f'.repeat(40), 'content-type': 'text/plain;charset=UTF-8' }, body: '["x"]' },
]

const PATH_MUTATIONS: Array<(route: string) => string> = [
  (route) => route,
  (route) => `${route}%`,
  (route) => `${route}/%zz`,
  (route) => `${route}%00`,
  (route) => `${route}/..%2f..%2fetc%2fpasswd`,
  (route) => `${route}/${'a'.repeat(4_000)}`,
  (route) => `${route}/%E2%9C%93%F0%9F`,
  (route) => `/${route}`,
  (route) => `${route}//x`,
  (route) => `${route}/\\evil.example`,
]

const QUERIES = [
  '',
  '?where[',
  '?depth=-1&limit=abc&page=999999999999999',
  '?sort=%25&where[id][equals]=abc',
  '?where[or][0][title][like]=%25&where[and]=x',
  '?where[_status][in]=published,draft&select[password]=true',
  '?draft=maybe&locale=../../x',
  '?q=%00%ff&category=%E0%A4%A&page=-3',
  '?token=%zz',
  '?id=1%20OR%201=1',
  '?where[createdAt][greater_than]=not-a-date&where[id][near]=1,2',
] as const

export function malformedRequests(seed: number, count: number): RawRequest[] {
  const { next, pick } = random(seed)
  const targets = [...buildRoutes(), ...payloadEndpoints()]
  const requests: RawRequest[] = []
  for (let i = 0; i < count; i++) {
    // Every target is hit at least twice before the rest are drawn at random.
    const target = i < targets.length * 2 ? targets[i % targets.length]! : pick(targets)
    const method = pick(METHODS)
    const body = pick(BODIES)
    const pathMutation = next() < 0.6 ? PATH_MUTATIONS[0]! : pick(PATH_MUTATIONS)
    const query = pick(QUERIES)
    requests.push({
      method,
      path: `${pathMutation(target)}${query}`,
      headers: { ...body.headers, 'x-fuzz': `${body.name}` },
      body: method === 'GET' && next() < 0.5 ? undefined : body.body,
      chunkBytes: body.chunkBytes,
      // Spread over many addresses, so the rate limits let most requests reach the code behind them.
      from: `127.0.${1 + (i % 4)}.${10 + ((i >> 2) % 200)}`,
      timeoutMs: 30_000,
    })
  }
  return requests
}

for (const dialect of DIALECTS) {
  describe(`${REQUESTS} malformed requests across every route (${dialect})`, () => {
    let database: Database
    let server: AppServer

    beforeAll(async () => {
      database = await freshDatabase(dialect, 'erpz_fuzz')
      // Rate limits of sign-in and forms high enough that the requests reach what is behind them.
      server = await startAppServer(database, { env: { LOG_LEVEL: 'info', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ANALYTICS_RATE_LIMIT_PER_MINUTE: '100000' } })
    })
    afterAll(async () => {
      await server?.kill()
      await database?.drop()
    })

    it('none is answered 5xx and none is logged at error level', async () => {
      const requests = malformedRequests(SEED, REQUESTS)
      const from = server.output().length
      const failures: string[] = []
      const statuses = new Map<number, number>()
      let nextIndex = 0
      await Promise.all(
        Array.from({ length: 6 }, async () => {
          while (nextIndex < requests.length) {
            const index = nextIndex++
            const request = requests[index]!
            const label = `#${index} ${request.method} ${request.path.slice(0, 120)} [${request.headers?.['x-fuzz']}]`
            try {
              const answer = await rawRequest(server.port, request)
              statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
              if (answer.status >= 500) failures.push(`${label} → ${answer.status} ${answer.text.slice(0, 200)}`)
            } catch (error) {
              failures.push(`${label} → no answer (${String(error)})`)
            }
          }
        }),
      )
      await new Promise((resolve) => setTimeout(resolve, 500))
      const logged = server
        .output()
        .slice(from)
        .split('\n')
        .filter((line) => /"level":(50|60)\b/.test(line) || /^\s*⨯/.test(line))
      console.log(
        `malformed requests (${dialect}, seed ${SEED}): ${requests.length} sent; answers ${[...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n}×${status}`).join(' ')}; ` +
          `${failures.length} failures; ${logged.length} error-level log lines`,
      )
      expect({ failures: failures.slice(0, 30), logged: logged.slice(0, 10).map((line) => line.slice(0, 600)) }).toEqual({ failures: [], logged: [] })
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
    }, 600_000)
  })
}
