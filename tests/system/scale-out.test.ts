/**
 * Issue 15 end to end: HAProxy (Debian's) on 127.0.0.1 in front of two production instances on
 * one PostgreSQL database, with Redis (shared Next.js cache) and s3rver (media). Everything is
 * checked through real HTTP, as a visitor, an editor and a load balancer would see it.
 */
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { chromium, type Page } from '@playwright/test'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, cmsLogin, freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { MINIMAL_PDF } from '../support/cv'
import { formTokenIssuer } from '../support/form-tokens'
import { haproxyAvailable, startHaproxy, type Haproxy } from '../support/haproxy'
import { createDatabase, dropDatabase } from '../support/postgres'
import { startS3, type S3Peer } from '../support/s3'
import { startTcpProxy, type TcpProxy } from '../support/tcp-proxy'
import { testBrowserLaunchOptions } from '../../scripts/lib/test-browser'
import { REDIS, redisAnswers } from '../support/redis'
import { openSse } from '../support/sse'

const BENCH_TOKEN = 'scale-out-bench-token-0123456789abcdef0123'
const METRICS_TOKEN = 'scale-out-metrics-token-0123456789'
const AUTH_PER_MINUTE = 6
/** Straight to an instance, a test plays the proxy: it names the client in the trusted header. */
const asClient = (address: string) => ({ 'content-type': 'application/json', 'x-forwarded-for': address })
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const md5 = (value: string) => crypto.createHash('md5').update(value).digest('hex')

const missing = [
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL does not name a PostgreSQL server',
  !haproxyAvailable() && 'haproxy is not installed (apt-get install haproxy)',
  !(await redisAnswers()) && `Redis does not answer at ${REDIS.host}:${REDIS.port}`,
].filter(Boolean)
if (missing.length > 0) console.warn(`scale-out: skipped, ${missing.join('; ')}`)

const text = async (url: string, init?: RequestInit) => {
  const response = await fetch(url, init)
  return { status: response.status, body: await response.text(), headers: response.headers }
}

describe.runIf(missing.length === 0)('two instances behind HAProxy with PostgreSQL, Redis and S3', () => {
  let database: Database
  let relay: TcpProxy
  let s3: S3Peer
  let a: AppServer
  let b: AppServer
  let proxy: Haproxy
  let settings: Record<string, string>
  let editor: string
  const cleanup: Array<() => Promise<void>> = []

  beforeAll(async () => {
    database = await freshDatabase('postgres', 'erpz_scale', { empty: true })
    cleanup.push(database.drop)
    // PostgreSQL through a relay the last test cuts.
    const target = new URL(database.url)
    relay = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    cleanup.push(relay.close)
    s3 = await startS3()
    cleanup.push(s3.stop)
    settings = {
      DATABASE_URL: relay.via(database.url),
      REDIS_URL: `redis://${REDIS.host}:${REDIS.port}`,
      // This run's own keys in a Redis other runs share.
      REDIS_KEY_PREFIX: `erpz-test-${crypto.randomBytes(4).toString('hex')}`,
      TRUSTED_PROXY_HEADER: 'x-forwarded-for',
      ERPZ_BENCH_TOKEN: BENCH_TOKEN,
      METRICS_TOKEN,
      AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_PER_MINUTE),
      ...s3.env,
    }
    // Each instance its own data folder: nothing shared but the peers.
    const dataDir = (name: string) => {
      const dir = path.join(database.dataDir, name)
      fs.mkdirSync(dir, { recursive: true })
      return dir
    }
    ;[a, b] = await Promise.all([
      startAppServer(database, { env: { ...settings, ERPZ_DATA_DIR: dataDir('a') } }),
      startAppServer(database, { env: { ...settings, ERPZ_DATA_DIR: dataDir('b') } }),
    ])
    cleanup.push(() => a.kill(), () => b.kill())
    proxy = await startHaproxy([
      { name: 'a', port: a.port },
      { name: 'b', port: b.port },
    ])
    cleanup.push(proxy.stop)
    // Both instances up in the proxy's view (two passing checks each) before the first test.
    await sleep(1_500)
    editor = await cmsLogin(a, ADMIN.email, ADMIN.password)
  })

  afterAll(async () => {
    for (const step of cleanup.reverse()) await step().catch(() => {})
  })

  it('is ready through the proxy with every shared peer checked; the proxy’s request id reaches the app', async () => {
    for (const server of [a, b]) {
      const ready = (await (await fetch(`${server.url}/readyz`)).json()) as unknown
      expect(ready).toEqual({ ready: true, checks: { database: 'ok', migrations: 'ok', redis: 'ok', storage: 'ok' } })
    }
    const page = await fetch(`${proxy.url}/pricing`, { headers: { 'x-request-id': 'chosen-by-client' } })
    expect(page.status).toBe(200)
    expect(page.headers.get('x-request-id')).toMatch(/^haproxy-[0-9a-f-]{36}$/)
  })

  it('publishing on A shows the post at once on B: list, post, RSS and sitemap', async () => {
    const slug = `scale-out-${crypto.randomBytes(3).toString('hex')}`
    const title = `Scaling out the plant floor ${slug}`
    // B has rendered and cached everything before the post exists.
    for (const page of ['/blog', '/blog/rss.xml', '/sitemap.xml']) expect((await text(`${b.url}${page}`)).status).toBe(200)
    // An unknown slug redirects to /blog (decision 069), and that answer is cached too.
    expect([307, 308, 404]).toContain((await fetch(`${b.url}/blog/${slug}`, { redirect: 'manual' })).status)
    expect((await text(`${b.url}/blog`)).body).not.toContain(title)

    const created = await fetch(`${a.url}/api/erpz-blogs`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: editor },
      body: JSON.stringify({ title, slug, description: 'Two instances, one cache.', _status: 'published' }),
    })
    expect(created.status, await created.clone().text()).toBe(201)

    const [list, post, rss, sitemap] = await Promise.all([
      text(`${b.url}/blog`),
      text(`${b.url}/blog/${slug}`),
      text(`${b.url}/blog/rss.xml`),
      text(`${b.url}/sitemap.xml`),
    ])
    expect(list.body).toContain(title)
    expect(post.status).toBe(200)
    expect(post.body).toContain(title)
    expect(rss.body).toContain(`/blog/${slug}`)
    expect(sitemap.body).toContain(`/blog/${slug}`)
    // And through the proxy, whichever instance answers.
    for (let i = 0; i < 4; i++) expect((await text(`${proxy.url}/blog`)).body).toContain(title)
  })

  it('an editor publishes a new home hero title through A: B serves it within 2 s (measured), then the title is restored', async () => {
    // A marketing editor (not an admin), as issue 31 has it.
    const email = `hero-editor-${crypto.randomBytes(3).toString('hex')}@scale-out.test`
    const made = await fetch(`${a.url}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: editor },
      body: JSON.stringify({ email, password: 'hero-editor-password-1', name: 'Hero Editor', roles: ['editor'] }),
    })
    expect(made.status, await made.clone().text()).toBe(201)
    const marketing = await cmsLogin(a, email, 'hero-editor-password-1')
    const api = (method: string, path: string, body?: unknown) =>
      fetch(`${a.url}${path}`, { method, headers: { 'content-type': 'application/json', authorization: marketing }, body: body === undefined ? undefined : JSON.stringify(body) })

    type Layout = Array<{ blockType: string; title?: string }>
    const found = (await (await api('GET', '/api/pages?where[path][equals]=/&depth=0&limit=1')).json()) as { docs: Array<{ id: number; layout: Layout }> }
    const home = found.docs[0]!
    const original = home.layout[0]!.title!
    const title = `Plan, make and ship from one screen ${crypto.randomBytes(3).toString('hex')}`
    const withTitle = (value: string): Layout => home.layout.map((block, index) => (index === 0 ? { ...block, title: value } : block))
    const heroOf = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]

    /** Publishes `value` through A, then asks B every 20 ms until its home page shows it; the wait in ms. */
    const publishAndWatchB = async (value: string) => {
      // B has the current home page cached before the change.
      expect(heroOf((await text(`${b.url}/`)).body)).not.toBe(value)
      const published = await api('PATCH', `/api/pages/${home.id}`, { layout: withTitle(value), _status: 'published' })
      expect(published.status, await published.clone().text()).toBe(200)
      const start = performance.now()
      for (;;) {
        const page = await text(`${b.url}/`)
        if (page.status === 200 && heroOf(page.body) === value) return performance.now() - start
        if (performance.now() - start > 10_000) throw new Error(`B still shows "${heroOf(page.body)}" 10 s after the publish on A`)
        await sleep(20)
      }
    }

    try {
      const seen = await publishAndWatchB(title)
      console.log(`scale-out: the home hero title published through A was served by B after ${seen.toFixed(0)} ms`)
      expect(seen).toBeLessThan(2_000)
      // And through the proxy, whichever instance answers.
      for (let i = 0; i < 4; i++) expect(heroOf((await text(`${proxy.url}/`)).body)).toBe(title)
    } finally {
      const restored = await publishAndWatchB(original)
      console.log(`scale-out: the original title was back on B after ${restored.toFixed(0)} ms`)
    }
    expect(heroOf((await text(`${a.url}/`)).body)).toBe(original)
  })

  it('serves from B an image uploaded through A', async () => {
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c0392b' } }).png().toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'scale-out.png')
    form.append('_payload', JSON.stringify({ alt: 'A red square' }))
    const uploaded = await fetch(`${a.url}/api/media`, { method: 'POST', headers: { authorization: editor }, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { url: string; filename: string } }

    const file = new URL(doc.url, b.url).pathname
    const served = await fetch(`${b.url}${file}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
    // What a link checker or a cache asks first: the same answer without the body.
    const head = await fetch(`${b.url}${file}`, { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(head.headers.get('content-type')).toBe('image/png')
    expect(await head.text()).toBe('')
    expect((await fetch(`${b.url}/api/media/file/no-such-image.png`, { method: 'HEAD' })).status).toBe(404)
    // Not in either instance's data folder: in the bucket.
    expect(fs.readdirSync(database.dataDir, { recursive: true }).some((file) => String(file).endsWith(doc.filename))).toBe(false)
  })

  it('takes a CMS session from A on B; a workspace token works on A', async () => {
    const me = (await (await fetch(`${b.url}/api/users/me`, { headers: { authorization: editor } })).json()) as { user: { email: string } | null }
    expect(me.user?.email).toBe(ADMIN.email)

    const email = `scale-${crypto.randomBytes(3).toString('hex')}@example.com`
    const password = md5('correct horse battery')
    const registered = await fetch(`${a.url}/workspace/auth/register`, {
      method: 'POST',
      headers: asClient('10.66.0.1'),
      body: JSON.stringify({ email, password }),
    })
    expect(registered.status).toBe(201)
    const signedIn = await fetch(`${a.url}/workspace/auth/login`, {
      method: 'POST',
      headers: asClient('10.66.0.1'),
      body: JSON.stringify({ username: email, password }),
    })
    expect(signedIn.status).toBe(200)
    const { data } = (await signedIn.json()) as { data: { token: string } }
    const list = await fetch(`${a.url}/workspace/api/v1/workspace/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: '{}',
    })
    expect(list.status).toBe(200)
  })

  it('takes a workspace token from A on B', async () => {
    const email = `scale-b-${crypto.randomBytes(3).toString('hex')}@example.com`
    const registered = await fetch(`${a.url}/workspace/auth/register`, {
      method: 'POST',
      headers: asClient('10.66.0.2'),
      body: JSON.stringify({ email, password: md5('correct horse battery') }),
    })
    expect(registered.status).toBe(201)
    const { data } = (await registered.json()) as { data: { token: string } }
    const list = await fetch(`${b.url}/workspace/api/v1/workspace/list`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${data.token}` },
      body: '{}',
    })
    expect(list.status).toBe(200)
  })

  it('holds the lead and auth limits across both instances: one budget per client, not one per instance', async () => {
    const formToken = await formTokenIssuer()
    const leads: number[] = []
    for (let i = 0; i < 14; i++) {
      const response = await fetch(`${proxy.url}/leads/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Lim It', email: `limit.${i}@example.com`, company: 'Acme Forge', message: 'Hello there.', website: '', formToken: formToken() }),
      })
      leads.push(response.status)
    }
    expect(leads).toEqual([...Array<number>(10).fill(200), 429, 429, 429, 429])

    const logins: number[] = []
    for (let i = 0; i < AUTH_PER_MINUTE + 4; i++) {
      const response = await fetch(`${proxy.url}/workspace/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: `nobody.${i}@example.com`, password: md5('wrong password') }),
      })
      logins.push(response.status)
    }
    expect(logins.slice(0, AUTH_PER_MINUTE).filter((status) => status === 429)).toEqual([])
    expect(logins.slice(AUTH_PER_MINUTE)).toEqual([429, 429, 429, 429])

    // Round robin: both instances refused some, each counting what the other had allowed.
    for (const server of [a, b]) {
      const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
      expect(metrics).toMatch(/erpz_rate_limit_rejections_total\{route="\/leads\/contact"\} [12]\n/)
      expect(metrics).toMatch(/erpz_auth_attempts_total\{action="login",outcome="rate_limited"\} [12]\n/)
    }
  })

  it('one click of Send reaching A and B at the same moment queues one email to the candidate', async () => {
    // An application through the role page's form, as a candidate sends it.
    const [opening] = await queryRows<{ slug: string }>(database, "select slug from openings where status = 'open' and closing_date is null order by id limit 1")
    expect(opening).toBeDefined()
    const email = `twice.${crypto.randomBytes(4).toString('hex')}@example.com`
    const formToken = await formTokenIssuer()
    const form = new FormData()
    const fields = { formToken: formToken(), website: '', name: 'Twice Clicked', email, phone: '', link: '', coverNote: 'A cover note long enough for the form.', consent: 'yes' }
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append('cv', new Blob([new Uint8Array(MINIMAL_PDF)], { type: 'application/pdf' }), 'cv.pdf')
    const applied = await fetch(`${proxy.url}/careers/${opening!.slug}/apply`, { method: 'POST', body: form, redirect: 'manual' })
    expect(applied.headers.get('location')).toBe(`/careers/${opening!.slug}?applied=1#apply`)
    const [application] = await queryRows<{ id: number }>(database, 'select id from job_applications where email = ?', [email])
    expect(application).toBeDefined()

    // The recruiter's one click (one send id) arrives three times at each instance at once: a
    // double click, a retry after a dropped connection, a proxy resending.
    const sendId = `scale-out-${crypto.randomBytes(6).toString('hex')}`
    const replies = await Promise.all(
      [a, b, a, b, a, b].map(async (server) => {
        const response = await fetch(`${server.url}/api/job-applications/${application!.id}/email`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: editor },
          body: JSON.stringify({ template: 'interview', sendId }),
        })
        return { status: response.status, message: String(((await response.json()) as { message?: string }).message) }
      }),
    )
    expect(replies.map((reply) => reply.status)).toEqual([200, 200, 200, 200, 200, 200])
    expect(replies.filter((reply) => reply.message.endsWith('queued for ' + email + '. It shows in the history once sent.'))).toHaveLength(1)
    expect(replies.filter((reply) => reply.message.includes('already queued'))).toHaveLength(5)
    const queued = await queryRows(database, 'select id from erpz_outbox where dedupe_key = ?', [`candidate-mail:${application!.id}:${sendId}`])
    expect(queued).toHaveLength(1)
  })

  it('Live Help across instances: a visitor streaming from A hears the agent answering on B within a second, also through HAProxy', async () => {
    const saved = await fetch(`${a.url}/api/globals/site-settings`, {
      method: 'POST',
      headers: { authorization: editor, 'content-type': 'application/json' },
      body: JSON.stringify({ liveHelp: { staffing: 'always' } }),
    })
    expect(saved.status).toBe(200)
    // The visitor starts through the proxy; their cookie is all any instance needs.
    const first = await fetch(`${proxy.url}/live-help`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ action: 'send', body: 'Hello from a visitor behind the proxy', page: '/onboarding/workspace-url' }),
    })
    expect(first.status).toBe(200)
    const cookie = String(first.headers.get('set-cookie')).split(';')[0]!
    const onA = await openSse(`${a.url}/live-help/stream`, { headers: { cookie, 'x-forwarded-for': '198.51.100.7' } })
    const viaProxy = await openSse(`${proxy.url}/live-help/stream`, { headers: { cookie } })
    expect([onA.status, viaProxy.status]).toEqual([200, 200])
    const agentStreamOnA = await openSse(`${a.url}/live-help/agent/stream`, { headers: { authorization: editor, 'x-forwarded-for': '198.51.100.8' } })
    const waiting = (await (await fetch(`${b.url}/live-help/agent?view=waiting`, { headers: { authorization: editor } })).json()) as { rows: { id: number }[] }
    const id = waiting.rows[0]!.id
    const latencies: number[] = []
    for (let i = 1; i <= 5; i++) {
      const sentAt = Date.now()
      const replied = await fetch(`${b.url}/live-help/agent/${id}`, {
        method: 'POST',
        headers: { authorization: editor, 'content-type': 'application/json' },
        body: JSON.stringify({ action: 'reply', body: `Answer ${i} from B` }),
      })
      expect(replied.status).toBe(200)
      for (const stream of [onA, viaProxy]) await stream.waitFor((e) => e.event === 'message' && (e.data as { body: string }).body === `Answer ${i} from B`, 1_000, `answer ${i} within a second`)
      latencies.push(Date.now() - sentAt)
    }
    // The visitor's message, sent through B, reaches the agent's inbox stream on A.
    await fetch(`${b.url}/live-help`, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': '198.51.100.7' }, body: JSON.stringify({ action: 'send', body: 'Thanks, B!' }) })
    await agentStreamOnA.waitFor((e) => e.event === 'message' && (e.data as { message: { body: string } }).message.body === 'Thanks, B!', 1_000, 'the visitor message on A')
    for (const stream of [onA, viaProxy]) await stream.waitFor((e) => e.event === 'message' && (e.data as { body: string }).body === 'Thanks, B!', 1_000, 'the visitor’s own message back')
    console.log(`live help across instances: reply on B to the visitor's streams on A and through the proxy in ${latencies.join(', ')} ms`)
    const bodies = (stream: typeof onA) => stream.events.filter((e) => e.event === 'message').map((e) => (e.data as { body: string }).body)
    expect(bodies(onA)).toEqual(['Answer 1 from B', 'Answer 2 from B', 'Answer 3 from B', 'Answer 4 from B', 'Answer 5 from B', 'Thanks, B!'])
    expect(bodies(viaProxy)).toEqual(bodies(onA))
    for (const stream of [onA, viaProxy, agentStreamOnA]) stream.close()
  })

  it('Live Help in two browsers across instances: a visitor on A and a support agent on B talk in order; the visitor reloads through HAProxy and keeps the conversation', async () => {
    const support = { email: `support.${Date.now().toString(36)}@scale.test`, password: 'scale-out-support-password' }
    const created = await fetch(`${a.url}/api/users`, {
      method: 'POST',
      headers: { authorization: editor, 'content-type': 'application/json' },
      body: JSON.stringify({ ...support, name: 'Sam Support', roles: ['support'] }),
    })
    expect(created.status, await created.clone().text()).toBe(201)
    const saved = await fetch(`${a.url}/api/globals/site-settings`, {
      method: 'POST',
      headers: { authorization: editor, 'content-type': 'application/json' },
      body: JSON.stringify({ liveHelp: { staffing: 'always' } }),
    })
    expect(saved.status).toBe(200)

    const browser = await chromium.launch(testBrowserLaunchOptions())
    try {
      const errors: string[] = []
      const watched = async (baseURL: string) => {
        const page = await (await browser.newContext({ baseURL, viewport: { width: 1280, height: 860 } })).newPage()
        page.setDefaultTimeout(20_000)
        page.on('console', (message) => message.type() === 'error' && errors.push(`${baseURL}: ${message.text()}`))
        page.on('pageerror', (error) => errors.push(`${baseURL}: ${error.message}`))
        return page
      }
      const said = async (page: Page, body: string) => page.getByRole('log', { name: 'Messages' }).locator('li', { hasText: body }).waitFor()
      const expected = ['Hello from instance A, is anyone there?', 'Hi, Sam here, answering from B.', 'Great, thanks!']
      const bodies = async (page: Page) =>
        (await page.getByRole('log', { name: 'Messages' }).locator('li').allInnerTexts()).map((text) => expected.find((body) => text.includes(body))).filter(Boolean)

      // Each browser at the address its instance calls its own (PUBLIC_URL's default, localhost and
      // its port): the admin's cookie counts only from that origin (Payload's CSRF list), as it would
      // at the public address behind a real proxy. A cookie is the host's whatever the port.
      const local = (url: string) => url.replace('127.0.0.1', 'localhost')
      // The visitor, on instance A.
      const visitorPage = await watched(local(a.url))
      await visitorPage.goto('/onboarding/auth')
      await visitorPage.getByRole('button', { name: 'Live Help' }).click()
      const panel = visitorPage.getByRole('dialog', { name: 'Live Help' })
      await panel.getByRole('textbox', { name: /Name/ }).fill('Asha Across')
      await panel.getByRole('textbox', { name: 'Your message' }).fill(expected[0]!)
      await panel.getByRole('textbox', { name: 'Your message' }).press('Enter')
      await said(visitorPage, expected[0]!)

      // The agent, signed in as support on instance B.
      const agent = await watched(local(b.url))
      await agent.goto('/admin/login')
      await agent.getByLabel('Email').fill(support.email)
      await agent.getByLabel('Password').fill(support.password)
      await agent.getByRole('button', { name: 'Login' }).click()
      await agent.waitForURL(/\/admin$/)
      await agent.goto('/admin/collections/live-help-conversations')
      await agent.getByRole('button', { name: /Asha Across/ }).click()
      await said(agent, expected[0]!)
      await agent.getByRole('button', { name: 'Claim' }).click()
      await agent.getByRole('textbox', { name: 'Reply' }).fill(expected[1]!)
      await agent.getByRole('button', { name: 'Send reply' }).click()
      await said(visitorPage, expected[1]!)
      await panel.getByRole('textbox', { name: 'Your message' }).fill(expected[2]!)
      await panel.getByRole('textbox', { name: 'Your message' }).press('Enter')
      await said(agent, expected[2]!)
      expect(await bodies(visitorPage)).toEqual(expected)
      expect(await bodies(agent)).toEqual(expected)

      // A reload through the proxy (the cookie is the host's, whichever port): the whole conversation, and it keeps talking.
      await visitorPage.goto(`${local(proxy.url)}/onboarding/auth`)
      await visitorPage.getByRole('button', { name: 'Live Help' }).click()
      await said(visitorPage, expected[2]!)
      expect(await bodies(visitorPage)).toEqual(expected)
      await agent.getByRole('textbox', { name: 'Reply' }).fill('Still here, from B.')
      await agent.getByRole('button', { name: 'Send reply' }).click()
      await said(visitorPage, 'Still here, from B.')
      expect(errors, 'console errors in either browser').toEqual([])
    } finally {
      await browser.close()
    }
  }, 120_000)

  it('loses no request and no lead when A gets SIGTERM under lead traffic', async () => {
    const formToken = await formTokenIssuer()
    const attempts: Array<{ email: string; status: number | string; ok?: boolean }> = []
    let running = true
    let n = 0
    const traffic = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (running) {
          const email = `sigterm.${n++}@example.com`
          try {
            const response = await fetch(`${proxy.url}/leads/contact`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-erpz-bench-token': BENCH_TOKEN },
              body: JSON.stringify({ name: 'Sig Term', email, company: 'Acme Forge', message: 'Hello there.', website: '', formToken: formToken() }),
            })
            const body = (await response.json().catch(() => ({}))) as { ok?: boolean }
            attempts.push({ email, status: response.status, ok: body.ok })
          } catch (error) {
            attempts.push({ email, status: String(error) })
          }
        }
      }),
    )
    await sleep(2_000)
    const signalledAt = Date.now()
    await a.stop(20_000)
    const exitMs = Date.now() - signalledAt
    await sleep(2_000) // B alone carries the traffic now
    running = false
    await traffic

    expect(a.child.exitCode).toBe(0)
    expect(exitMs).toBeLessThan(10_000)
    expect(a.output()).not.toContain('drain deadline reached')
    expect(attempts.length).toBeGreaterThan(20)
    expect(attempts.filter((attempt) => attempt.status !== 200 || !attempt.ok)).toEqual([])
    const stored = new Set(
      (await queryRows<{ email: string }>(database, "select email from erpz_demo_requests where email like 'sigterm.%'")).map((row) => row.email),
    )
    expect(attempts.filter((attempt) => !stored.has(attempt.email))).toEqual([])
    expect(stored.size).toBe(attempts.length)
    console.log(`scale-out: ${attempts.length} leads through the proxy, A exited ${exitMs} ms after SIGTERM, none failed or lost`)
  })

  it('goes unready when PostgreSQL is unreachable and ready again when it returns', async () => {
    await relay.cut()
    const down = await fetch(`${b.url}/readyz`)
    expect(down.status).toBe(503)
    // The proxy notices within its check interval and has no instance left to send traffic to.
    await sleep(2_000)
    expect((await fetch(`${proxy.url}/readyz`)).status).toBe(503)

    await relay.restore()
    const deadline = Date.now() + 20_000
    let status = 0
    while (status !== 200 && Date.now() < deadline) {
      await sleep(300)
      status = (await fetch(`${proxy.url}/readyz`)).status
    }
    expect(status).toBe(200)
    expect((await fetch(`${proxy.url}/blog`)).status).toBe(200)
  })

  it('restores from pg_dump into a new database that serves the posts, leads and accounts', async () => {
    // Leads, an account and a post to carry over.
    const email = `restore-${crypto.randomBytes(3).toString('hex')}@example.com`
    expect((await fetch(`${b.url}/workspace/auth/register`, {
      method: 'POST',
      headers: asClient('10.77.0.1'),
      body: JSON.stringify({ email, password: md5('restore horse battery') }),
    })).status).toBe(201)
    const leads = await queryRows<{ n: string }>(database, 'select count(*) as n from erpz_demo_requests')
    const posts = await queryRows<{ slug: string; title: string }>(database, "select slug, title from erpz_blogs where _status = 'published' order by created_at desc limit 1")
    expect(Number(leads[0]?.n)).toBeGreaterThan(0)

    const dump = path.join(os.tmpdir(), `erpz-dump-${crypto.randomBytes(4).toString('hex')}.pgdump`)
    cleanup.push(async () => fs.rmSync(dump, { force: true }))
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, database.url])
    const admin = process.env.TEST_DATABASE_URL ?? ''
    const restoredUrl = await createDatabase(admin, 'erpz_restored')
    cleanup.push(() => dropDatabase(admin, restoredUrl))
    execFileSync('pg_restore', ['--no-owner', `--dbname=${restoredUrl}`, dump])

    const restoredData = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-restored-'))
    cleanup.push(async () => fs.rmSync(restoredData, { recursive: true, force: true }))
    const restored: Database = { dialect: 'postgres', url: restoredUrl, dataDir: restoredData, drop: async () => {} }
    const c = await startAppServer(restored, {
      env: { ...settings, DATABASE_URL: restoredUrl, REDIS_KEY_PREFIX: `${settings.REDIS_KEY_PREFIX}-restored` },
    })
    cleanup.push(() => c.kill())

    const post = posts[0]
    expect(post).toBeDefined()
    const page = await text(`${c.url}/blog/${post?.slug}`)
    expect(page.status).toBe(200)
    expect(page.body).toContain(post?.title)
    expect(await queryRows<{ n: string }>(restored, 'select count(*) as n from erpz_demo_requests')).toEqual(leads)
    const login = await fetch(`${c.url}/workspace/auth/login`, {
      method: 'POST',
      headers: asClient('10.77.0.2'),
      body: JSON.stringify({ username: email, password: md5('restore horse battery') }),
    })
    expect(login.status).toBe(200)
    await cmsLogin(c, ADMIN.email, ADMIN.password)
  })
})
