/**
 * The Payload REST wrapper: which endpoint a request reaches (what a per-client guard sees), which
 * malformed requests it answers itself, and that the queries the admin UI sends still pass.
 */
import { REST_GET } from '@payloadcms/next/routes'
import fc from 'fast-check'
import type { FlattenedField, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import config from '@/payload.config'
import { checkRestRequest, resolveRestRoute, withPayloadRest } from '@/server/payload-rest'

import { getTestPayload } from '../support/payload'

let sanitized: SanitizedConfig
beforeAll(async () => {
  sanitized = await config
})

const check = (method: string, path: string) => {
  const url = new URL(`http://localhost/api/${path}`)
  const segments = url.pathname.replace(/^\/api\//, '').split('/').map(decodeURIComponent)
  return checkRestRequest(sanitized, resolveRestRoute(sanitized, method, segments), url.search, segments)
}

describe('resolveRestRoute', () => {
  it('names the endpoint Payload will run, as a guard needs it', () => {
    expect(resolveRestRoute(sanitized, 'POST', ['users', 'login'])).toMatchObject({ collection: 'users', endpoint: '/login' })
    expect(resolveRestRoute(sanitized, 'GET', ['erpz-blogs', '12'])).toMatchObject({ collection: 'erpz-blogs', endpoint: '/:id', params: { id: '12' } })
    expect(resolveRestRoute(sanitized, 'GET', ['erpz-blogs', 'versions', '3'])).toMatchObject({ endpoint: '/versions/:id', params: { id: '3' } })
    expect(resolveRestRoute(sanitized, 'GET', ['erpz-blogs', 'count'])).toMatchObject({ endpoint: '/count' })
    expect(resolveRestRoute(sanitized, 'PATCH', ['users'])).toMatchObject({ collection: 'users', endpoint: '/' })
    expect(resolveRestRoute(sanitized, 'GET', ['access'])).toMatchObject({ collection: null, endpoint: '/access' })
    expect(resolveRestRoute(sanitized, 'GET', ['media', 'file', 'a.png'])).toMatchObject({ endpoint: '/file/:filename' })
    expect(resolveRestRoute(sanitized, 'GET', ['nope', '1'])).toMatchObject({ collection: null, endpoint: null })
  })
})

describe('checkRestRequest', () => {
  it.each([
    ['GET', 'erpz-blogs/abc', 404],
    ['GET', 'erpz-blogs/-1', 404],
    ['GET', 'erpz-blogs/99999999999999999999', 404],
    ['POST', 'erpz-blogs/abc/duplicate', 404],
    ['POST', 'users/verify/abc', 404],
    ['GET', 'payload-migrations', 404],
    ['GET', 'erpz-blogs?where[updatedAt][greater_than]=notadate', 400],
    ['GET', 'erpz-blogs?where[id][in]=1,abc', 400],
    ['GET', 'erpz-blogs?where[id][in][0]=1&where[id][in][1]=abc', 400],
    ['GET', 'erpz-blogs?where[category][equals]=abc', 400],
    ['GET', 'erpz-blogs?where[category.name][like]=%00', 400],
    ['GET', 'erpz-demo-requests?where[kind][in]=contact,zzz', 400],
    ['GET', 'users?where[roles][contains]=admin', 400],
    ['GET', 'erpz-blogs?where[body][like]=x', 400],
    ['GET', 'erpz-blogs?where[or]=x', 400],
    ['GET', 'erpz-blogs?where={"title":{"equals":{"$gt":""}}}', 400],
    ['GET', 'users?where[roles][all]=admin', 400],
    ['GET', 'workspaces?where[members][not_in]=null', 400],
    ['GET', 'payload-preferences?where[user][equals]=abc', 400],
    ['GET', 'erpz-blogs?limit=abc', 400],
    ['GET', 'erpz-blogs?depth=1000', 400],
    ['GET', 'payload-preferences?where[user][exists]=true', 400],
    ['GET', 'payload-locked-documents?where[document.value][greater_than]=null', 400],
    ['GET', 'payload-locked-documents?where[user.value][equals]=null', 400],
    ['GET', 'pages?where[layout][exists]=false', 400],
    ['GET', 'pages?where[layout.blockType][equals]=hero', 400],
  ])('%s /api/%s → %i', (method, path, status) => {
    expect(check(method, path)?.status).toBe(status)
  })

  it.each([
    // What the admin UI and the site send: list views, search, relationship pickers, locks, versions.
    'erpz-blogs?depth=0&limit=10&page=1&sort=-createdAt',
    'erpz-blogs?where[or][0][and][0][title][like]=plan&where[or][1][and][0][slug][like]=plan',
    'erpz-blogs?where[_status][equals]=published&where[publishedAt][less_than_equal]=2026-01-01T00:00:00.000Z',
    'erpz-blogs?where[category][in][0]=1&where[category][in][1]=2',
    'erpz-blogs?where[category][equals]=null',
    'erpz-blogs?where[category.slug][equals]=planning',
    'erpz-blogs?where[hero][exists]=false&where[seo.metaTitle][exists]=true',
    'erpz-blogs/versions?where[parent][equals]=1&where[latest][equals]=true&where[version._status][equals]=draft',
    'erpz-blogs?where={"id":{"in":[1,2]}}',
    'users?where[roles][in]=admin,editor&where[email][like]=@erpz.in',
    'users?where[id][not_in][0]=1',
    'workspaces?where[members][in]=1,2',
    'payload-locked-documents?where[and][0][document.relationTo][equals]=erpz-blogs&where[and][1][document.value][equals]=3&where[and][2][updatedAt][greater_than]=2026-11-23T10:00:00.000Z',
    'payload-preferences?where[and][0][key][equals]=nav&where[and][1][user.value][equals]=1&where[and][2][user.relationTo][equals]=users',
    'erpz-demo-requests?where[kind][equals]=demo&where[createdAt][greater_than_equal]=2026-11-01',
    'webhook-deliveries?where[attempt][greater_than]=2.5',
    'media?where[mimeType][in]=image/png,image/webp',
    'payload-preferences?where[user.value][exists]=true',
    'pages?where[title][like]=pricing',
  ])('lets GET /api/%s through', (path) => {
    expect(check('GET', path)).toBeNull()
  })
})

/**
 * Every path a `where` can name in these fields, two levels into groups, arrays and blocks, with its
 * shape: the kinds of the fields around it and its own kind (type, many or one, one collection or
 * several). The adapters build SQL by shape, not by name: every 500 the walk below found (stop 60)
 * was one shape (a polymorphic relationship, a blocks field, a field inside blocks) on every
 * collection that had it.
 */
function queryPaths(fields: readonly FlattenedField[], prefix = '', depth = 0, around = ''): Array<{ path: string; shape: string }> {
  const paths: Array<{ path: string; shape: string }> = []
  for (const field of fields) {
    const path = prefix + field.name
    const many = 'hasMany' in field && field.hasMany ? ' many' : ''
    const polymorphic = 'relationTo' in field && Array.isArray(field.relationTo) ? ' polymorphic' : ''
    const shape = `${around}${field.type}${many}${polymorphic}${field.localized ? ' localized' : ''}`
    paths.push({ path, shape })
    if (depth >= 2) continue
    if (field.type === 'group' || field.type === 'array' || field.type === 'tab') paths.push(...queryPaths(field.flattenedFields, `${path}.`, depth + 1, `${shape} > `))
    if (field.type === 'blocks') {
      paths.push({ path: `${path}.blockType`, shape: `${shape} > blockType` })
      for (const block of field.blocks) if (typeof block !== 'string') paths.push(...queryPaths(block.flattenedFields, `${path}.`, depth + 1, `${shape} > `))
    }
    if (field.type === 'relationship' || field.type === 'upload') {
      for (const suffix of polymorphic ? ['value', 'relationTo'] : ['id']) paths.push({ path: `${path}.${suffix}`, shape: `${shape} > .${suffix}` })
    }
  }
  return paths
}

describe('the wrapped REST handler on this database', () => {
  let token = ''
  beforeAll(async () => {
    const payload = await getTestPayload()
    await payload.create({ collection: 'users', data: { email: 'fuzz-admin@example.com', password: 'fuzz-password-123', roles: ['admin'] } })
    token = (await payload.login({ collection: 'users', data: { email: 'fuzz-admin@example.com', password: 'fuzz-password-123' } })).token!
  })

  it('answers random filters on every kind of field with a status below 500', async () => {
    const get = withPayloadRest(config, REST_GET(config))
    const paths = ['id', 'title', 'publishedAt', 'category', 'category.name', '_status', 'seo.metaTitle', 'body', 'hero.filesize', 'version.title', 'parent', 'latest',
      'members', 'owner', 'roles', 'email', 'attempt', 'isDeleted', 'document', 'document.value', 'user', 'user.relationTo', 'key', 'value', 'sessions.expiresAt', 'nosuch']
    const operators = ['equals', 'not_equals', 'in', 'not_in', 'all', 'exists', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal', 'like', 'not_like', 'contains', 'near', 'within', 'intersects']
    const fives: string[] = []
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('erpz-blogs', 'erpz-blogs/versions', 'erpz-demo-requests', 'users', 'workspaces', 'webhook-deliveries', 'payload-locked-documents', 'payload-preferences'),
        fc.constantFrom(...paths),
        fc.constantFrom(...operators),
        fc.oneof(
          fc.string({ unit: 'binary-ascii', maxLength: 12 }),
          fc.string({ unit: 'grapheme', maxLength: 12 }),
          fc.integer().map(String),
          fc.double().map(String),
          fc.constantFrom('', 'null', 'true', '1,abc', '1,2', '1e400', '-1', '99999999999999999999', '2020-13-45', '2026-01-01', '+275760-09-13T00:00:00.000Z', 'contact', 'admin', 'users'),
        ),
        fc.constantFrom('', '[0]', '[1]'),
        async (collection, path, operator, value, suffix) => {
          const url = new URL(`http://localhost/api/${collection}?${new URLSearchParams({ [`where[${path}][${operator}]${suffix}`]: value })}`)
          const response = await get(new Request(url, { headers: { authorization: `JWT ${token}` } }), { params: Promise.resolve({ slug: collection.split('/') }) })
          if (response.status >= 500) fives.push(`${response.status} ${url.search}`)
          return response.status < 500
        },
      ),
      { numRuns: 400 },
    )
    expect(fives).toEqual([])
  })

  // Every value the fuzzers found hard, against one field of every kind the checker knows, with
  // each comparison: the property above samples these, this walks all of them on both databases.
  // Found on PostgreSQL: `_status equals null` bound the text 'null' to an enum, a 500.
  const kinds = ['id', 'title', 'publishedAt', 'category', '_status', 'attempt', 'isDeleted', 'document.relationTo', 'body']
  const hard = ['', 'null', 'true', 'false', '1,abc', '1e400', '-1', '99999999999999999999', '2020-13-45', '+275760-09-13T00:00:00.000Z', '%', '_']
  const collectionOf: Record<string, string> = { attempt: 'webhook-deliveries', isDeleted: 'accounts', 'document.relationTo': 'payload-locked-documents' }
  it.each(kinds.flatMap((path) => ['equals', 'not_equals', 'greater_than', 'in'].map((operator) => [path, operator] as const)))(
    'answers every hard value for where[%s][%s] below 500',
    async (path, operator) => {
      const get = withPayloadRest(config, REST_GET(config))
      const collection = collectionOf[path] ?? 'erpz-blogs'
      const fives: string[] = []
      for (const value of hard) {
        const url = new URL(`http://localhost/api/${collection}?${new URLSearchParams({ [`where[${path}][${operator}]`]: value, depth: '0' })}`)
        const response = await get(new Request(url, { headers: { authorization: `JWT ${token}` } }), { params: Promise.resolve({ slug: [collection] }) })
        if (response.status >= 500) fives.push(`${response.status} ${url.search}`)
      }
      expect(fives).toEqual([])
    },
  )

  // The class the property above samples, walked whole: every shape of field in every collection
  // (inside groups, arrays and blocks, a polymorphic relationship's `.value` and `.relationTo`) with
  // each kind of operator and the values that broke the adapters, on the first collection that has
  // it. Found this way (stop 60): `exists` on a polymorphic relationship or a blocks field, a
  // polymorphic `.value` compared with null, and most conditions inside blocks were 500s on both
  // databases. Stop 61: each shape once, not each field (the walk took 79 s per database, the 500s
  // it found were the same on every collection that had the shape).
  it('answers every kind of operator on every shape of field of the collections below 500', async () => {
    const get = withPayloadRest(config, REST_GET(config))
    // `exists` takes only true or false; where `all` and `near` fail does not depend on the value.
    const conditions = [
      ...['equals', 'greater_than', 'in', 'like'].flatMap((operator) => ['null', '1', 'abc'].map((value) => [operator, value] as const)),
      ['exists', 'true'],
      ['all', '1'],
      ['near', '1'],
    ] as const
    const walk = new Map<string, { collection: string; path: string }>()
    for (const collection of sanitized.collections) {
      for (const { path, shape } of [{ path: 'id', shape: 'id' }, ...queryPaths(collection.flattenedFields)]) {
        if (!walk.has(shape)) walk.set(shape, { collection: collection.slug, path })
      }
    }
    const fives: string[] = []
    for (const { collection, path } of walk.values()) {
      for (const [operator, value] of conditions) {
        const url = new URL(`http://localhost/api/${collection}?${new URLSearchParams({ [`where[${path}][${operator}]`]: value, depth: '0', limit: '1' })}`)
        const response = await get(new Request(url, { headers: { authorization: `JWT ${token}` } }), { params: Promise.resolve({ slug: [collection] }) })
        if (response.status >= 500) fives.push(`${response.status} ${collection} ${decodeURIComponent(url.search)}`)
        await response.body?.cancel()
      }
    }
    expect(walk.size).toBeGreaterThan(60)
    expect(fives).toEqual([])
  }, 300_000)

  // Found by the property above on PostgreSQL: Payload binds a list for a polymorphic relationship's
  // `.value` as one parameter (`users_id in $2`), a syntax error and a 500. The guard answers 400.
  it.each([
    'payload-locked-documents?where[document.value][in]=5',
    'payload-locked-documents?where[document.value][not_in][0]=5&where[document.value][not_in][1]=6',
    'payload-preferences?where[user.value][in]=1,2',
  ])('answers GET /api/%s with a 400 that says what to use instead', async (path) => {
    const get = withPayloadRest(config, REST_GET(config))
    const url = new URL(`http://localhost/api/${path}`)
    const collection = url.pathname.replace(/^\/api\//, '')
    const response = await get(new Request(url, { headers: { authorization: `JWT ${token}` } }), { params: Promise.resolve({ slug: [collection] }) })
    expect(response.status).toBe(400)
    expect(JSON.stringify(await response.json())).toContain('cannot take a list: use equals, or or-ed equals')
  })
})
