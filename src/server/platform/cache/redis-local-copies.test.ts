/**
 * Local copies of Redis's pages (decision 203), two instances on the machine's Redis: a copy is
 * served only while it is the render Redis holds and none of its tags was revalidated since; a
 * newer render, a revalidated tag or path, or a deleted key elsewhere is seen on the next read.
 */
import crypto from 'node:crypto'

import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { withLocalCopies } from './redis-local-copies.mjs'

/** The machine's Redis (README: the local services the tests use). */
const REDIS_URL = 'redis://127.0.0.1:6379'
const prefix = `erpz-test-copies-${crypto.randomBytes(4).toString('hex')}:`
/** A client as the Redis handler types it (RESP2). */
async function connect() {
  const client = createClient({ url: REDIS_URL, RESP: 2 })
  await client.connect()
  return client
}
const clients: Array<Awaited<ReturnType<typeof connect>>> = []

const page = (html: string, lastModified: number, tags = ['posts']) => ({
  value: { kind: 'APP_PAGE', html, rscData: Buffer.from(`rsc:${html}`), headers: { 'x-next-cache-tags': tags.join(',') }, status: 200 },
  tags,
  lastModified,
  lifespan: { expireAt: Math.floor(lastModified / 1000) + 3600 },
})

/** One instance: its own client, the Redis handler and our copies in front, counting Redis's page reads. */
async function instance() {
  const client = await connect()
  clients.push(client)
  const redis = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 1_000 })
  const reads = { count: 0 }
  const counted = { ...redis, get: (key: string, meta: { implicitTags: string[] }) => (reads.count++, redis.get(key, meta)) }
  return { handler: withLocalCopies(counted, client, { keyPrefix: prefix, timeoutMs: 1_000 }), reads }
}

type Instance = Awaited<ReturnType<typeof instance>>
let a: Instance
let b: Instance
const meta = { implicitTags: ['_N_T_/layout', '_N_T_/blog'] }
const html = async (from: Instance, key: string) => ((await from.handler.get(key, meta)) as { value: { html: string } } | null)?.value.html ?? null

beforeAll(async () => {
  a = await instance()
  b = await instance()
})

afterAll(async () => {
  const [client] = clients
  if (client) for await (const keys of client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) if (keys.length) await client.del(keys)
  await Promise.all(clients.map((client) => client.quit()))
})

describe('pages read from Redis, kept in memory and checked before use', () => {
  it("serves another instance's page from its copy after the first read, without reading the page again", async () => {
    await a.handler.set('/blog', page('first', Date.now()), {})
    const before = b.reads.count
    expect(await html(b, '/blog')).toBe('first')
    expect(await html(b, '/blog')).toBe('first')
    expect(await html(b, '/blog')).toBe('first')
    expect(b.reads.count - before).toBe(1)
  })

  it('sees a newer render stored by another instance on the next read', async () => {
    await a.handler.set('/post', page('old', Date.now() - 1_000), {})
    expect(await html(b, '/post')).toBe('old')
    await a.handler.set('/post', page('new', Date.now()), {})
    expect(await html(b, '/post')).toBe('new')
  })

  it("drops a copy whose tag another instance revalidated, even after that instance rendered it again", async () => {
    await a.handler.set('/tagged', page('before publish', Date.now() - 1_000, ['posts', 'post:1']), {})
    expect(await html(b, '/tagged')).toBe('before publish')
    await a.handler.revalidateTag('post:1')
    expect(await html(b, '/tagged')).toBeNull()
    await a.handler.set('/tagged', page('after publish', Date.now(), ['posts', 'post:1']), {})
    expect(await html(b, '/tagged')).toBe('after publish')
  })

  it('drops a copy whose path another instance revalidated (an implicit tag)', async () => {
    await a.handler.set('/blog-path', page('listed', Date.now() - 1_000), {})
    expect(await html(b, '/blog-path')).toBe('listed')
    await new Promise((resolve) => setTimeout(resolve, 5))
    await a.handler.revalidateTag('_N_T_/blog')
    expect(await html(b, '/blog-path')).toBeNull()
  })

  it('drops a copy whose key another instance deleted', async () => {
    await a.handler.set('/gone', page('here', Date.now()), {})
    expect(await html(b, '/gone')).toBe('here')
    await a.handler.delete('/gone')
    expect(await html(b, '/gone')).toBeNull()
  })

  it('keeps no copy of a query page or a not-found answer (they stay out of the pages budget)', async () => {
    const notFound = { ...page('missing', Date.now()), value: { ...page('missing', Date.now()).value, status: 404 } }
    await a.handler.set('/nope', notFound, {})
    const before = b.reads.count
    await html(b, '/nope')
    await html(b, '/nope')
    expect(b.reads.count - before).toBe(2)
  })
})
