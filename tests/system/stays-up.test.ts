/**
 * Issue 42, the outage anyone could cause: every request body is bounded at the server's edge
 * before anything parses it (decision 190), and `npm start` never gives up restarting. Replayed
 * through real HTTP against a production server started as `npm start` starts it, on each database:
 * 12 MB bodies to Payload's REST routes and a server action, declared and chunked; the admin's
 * largest save still fits; malformed requests get a 4xx and no error-level log line; and ten
 * `kill -9`s within a minute leave the site answering within 35 s of the last.
 */
import fs from 'node:fs'
import net from 'node:net'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import budgets from '../../bench/budgets.json'
import { ADMIN, type AppServer, cmsLogin, type Database, DIALECTS, freshDatabase, startAppServer } from '../support/app-server'
import { rawRequest } from '../support/raw-http'

const MiB = 1024 * 1024
const METRICS_TOKEN = 'stays-up-metrics-token-0123456789'
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The reported attack: a login whose JSON pads 12 MB with empty objects (23 MB of heap per MB parsed). */
function paddedJson(bytes: number): Buffer {
  const count = Math.floor((bytes - 60) / 3)
  return Buffer.from(`{"email":"a@b.c","password":"x","pad":[${Array.from({ length: count }, () => '{}').join(',')}]}`)
}

/** Resident memory of a process (VmRSS, MB). */
function rssMb(pid: number): number {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN)
  return kb / 1024
}

/** The server process `npm start` runs now (the last one it started). */
function serverPid(server: AppServer): number {
  const pids = [...server.output().matchAll(/▸ Server process (\d+) \(supervised by npm start/g)].map((match) => Number(match[1]))
  return pids.at(-1) ?? Number.NaN
}

/** Error-level lines (pino level 50 or 60) the server printed after `from`. */
const errorLines = (server: AppServer, from: number) =>
  server
    .output()
    .slice(from)
    .split('\n')
    .filter((line) => /"level":(50|60)\b/.test(line))

for (const dialect of DIALECTS) {
  describe(`bodies are bounded at the edge and npm start never gives up (${dialect})`, () => {
    let database: Database
    let server: AppServer
    let admin: string

    beforeAll(async () => {
      database = await freshDatabase(dialect, 'erpz_staysup')
      server = await startAppServer(database, { env: { METRICS_TOKEN, LOG_LEVEL: 'info' } })
      admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
    })
    afterAll(async () => {
      await server?.kill()
      await database?.drop()
    })

    it('twenty anonymous 12 MB bodies each to /api/users/login, /api/pages and a server action: 413, no restart, RSS within budget', async () => {
      const pid = serverPid(server)
      const body = paddedJson(12 * MiB)
      const targets: Array<{ method: string; path: string; headers: Record<string, string> }> = [
        { method: 'POST', path: '/api/users/login', headers: { 'content-type': 'application/json' } },
        { method: 'POST', path: '/api/pages', headers: { 'content-type': 'application/json' } },
        // A server action as a browser posts one: any page, the action's id in a header.
        { method: 'POST', path: '/', headers: { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'a'.repeat(42), accept: 'text/x-component' } },
      ]
      const statuses: string[] = []
      for (const target of targets) {
        for (let round = 0; round < 4; round++) {
          // Five at once, as the report sent them; every other round chunked, with no length to refuse by.
          const answers = await Promise.all(
            Array.from({ length: 5 }, () => rawRequest(server.port, { ...target, body, chunkBytes: round % 2 ? 64 * 1024 : undefined })),
          )
          for (const answer of answers) statuses.push(`${target.path} ${answer.status}`)
          for (const answer of answers) expect(answer.text).toContain('The request body is too large: this address accepts at most 1 MB.')
        }
      }
      expect(statuses.filter((status) => !status.endsWith(' 413'))).toEqual([])
      expect(statuses).toHaveLength(60)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      expect(serverPid(server)).toBe(pid)
      expect(server.output()).not.toMatch(/died \(|started again/)
      const rss = rssMb(pid)
      console.log(`stays-up (${dialect}): 60 × 12 MB bodies answered 413; server RSS after them ${rss.toFixed(0)} MB (budget ${budgets.rssMbMax})`)
      expect(rss).toBeLessThanOrEqual(budgets.rssMbMax)
    })

    it('bodies just under the limit, many at once, are not a way down either: the server answers and stays up', async () => {
      const pid = serverPid(server)
      const body = paddedJson(MiB - 1024)
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          rawRequest(server.port, { method: 'POST', path: i % 2 ? '/api/pages' : '/api/users/login', headers: { 'content-type': 'application/json' }, body, from: `127.0.0.${20 + (i % 8)}` }),
        ),
      )
      // Refused by Payload (no user, bad login, rate limit) or told to come back (503): never a 5xx of ours, never a crash.
      for (const answer of answers) expect([400, 401, 403, 429, 503], answer.text).toContain(answer.status)
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200)
      expect(serverPid(server)).toBe(pid)
      expect(server.output()).not.toMatch(/died \(|heap out of memory/)
    })

    it('a signed-in editor\'s save of a near-1 MB post still fits (the admin sends the whole document)', async () => {
      const list = (await (await fetch(`${server.url}/api/erpz-blogs?limit=1&depth=0`, { headers: { authorization: admin } })).json()) as {
        docs: Array<{ id: number | string; title: string }>
      }
      const post = list.docs[0]!
      // About 900 KB of Lexical JSON: 1,000 paragraphs of 100 words.
      const words = Array.from({ length: 100 }, (_, i) => `word${i}`).join(' ')
      const paragraph = (i: number) => ({
        type: 'paragraph', version: 1, direction: 'ltr', format: '', indent: 0, textFormat: 0, textStyle: '',
        children: [{ type: 'text', version: 1, detail: 0, format: 0, mode: 'normal', style: '', text: `${i}: ${words}` }],
      })
      const content = { root: { type: 'root', version: 1, direction: 'ltr', format: '', indent: 0, children: Array.from({ length: 1_000 }, (_, i) => paragraph(i)) } }
      const payload = JSON.stringify({ body: content })
      expect(payload.length).toBeGreaterThan(800 * 1024)
      expect(payload.length).toBeLessThan(MiB)
      // As the admin's edit view saves: multipart with the document in `_payload`.
      const form = new FormData()
      form.set('_payload', payload)
      const response = await fetch(`${server.url}/api/erpz-blogs/${post.id}?depth=0`, { method: 'PATCH', headers: { authorization: admin }, body: form })
      expect(response.status, await response.clone().text()).toBe(200)
      const saved = (await (await fetch(`${server.url}/api/erpz-blogs/${post.id}?depth=0`, { headers: { authorization: admin } })).json()) as { body: typeof content }
      expect(saved.body.root.children).toHaveLength(1_000)
    })

    it('a signed-in editor uploads a 3 MB photo (the media limit), a stranger\'s same upload is refused at the edge', async () => {
      const photo = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer()
      expect(photo.length).toBeGreaterThan(2 * MiB)
      const upload = () => {
        const form = new FormData()
        form.set('file', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'noise.png')
        form.set('_payload', JSON.stringify({ alt: 'Noise' }))
        return form
      }
      const staff = await fetch(`${server.url}/api/media`, { method: 'POST', headers: { authorization: admin }, body: upload() })
      expect(staff.status, await staff.clone().text()).toBe(201)
      const stranger = await fetch(`${server.url}/api/media`, { method: 'POST', body: upload() })
      expect(stranger.status).toBe(413)
      expect(await stranger.text()).toContain('at most 1 MB')
    })

    it('malformed requests from a stranger get a 4xx with a message and no error-level log line', async () => {
      const from = server.output().length
      const answers = {
        noBoundary: await rawRequest(server.port, { method: 'POST', path: '/api/users/login', headers: { 'content-type': 'multipart/form-data' }, body: 'x' }),
        truncated: await rawRequest(server.port, {
          method: 'POST',
          path: '/api/pages',
          headers: { 'content-type': 'multipart/form-data; boundary=b0undary' },
          body: '--b0undary\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{"title":"x"',
        }),
        trace: await rawRequest(server.port, { method: 'TRACE', path: '/' }),
        badEscape: await rawRequest(server.port, { method: 'GET', path: '/x%' }),
        badLength: await rawRequest(server.port, { method: 'POST', path: '/api/pages', headers: { 'content-length': '12abc' } }),
      }
      expect(answers.noBoundary.status).toBe(400)
      expect(answers.noBoundary.text).toContain('no boundary')
      expect(answers.truncated.status).toBe(400)
      expect(answers.truncated.text).toContain('The multipart body is malformed')
      expect(answers.trace.status).toBe(405)
      expect(answers.trace.headers.allow).toContain('GET')
      expect(answers.badEscape.status).toBe(400)
      expect(answers.badLength.status).toBe(400)
      await sleep(300)
      expect(errorLines(server, from)).toEqual([])
    })

    it('the request log names no client for an anonymous analytics event, and does for other requests', async () => {
      const from = server.output().length
      const event = await rawRequest(server.port, {
        method: 'POST',
        path: '/analytics/event',
        headers: { 'content-type': 'application/json', 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36' },
        body: JSON.stringify({ name: 'pageview', url: '/pricing' }),
        from: '127.0.0.77',
      })
      expect(event.status).toBe(202)
      await rawRequest(server.port, { method: 'GET', path: '/pricing', from: '127.0.0.78' })
      await sleep(300)
      const lines = server.output().slice(from).split('\n').filter((line) => line.includes('"msg":"request"'))
      const eventLine = lines.find((line) => line.includes('"path":"/analytics/event"'))
      expect(eventLine).toBeDefined()
      expect(eventLine).not.toContain('"client"')
      expect(eventLine).not.toContain('127.0.0.77')
      expect(lines.find((line) => line.includes('"path":"/pricing"'))).toContain('"client":"127.0.0.78"')
    })

    // Once per run, on the last dialect tested (PostgreSQL where it is set): the supervisor's loop is
    // the same for both, and a 60 s loop costs a minute a dialect (issue 43). A kill -9 on SQLite and
    // its restart are hostile-traffic.test.ts's; on PostgreSQL, faults-instances' and scale-out's too.
    it.runIf(dialect === DIALECTS.at(-1))('ten kill -9s of the server within 60 s: npm start keeps restarting, raises the alarm, and /healthz is 200 within 35 s of the last', async () => {
      // A body still arriving when the first kill comes: the crash's line names it (method, path, size; no body).
      const slow = net.connect({ port: server.port, host: '127.0.0.1' })
      await new Promise((resolve) => slow.once('connect', resolve))
      slow.on('error', () => {})
      slow.write('POST /api/users/login HTTP/1.1\r\nhost: x\r\ncontent-type: application/json\r\ntransfer-encoding: chunked\r\n\r\n5\r\n{"a":\r\n')
      await sleep(500)
      const killed = new Set<number>()
      const began = Date.now()
      while (killed.size < 10 && Date.now() - began < 60_000) {
        const pid = serverPid(server)
        if (Number.isInteger(pid) && !killed.has(pid)) {
          try {
            process.kill(pid, 'SIGKILL')
            killed.add(pid)
          } catch {
            // already gone
          }
        }
        await sleep(50)
      }
      const lastKill = Date.now()
      expect(killed.size, `killed ${killed.size} server processes in ${((lastKill - began) / 1000).toFixed(1)} s`).toBe(10)
      let upAfterMs = Number.NaN
      while (Date.now() - lastKill < 35_000) {
        try {
          if ((await fetch(`${server.url}/healthz`, { signal: AbortSignal.timeout(1_000) })).status === 200) {
            upAfterMs = Date.now() - lastKill
            break
          }
        } catch {
          // not listening yet
        }
        await sleep(100)
      }
      console.log(`stays-up (${dialect}): 10 kill -9s in ${((lastKill - began) / 1000).toFixed(1)} s; /healthz 200 again ${(upAfterMs / 1000).toFixed(1)} s after the last`)
      expect(upAfterMs).toBeLessThan(35_000)
      expect(server.child.exitCode).toBeNull()
      expect(server.output()).toMatch(/✖ ALARM crash loop: \d+ crashes within 60 s\. npm start keeps restarting the server/)
      expect(server.output()).not.toContain('Not restarting')
      expect(server.output()).toMatch(/Requests with a body it was handling: POST \/api\/users\/login \(chunked body, request [\w-]+\)/)
      slow.destroy()
      const metrics = await (await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text()
      expect(metrics).toMatch(/^erpz_supervisor_crashes 10$/m)
      expect(metrics).toMatch(/^erpz_supervisor_crash_loop 1$/m)
    }, 120_000)
  })
}
