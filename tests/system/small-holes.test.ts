/**
 * Issue 30's small holes, replayed as the attacker sent them against a production server started
 * the way `npm start` starts it, through real HTTP, asserting the safe answer: a formula behind
 * leading whitespace in the CSV export, a missing media file, a fetch-by-URL of a private address,
 * the CMS cookie, a 256-megapixel upload and the optimizer's widths, a host with no name.
 * (The CMS cookie on an https PUBLIC_URL is in tests/integration/cms-cookie.test.ts: PUBLIC_URL is
 * part of the build's fingerprint, so a server here with another one would rebuild.)
 */
import fs from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ADMIN, type AppServer, type Database, DIALECTS, cmsLogin, freshDatabase, startAppServer } from '../support/app-server'
import { countRows, queryRows } from '../support/db-query'
import { treeMemoryKb } from '../support/process-memory'
import { httpRequest, postJson } from '../support/http-client'
import { blankPng } from '../support/images'
import { startS3 } from '../support/s3'
import { startSmtp } from '../support/smtp'

/** The only CMS user with the sales role, so the one who hosts demos: no display name. */
const HOST = { email: 'nameless.host@holes.test', password: 'host-password-123' }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** RFC 4180 rows (quoted fields may hold commas, quotes and line breaks). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"'
        i++
      } else if (c === '"') quoted = false
      else field += c
    } else if (c === '"') quoted = true
    else if (c === ',') {
      row.push(field)
      field = ''
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(field)
      rows.push(row)
      row = []
      field = ''
      i++
    } else field += c
  }
  return rows
}

/** The highest resident memory (VmHWM, kB) of any process in the tree under `pid`. */
const peakRssKb = (pid: number) => treeMemoryKb(pid, 'VmHWM')

/** What the server logged while `run` ran (and shortly after). */
async function logDuring(server: AppServer, run: () => Promise<void>): Promise<string> {
  const before = server.output().length
  await run()
  await sleep(500)
  return server.output().slice(before)
}

for (const dialect of DIALECTS) {
  describe(`issue 30's small holes against a production server (${dialect})`, () => {
    let database: Database
    let server: AppServer
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    let admin: string
    let editor: string

    const url = (pathname: string) => `${server.url}${pathname}`
    const formToken = async () => {
      const { token } = (await (await fetch(url('/leads/token'))).json()) as { token: string }
      await sleep(2_100) // the forms' minimum fill time
      return token
    }
    /** The path of a seeded image (Payload's `url` is absolute, on PUBLIC_URL). */
    const firstMedia = async () => {
      const { docs } = (await (await fetch(url('/api/media?limit=1&depth=0'))).json()) as { docs: Array<{ url: string }> }
      return new URL(docs[0]!.url).pathname
    }
    const upload = (authorization: string, png: Buffer, name: string) => {
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
      form.append('_payload', JSON.stringify({ alt: name }))
      return fetch(url('/api/media'), { method: 'POST', headers: { authorization }, body: form })
    }

    beforeAll(async () => {
      smtp = await startSmtp()
      database = await freshDatabase(dialect, 'erpz_holes')
      server = await startAppServer(database, { env: { SMTP_URL: smtp.url } })
      admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
      const created = await postJson(
        url('/api/users'),
        { email: 'editor@holes.test', password: 'editor-password-1', roles: ['editor'] },
        { headers: { authorization: admin } },
      )
      expect(created.status, created.text).toBe(201)
      editor = await cmsLogin(server, 'editor@holes.test', 'editor-password-1')
      const host = await postJson(url('/api/users'), { ...HOST, roles: ['sales'] }, { headers: { authorization: admin } })
      expect(host.status, host.text).toBe(201)
    })

    afterAll(async () => {
      await server?.stop()
      await database?.drop()
      await smtp?.close()
    })

    it('3: a formula behind leading whitespace is stored trimmed and exported behind the guard', async () => {
      const formula = '=HYPERLINK("http://evil.example","x")'
      const email = `formula.${dialect}@example.com`
      const posted = await postJson(url('/leads/contact'), {
        name: 'Formula Sender',
        email,
        company: 'Acme Forge',
        message: 'Please get in touch about planning.',
        website: '',
        formToken: await formToken(),
        meta: { sourcePage: ` ${formula}`, referrer: `\u00A0${formula}`, utm: { source: '\t@SUM(1+1)', campaign: `\u200B${formula}` } },
      })
      expect(posted.status, posted.text).toBe(200)
      const [stored] = await queryRows<Record<string, string>>(
        database,
        'SELECT source_page, referrer, utm_source, utm_campaign FROM erpz_demo_requests WHERE email = ?',
        [email],
      )
      // Whitespace is trimmed when stored; a zero-width space is not whitespace and stays.
      expect(stored).toEqual({ source_page: formula, referrer: formula, utm_source: '@SUM(1+1)', utm_campaign: `\u200B${formula}` })

      const sales = await httpRequest(url('/leads/export.csv?type=leads'), { headers: { authorization: admin } })
      expect(sales.status).toBe(200)
      const [header, ...rows] = parseCsv(sales.text)
      const row = rows.find((r) => r[header!.indexOf('email')] === email)!
      const column = (name: string) => row[header!.indexOf(name)]
      expect(column('source_page')).toBe(`'${formula}`)
      expect(column('referrer')).toBe(`'${formula}`)
      expect(column('utm.source')).toBe(`'@SUM(1+1)`)
      expect(column('utm.campaign')).toBe(`'\u200B${formula}`)
    })

    it('4: a missing media file is a 404 without an error log, GET and HEAD; a present one is served', async () => {
      let answers: number[] = []
      const logged = await logDuring(server, async () => {
        for (const method of ['GET', 'HEAD']) {
          for (const name of ['nope.png', 'nope-800x450.webp', 'no%20such%20file.png']) {
            const response = await fetch(url(`/api/media/file/${name}`), { method })
            answers.push(response.status)
            if (method === 'GET') expect(await response.json()).toEqual({ errors: [{ message: 'Not Found' }] })
          }
        }
      })
      expect(answers).toEqual([404, 404, 404, 404, 404, 404])
      expect(logged).not.toContain('nope')
      expect(logged).not.toContain(database.dataDir)
      expect(logged).not.toMatch(/missing on the disk|"level":50/)

      answers = []
      for (const method of ['GET', 'HEAD']) answers.push((await fetch(url(await firstMedia()), { method })).status)
      expect(answers).toEqual([200, 200])
    })

    it('5: an editor\'s fetch-by-URL of a private address is a 400 with a message, and nothing is stored', async () => {
      const before = await countRows(database, 'media')
      const targets = [`http://127.0.0.1:${server.port}/metrics`, `http://localhost:${server.port}/healthz`, 'http://[::1]/x.png', 'http://169.254.169.254/latest/meta-data', '/metrics']
      for (const target of targets) {
        // A relative address is this site's own: PUBLIC_URL, http://localhost:<port> here.
        const host = new URL(target, 'http://localhost').hostname.replace(/^\[(.*)\]$/, '$1')
        let response: Awaited<ReturnType<typeof postJson>> | undefined
        const logged = await logDuring(server, async () => {
          response = await postJson(url('/api/media'), { url: target, filename: 'metrics.png', alt: 'Not an image' }, { headers: { authorization: editor } })
        })
        expect(response!.status, response!.text).toBe(400)
        const body = response!.json() as { errors: Array<{ message: string; data?: { errors: Array<{ message: string; path: string }> } }> }
        expect(body.errors[0]!.data!.errors).toEqual([
          {
            path: 'url',
            message: `Images cannot be fetched from ${host}: it is not a public internet address. Download the image and upload the file instead.`,
          },
        ])
        expect(logged, target).not.toMatch(/"level":50|Blocked unsafe attempt/)
      }
      expect(await countRows(database, 'media')).toBe(before)
    })

    it('6: on an http PUBLIC_URL the CMS cookie is not Secure, so sign-in over plain http still works', async () => {
      const signIn = await postJson(url('/api/users/login'), { email: ADMIN.email, password: ADMIN.password })
      expect(signIn.status).toBe(200)
      const cookie = ([] as string[]).concat(signIn.headers['set-cookie'] ?? []).find((c) => c.startsWith('payload-token='))
      expect(cookie).toMatch(/HttpOnly/i)
      expect(cookie).not.toMatch(/;\s*Secure/i)
    })

    it('7: a 16,000 × 16,000 PNG is refused from its header with a message; ordinary uploads still work', async () => {
      const huge = blankPng(16_000, 16_000)
      const before = await countRows(database, 'media')
      const pid = server.child.pid!
      const peakBefore = peakRssKb(pid)
      const started = performance.now()
      let refused: Response | undefined
      let elapsed = 0
      const logged = await logDuring(server, async () => {
        refused = await upload(editor, huge, 'huge.png')
        elapsed = performance.now() - started
      })
      expect(logged).not.toMatch(/"level":50/)
      const body = (await refused!.json()) as { errors: Array<{ data?: { errors: Array<{ message: string; path: string }> } }> }
      expect(refused!.status).toBe(400)
      expect(body.errors[0]!.data!.errors).toEqual([
        {
          path: 'file',
          message: 'This image is 16,000 × 16,000 pixels (256 megapixels). Images can have at most 40 megapixels: scale it down and upload it again.',
        },
      ])
      const peakAfter = peakRssKb(pid)
      console.log(`[small-holes ${dialect}] 16,000 × 16,000 PNG (${Math.round(huge.length / 1024)} KiB) refused in ${Math.round(elapsed)} ms; server peak RSS ${Math.round(peakBefore / 1024)} → ${Math.round(peakAfter / 1024)} MB`)
      // Decoding it would take 256 MB at the very least; reading its header takes nothing.
      expect(peakAfter - peakBefore).toBeLessThan(100 * 1024)
      expect(await countRows(database, 'media')).toBe(before)
      expect(fs.readdirSync(`${database.dataDir}/media`).some((name) => name.startsWith('huge'))).toBe(false)

      const ordinary = await upload(editor, blankPng(1600, 900), 'ordinary.png')
      expect(ordinary.status, await ordinary.clone().text()).toBe(201)
      const { doc } = (await ordinary.json()) as { doc: { url: string; width: number; sizes: Record<string, { url: string; mimeType: string }> } }
      expect(doc.width).toBe(1600)
      for (const size of ['medium', 'large']) {
        const file = await fetch(url(new URL(doc.sizes[size]!.url, server.url).pathname))
        expect(file.status).toBe(200)
        expect(file.headers.get('content-type')).toBe('image/webp')
      }
    })

    it('7: the image optimizer serves only the widths of our sized copies, and only uploaded media', async () => {
      const image = encodeURIComponent(await firstMedia())
      const optimise = (src: string, width: number) => fetch(url(`/_next/image?url=${src}&w=${width}&q=75`), { headers: { accept: 'image/webp' } })
      for (const width of [800, 1600]) {
        const response = await optimise(image, width)
        expect(response.status, `w=${width}`).toBe(200)
        expect(response.headers.get('content-type')).toBe('image/webp')
      }
      for (const width of [16, 32, 256, 640, 1080, 1920, 3840]) expect((await optimise(image, width)).status, `w=${width}`).toBe(400)
      expect((await optimise(encodeURIComponent('/blog'), 800)).status).toBe(400)
      expect((await optimise(encodeURIComponent('/brand/logo.svg'), 800)).status).toBe(400)
    })

    it('7: every image the blog renders still resolves: post heroes (src and srcset) and list cards', async () => {
      const { docs } = (await (await fetch(url('/api/erpz-blogs?limit=1&depth=0&where[_status][equals]=published'))).json()) as { docs: Array<{ slug: string }> }
      const pages = [await (await fetch(url(`/blog/${docs[0]!.slug}`))).text(), await (await fetch(url('/blog'))).text()]
      const sources = new Set<string>()
      for (const html of pages) {
        for (const [, attributes] of html.matchAll(/<img\b([^>]*)>/g)) {
          const src = /\ssrc="([^"]+)"/.exec(attributes!)?.[1]
          if (src) sources.add(src.replaceAll('&amp;', '&'))
          const srcset = /\ssrcSet="([^"]+)"|\ssrcset="([^"]+)"/.exec(attributes!)
          for (const candidate of (srcset?.[1] ?? srcset?.[2] ?? '').split(',')) {
            const address = candidate.trim().split(/\s+/)[0]
            if (address) sources.add(address.replaceAll('&amp;', '&'))
          }
        }
      }
      const media = [...sources].filter((src) => src.startsWith('/api/media/file/'))
      expect(media.some((src) => src.endsWith('-800x450.webp'))).toBe(true)
      expect(media.some((src) => src.endsWith('-1600x900.webp'))).toBe(true)
      for (const src of sources) {
        const response = await fetch(new URL(src, server.url))
        expect(response.status, src).toBe(200)
        expect(response.headers.get('content-type'), src).toMatch(/^image\//)
      }
    })

    it('8: a host with no name appears as the company in the answer, the page, the visitor\'s mail and .ics', async () => {
      const slots = (await (await fetch(url('/scheduler/slots?type=demo&tz=UTC'))).json()) as { days: Array<{ slots: Array<{ start: string }> }> }
      const start = slots.days[0]!.slots[0]!.start
      const visitor = `nameless.host.${dialect}@example.com`
      const since = smtp.messages.length
      const booked = await postJson(url('/scheduler/book?type=demo'), {
        fullName: 'Curious Visitor',
        email: visitor,
        companyName: 'Visiting Works',
        message: 'Who will I be talking to?',
        start,
        timeZone: 'UTC',
        website: '',
        formToken: await formToken(),
      })
      expect(booked.status, booked.text).toBe(201)
      expect((booked.json() as { booking: { hostName: string } }).booking.hostName).toBe('ERPZ')
      expect(booked.text).not.toContain(HOST.email)

      const mail = await smtp.waitFor(visitor, since, 30_000)
      // The .ics may travel base64-encoded: read every base64 body too.
      const decoded = [mail.text, ...[...mail.raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) => Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'))].join('\n')
      expect(decoded).toContain('ERPZ product demo with ERPZ on')
      expect(decoded).toMatch(/ORGANIZER;CN="?ERPZ"?:mailto:hello@erpz\.in/)
      expect(decoded.toLowerCase()).not.toContain(HOST.email)
      // The host still gets their own invite, at their address.
      expect((await smtp.waitFor(HOST.email, since, 30_000)).text).toContain('ERPZ product demo with Curious Visitor')

      const manage = /https?:\/\/[^\s"<>]+\/demo-booking\/manage\?token=[\w.-]+/.exec(decoded)![0]
      const page = await (await fetch(url(new URL(manage).pathname + new URL(manage).search))).text()
      expect(page.replaceAll('<!-- -->', '')).toContain('ERPZ product demo with ERPZ')
      expect(page).not.toContain(HOST.email)
    })
  })
}

describe('issue 30: a missing media file in the S3 bucket (decision 104)', () => {
  let database: Database
  let server: AppServer
  let s3: Awaited<ReturnType<typeof startS3>>

  beforeAll(async () => {
    s3 = await startS3()
    database = await freshDatabase('sqlite', 'erpz_holes_s3', { empty: true })
    server = await startAppServer(database, { env: s3.env })
  })

  afterAll(async () => {
    await server?.stop()
    await database?.drop()
    await s3?.stop()
  })

  it('is a 404 without an error log, GET and HEAD; a stored one is served from the bucket', async () => {
    const answers: number[] = []
    const logged = await logDuring(server, async () => {
      for (const method of ['GET', 'HEAD']) {
        for (const name of ['nope.png', 'nope-800x450.webp']) answers.push((await fetch(`${server.url}/api/media/file/${name}`, { method })).status)
      }
    })
    expect(answers).toEqual([404, 404, 404, 404])
    expect(logged).not.toContain('nope')
    expect(logged).not.toMatch(/"level":50|NoSuchKey|NotFound/)

    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(blankPng(320, 180))], { type: 'image/png' }), 'in-the-bucket.png')
    form.append('_payload', JSON.stringify({ alt: 'In the bucket' }))
    const authorization = await cmsLogin(server, ADMIN.email, ADMIN.password)
    const uploaded = await fetch(`${server.url}/api/media`, { method: 'POST', headers: { authorization }, body: form })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const { doc } = (await uploaded.json()) as { doc: { url: string } }
    const stored = await fetch(`${server.url}${new URL(doc.url).pathname}`)
    expect(stored.status).toBe(200)
    expect(stored.headers.get('content-type')).toBe('image/png')
  })
})
