/**
 * Scheduled publishing across instances (decision 155): two production servers started as
 * `npm start` starts them, on one PostgreSQL database with Redis as their shared page cache. An
 * editor schedules through instance A with the request the admin's drawer sends (Payload's
 * `schedule-publish` server function, a Next.js server action), signs out, and instance B's
 * visitors see the change on time — fired once, by whichever instance claimed it. The test runs
 * no queue: it only reads public pages and, at the end, the database.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverFunction } from '../support/admin-server-function'
import { ADMIN, cmsLogin, freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { REDIS, redisAnswers } from '../support/redis'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

const missing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL does not name a PostgreSQL server',
  !(await redisAnswers()) && `Redis does not answer at ${REDIS.host}:${REDIS.port}`,
].filter(Boolean)
if (missing.length > 0) console.warn(`scheduled publishing across instances: skipped, ${missing.join('; ')}`)

describe.runIf(missing.length === 0)('scheduled publishing with two instances, PostgreSQL and Redis', () => {
  let database: Database
  let a: AppServer
  let b: AppServer
  const cleanup: Array<() => Promise<void>> = []

  beforeAll(async () => {
    database = await freshDatabase('postgres', 'erpz_sched', { empty: true })
    cleanup.push(database.drop)
    const settings = { REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`, REDIS_KEY_PREFIX: `erpz-test-${crypto.randomBytes(4).toString('hex')}` }
    const dataDir = (name: string) => {
      const dir = path.join(database.dataDir, name)
      fs.mkdirSync(dir, { recursive: true })
      return dir
    }
    ;[a, b] = await Promise.all([
      startAppServer(database, { env: { ...settings, ERPZ_DATA_DIR: dataDir('a') } }),
      startAppServer(database, { env: { ...settings, ERPZ_DATA_DIR: dataDir('b') } }),
    ])
    cleanup.push(
      () => a.stop(),
      () => b.stop(),
    )
  })

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {})
  })

  it('an editor schedules an unpublish and a publish through A, signs out, and B serves both changes on time, each applied once', async () => {
    const admin = await cmsLogin(a, ADMIN.email, ADMIN.password)
    const editorAccount = { email: 'scheduler@system.test', password: 'scheduling-editor-password', name: 'Scheduling Editor', roles: ['editor'] }
    const made = await fetch(`${a.url}/api/users`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: admin }, body: JSON.stringify(editorAccount) })
    expect(made.status).toBe(201)
    const editorId = ((await made.json()) as { doc: { id: number } }).doc.id
    const editor = await cmsLogin(a, editorAccount.email, editorAccount.password)

    const create = async (title: string, status: 'draft' | 'published') => {
      const response = await fetch(`${a.url}/api/erpz-blogs${status === 'draft' ? '?draft=true' : ''}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: editor },
        body: JSON.stringify({ title, description: 'On a schedule, across instances.', _status: status }),
      })
      expect(response.status).toBe(201)
      return ((await response.json()) as { doc: { id: number; slug: string } }).doc
    }
    const leaving = await create('Leaving both instances on schedule', 'published')
    const arriving = await create('Arriving on both instances on schedule', 'draft')

    const view = async (server: AppServer, slug: string) => {
      const page = await fetch(`${server.url}/blog/${slug}`, { redirect: 'manual' })
      const [list, rss, sitemap] = await Promise.all(['/blog', '/blog/rss.xml', '/sitemap.xml'].map(async (p) => (await fetch(`${server.url}${p}`)).text()))
      return { status: page.status, inList: list!.includes(slug), inRss: rss!.includes(slug), inSitemap: sitemap!.includes(slug) }
    }
    // B renders and caches the pages as they are now.
    for (const server of [b, b]) {
      expect(await view(server, leaving.slug)).toEqual({ status: 200, inList: true, inRss: true, inSitemap: true })
      expect(await view(server, arriving.slug)).toEqual({ status: 307, inList: false, inRss: false, inSitemap: false })
    }

    // Far enough ahead for the four calls below on a loaded machine (about a second each at worst);
    // a minute only made the test wait.
    const at = new Date(Date.now() + 25_000)
    at.setUTCMilliseconds(0)
    for (const [doc, type] of [[leaving, 'unpublish'], [arriving, 'publish']] as const) {
      const result = await serverFunction(a, editor, 'schedule-publish', { type, date: at.toISOString(), doc: { relationTo: 'erpz-blogs', value: String(doc.id) } })
      expect(result).toEqual({ message: 'Success' })
      const upcoming = (await serverFunction(a, editor, 'get-upcoming-scheduled-publish', { id: doc.id, collectionSlug: 'erpz-blogs' })) as Array<{ input: { type: string }; waitUntil: string }>
      expect(upcoming.map((u) => [u.input.type, new Date(u.waitUntil.replace(/^\$D/, '')).toISOString()])).toEqual([[type, at.toISOString()]])
    }
    const loggedOut = await fetch(`${a.url}/api/users/logout`, { method: 'POST', headers: { authorization: editor } })
    expect(loggedOut.status).toBe(200)

    // Not early.
    await sleep(at.getTime() - 3_000 - Date.now())
    expect((await view(b, leaving.slug)).status).toBe(200)
    expect((await view(b, arriving.slug)).status).toBe(307)

    let gone = NaN
    let live = NaN
    while (Date.now() < at.getTime() + 15_000 && (Number.isNaN(gone) || Number.isNaN(live))) {
      if (Number.isNaN(gone) && (await fetch(`${b.url}/blog/${leaving.slug}`, { redirect: 'manual' })).status !== 200) gone = Date.now() - at.getTime()
      if (Number.isNaN(live) && (await fetch(`${b.url}/blog/${arriving.slug}`, { redirect: 'manual' })).status === 200) live = Date.now() - at.getTime()
      await sleep(100)
    }
    console.info(`through B: scheduled unpublish seen ${gone} ms after its time, scheduled publish ${live} ms after`)
    if (Number.isNaN(live) || Number.isNaN(gone)) {
      const stored = await queryRows(database, `SELECT id, _status FROM erpz_blogs WHERE id IN (?, ?)`, [leaving.id, arriving.id])
      const jobs = await queryRows(database, `SELECT id, completed_at, total_tried, has_error, error, processing FROM payload_jobs ORDER BY id`)
      const onA = (await fetch(`${a.url}/blog/${arriving.slug}`, { redirect: 'manual' })).status
      console.info(JSON.stringify({ stored, jobs, arrivingOnA: onA, arrivingOnB: await view(b, arriving.slug) }))
      console.info(`A:\n${a.output().slice(-3000)}\nB:\n${b.output().slice(-3000)}`)
    }
    expect(gone).not.toBeNaN()
    expect(live).not.toBeNaN()
    expect(gone).toBeLessThan(5_000)
    expect(live).toBeLessThan(5_000)
    for (const server of [b, a]) {
      expect(await view(server, leaving.slug)).toEqual({ status: 307, inList: false, inRss: false, inSitemap: false })
      expect(await view(server, arriving.slug)).toEqual({ status: 200, inList: true, inRss: true, inSitemap: true })
    }

    // Once: each job done on its first try; each post got exactly one version from it, naming the editor.
    const jobs = await queryRows<{ completed_at: unknown; total_tried: string; has_error: boolean }>(
      database,
      `SELECT completed_at, total_tried, has_error FROM payload_jobs WHERE task_slug = 'schedulePublish' ORDER BY id`,
    )
    expect(jobs.map((j) => [Boolean(j.completed_at), Number(j.total_tried), j.has_error])).toEqual([
      [true, 1, false],
      [true, 1, false],
    ])
    for (const [doc, status] of [[leaving, 'draft'], [arriving, 'published']] as const) {
      const versions = await queryRows<{ version__status: string; version_updated_by_id: number; created_at: unknown }>(
        database,
        `SELECT version__status, version_updated_by_id, created_at FROM _erpz_blogs_v WHERE parent_id = ? ORDER BY id`,
        [doc.id],
      )
      expect(versions).toHaveLength(2)
      expect(versions[1]).toMatchObject({ version__status: status, version_updated_by_id: editorId })
      expect(new Date(versions[1]!.created_at as string).getTime()).toBeGreaterThanOrEqual(at.getTime())
    }
  })
})
