/**
 * Issue 42's lows against one production server per dialect (npm start), through real HTTP: an IPv6
 * /64 is one client to every per-address limit, bodies are read only up to their limit, a compound
 * file that is not a Word document is no .doc CV, opening a newsletter confirmation link confirms
 * nothing. That a CMS sign-in takes as long for an unknown address as for a wrong password is in
 * security-timing.test.ts, which runs alone.
 *
 * The server trusts X-Forwarded-For (TRUSTED_PROXY_HEADER), as behind a proxy: a loopback socket
 * has one IPv6 address (::1), so the addresses of a /64 arrive the way a proxy hands them over.
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { careers } from '@/content/careers'

import { treeMemoryKb } from '../support/process-memory'
import { type AppServer, type Database, DIALECTS, freshDatabase, startAppServer } from '../support/app-server'
import { EXCEL_STREAMS, OUTLOOK_STREAMS, WORD_STREAMS, compoundFile } from '../support/cfb'
import { countRows } from '../support/db-query'
import { formTokenIssuer } from '../support/form-tokens'
import { httpRequest, postJson } from '../support/http-client'
import { startSmtp } from '../support/smtp'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.126 Safari/537.36'
const ANALYTICS_PER_MINUTE = 3
const AUTH_PER_MINUTE = 10

/** A fresh IPv4 client per call, as the proxy would name it. */
let lastClient = 0
const nextClient = () => {
  lastClient += 1
  return `198.51.${Math.floor(lastClient / 250)}.${(lastClient % 250) + 1}`
}
const via = (client: string) => ({ 'x-forwarded-for': client })

/** The largest resident set of the server's processes now (kB). */
const rssKb = (pid: number) => treeMemoryKb(pid, 'VmRSS')

/**
 * POSTs up to `totalBytes` as a chunked body (no Content-Length) and stops sending once the answer
 * arrives. One chunk per turn of the event loop, so an answer that came is read before the next
 * write (a server that answers early then closes the connection, which a further write would meet).
 */
function streamBody(url: string, headers: Record<string, string>, totalBytes: number): Promise<{ status: number; text: string; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0
    let answered = false
    const request = http.request(url, { method: 'POST', headers, agent: false }, (response) => {
      answered = true
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8'), sent })
        request.destroy()
      })
    })
    request.on('error', (error) => {
      if (!answered) reject(error)
    })
    request.setTimeout(60_000, () => request.destroy(new Error(`POST ${url} timed out`)))
    const chunk = Buffer.alloc(256 * 1024, 0x61)
    const pump = () => {
      if (answered || request.destroyed) return
      if (sent >= totalBytes) return void request.end()
      sent += chunk.length
      if (request.write(chunk)) setImmediate(pump)
      else request.once('drain', () => setImmediate(pump))
    }
    pump()
  })
}

for (const dialect of DIALECTS) {
  describe(`issue 42's lows against a production server (${dialect})`, () => {
    let database: Database
    let server: AppServer
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    let formToken: () => string

    const url = (pathname: string) => `${server.url}${pathname}`

    beforeAll(async () => {
      formToken = await formTokenIssuer()
      smtp = await startSmtp()
      database = await freshDatabase(dialect, 'erpz_lows')
      server = await startAppServer(database, {
        env: {
          SMTP_URL: smtp.url,
          TRUSTED_PROXY_HEADER: 'x-forwarded-for',
          ANALYTICS_RATE_LIMIT_PER_MINUTE: String(ANALYTICS_PER_MINUTE),
          AUTH_RATE_LIMIT_PER_MINUTE: String(AUTH_PER_MINUTE),
        },
      })
    }, 300_000)
    afterAll(async () => {
      await server?.stop()
      await smtp?.close()
      await database?.drop()
    })

    it('counts every address of an IPv6 /64 as one client; an IPv4-mapped address is its IPv4 one', async () => {
      const event = (client: string) =>
        postJson(url('/analytics/event'), { name: 'pageview', url: '/pricing' }, { headers: { 'user-agent': BROWSER, ...via(client) } })
      const sameLine = Array.from({ length: ANALYTICS_PER_MINUTE + 1 }, (_, i) => `2001:db8:42:1:${i + 1}::${(i + 1) * 7}`)
      const statuses = []
      for (const client of sameLine) statuses.push((await event(client)).status)
      expect(statuses).toEqual([...Array<number>(ANALYTICS_PER_MINUTE).fill(202), 429])
      // The neighbouring /64 is someone else.
      expect((await event('2001:db8:42:2::1')).status).toBe(202)
      const mapped = []
      for (const client of ['::ffff:203.0.113.42', '::ffff:203.0.113.42', '::ffff:203.0.113.42', '203.0.113.42']) mapped.push((await event(client)).status)
      expect(mapped).toEqual([202, 202, 202, 429])

      // The workspace auth limit (the endpoint wrapper) and the CMS sign-in limit (in front of Payload)
      // count before the body is looked at: empty bodies are enough.
      for (const [path, refused] of [
        ['/workspace/auth/login', 422],
        ['/api/users/login', 400],
      ] as const) {
        const answers = []
        for (let i = 0; i <= AUTH_PER_MINUTE; i++) {
          answers.push((await postJson(url(path), {}, { headers: via(`2001:db8:42:${path.length}:${i}::1`) })).status)
        }
        expect(answers, path).toEqual([...Array<number>(AUTH_PER_MINUTE).fill(refused), 429])
        expect((await postJson(url(path), {}, { headers: via(`2001:db8:42:${path.length + 1}::1`) })).status, path).toBe(refused)
      }
    })

    it('reads at most the limit of a body: the withdraw form and Payload’s JSON answer 413 at once, in bounded memory', async () => {
      const pid = server.child.pid!
      const before = rssKb(pid)
      let largest = before
      const sampler = setInterval(() => (largest = Math.max(largest, rssKb(pid))), 50)
      const started = performance.now()
      // Under the edge's 1 MB (decision 190), so the route's own 1,000-byte reader is what answers.
      const withdraw = await streamBody(url('/careers/withdraw/delete'), { 'content-type': 'application/x-www-form-urlencoded', ...via(nextClient()) }, 900 * 1024)
      const elapsed = performance.now() - started
      clearInterval(sampler)
      console.log(`[lows ${dialect}] withdraw: ${withdraw.status} after ${Math.round(elapsed)} ms, ${withdraw.sent >> 20} MiB sent; RSS ${before >> 10} → ${largest >> 10} MB`)
      expect(withdraw.status).toBe(413)
      expect(elapsed).toBeLessThan(15_000)
      expect(largest - before).toBeLessThan(64 * 1024)
      // Within the limit, the form still works (an unknown application is "invalid").
      const small = await httpRequest(url('/careers/withdraw/delete'), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...via(nextClient()) }, body: 'a=1&s=x' })
      expect(small.status).toBe(303)
      expect(small.headers.location).toBe('/careers/withdraw?invalid=1')

      // Past the edge's limit the edge answers, in Payload's error shape too.
      const cms = await streamBody(url('/api/users/login'), { 'content-type': 'application/json', ...via(nextClient()) }, 64 * 1024 * 1024)
      expect(cms.status).toBe(413)
      expect((JSON.parse(cms.text) as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/^The request body is too large/)
    })

    it('refuses an Excel workbook or an Outlook message as a .doc CV, and takes a Word document', async () => {
      const slug = careers.roles[0]!.id
      const cvDir = path.join(database.dataDir, 'cvs')
      const cvFiles = () => (fs.existsSync(cvDir) ? fs.readdirSync(cvDir) : [])
      const apply = async (bytes: Buffer, name: string, type: string) => {
        const form = new FormData()
        const fields = {
          formToken: formToken(),
          website: '',
          name: 'Asha Rao',
          email: `asha.${name}@example.com`,
          phone: '+91 98765 43210',
          link: 'https://www.linkedin.com/in/asha-rao',
          coverNote: 'I have built planning software for plants for six years and would like to do it at ERPZ.',
          consent: 'yes',
        }
        for (const [field, value] of Object.entries(fields)) form.append(field, value)
        form.append('cv', new Blob([new Uint8Array(bytes)], { type }), name)
        const encoded = new Request('http://encode.invalid/', { method: 'POST', body: form })
        const body = Buffer.from(await encoded.arrayBuffer())
        return httpRequest(url(`/careers/${slug}/apply`), {
          method: 'POST',
          headers: { 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.length), ...via(nextClient()) },
          body,
        })
      }
      const storedBefore = cvFiles().length
      for (const [bytes, name] of [
        [compoundFile(EXCEL_STREAMS), 'cv.doc'],
        [compoundFile(OUTLOOK_STREAMS), 'cv-msg.doc'],
      ] as const) {
        const refused = await apply(bytes, name, 'application/msword')
        expect(refused.status, name).toBe(303)
        expect(refused.headers.location, name).toBe(`/careers/${slug}?error=cv_type#apply`)
      }
      const shown = await httpRequest(url(`/careers/${slug}?error=cv_type`))
      expect(shown.text).toContain('Your CV must be a PDF, DOC or DOCX file. The file you attached is not one, whatever its name says.')
      expect(cvFiles()).toHaveLength(storedBefore)
      expect(await countRows(database, 'job_applications', 'email LIKE ?', ['asha.cv%'])).toBe(0)

      const accepted = await apply(compoundFile(WORD_STREAMS), 'word.doc', 'application/msword')
      expect(accepted.headers.location).toBe(`/careers/${slug}?applied=1#apply`)
      expect(await countRows(database, 'job_applications', 'email = ?', ['asha.word.doc@example.com'])).toBe(1)
      expect(cvFiles().filter((file) => file.endsWith('.doc'))).toHaveLength(1)
    })

    it('opening a newsletter confirmation link shows the button and confirms nothing; its POST confirms', async () => {
      const email = `reader-${dialect}@lows.test`
      const since = smtp.messages.length
      expect((await postJson(url('/leads/newsletter'), { email, website: '', formToken: formToken() }, { headers: via(nextClient()) })).status).toBe(200)
      const mail = await smtp.waitFor(email, since, 30_000)
      const link = new URL(/https?:\/\/\S+?\/newsletter\/confirm\?token=[\w.-]+/.exec(mail.text)![0])
      const status = async () => (await countRows(database, 'erpz_news_letters', 'email = ? AND status = ?', [email, 'confirmed'])) === 1

      // A mail scanner opens the link, follows the redirect and fetches the page: nothing changes.
      const opened = await httpRequest(url(link.pathname + link.search), { headers: via(nextClient()) })
      expect(opened.status).toBe(303)
      expect(opened.headers.location).toBe(`/newsletter/join${link.search}`)
      const page = await httpRequest(url(opened.headers.location!), { headers: via(nextClient()) })
      expect(page.status).toBe(200)
      expect(page.text).toContain('Confirm your subscription to the ERPZ newsletter')
      const form = /<form[^>]*>.*?<\/form>/s.exec(page.text.slice(page.text.indexOf('id="join-title"')))?.[0] ?? ''
      expect(form, page.text.slice(page.text.indexOf('<main'))).toMatch(/^<form [^>]*method="post"/)
      expect(form).toContain('aria-labelledby="join-title"')
      expect(form).toMatch(/<button [^>]*type="submit"[^>]*>Confirm subscription<\/button>/)
      expect(/action="([^"]+)"/.exec(form)?.[1]?.replaceAll('&amp;', '&')).toBe(link.pathname + link.search)
      expect(await status()).toBe(false)

      // The button: a form POST to the link.
      const pressed = await httpRequest(url(link.pathname + link.search), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...via(nextClient()) },
        body: '',
      })
      expect(pressed.status).toBe(303)
      expect(pressed.headers.location).toBe('/newsletter/confirmed')
      expect(await status()).toBe(true)
      // The page of a used link says so and offers no button.
      const used = await httpRequest(url(`/newsletter/join${link.search}`), { headers: via(nextClient()) })
      expect(used.text).toContain('This link no longer works')
      expect(used.text).not.toContain('Confirm subscription</button>')
    })
  })
}
