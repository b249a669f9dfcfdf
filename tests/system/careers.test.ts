/**
 * Careers (issue 27) through real HTTP on one production server (npm start) per dialect, with a
 * local SMTP peer: the JobPosting of every seeded role, refused uploads that store nothing, a CV
 * only recruiters can download, the applicant's delete link, and a role that closes and has its
 * applications deleted by the server on its own (retention set to 0 days for this server).
 */
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { careers } from '@/content/careers'

import { ADMIN, cmsLogin, DIALECTS, freshDatabase, startAppServer, type AppServer, type Database } from '../support/app-server'
import { queryRows } from '../support/db-query'
import { MINIMAL_PDF } from '../support/cv'
import { formTokenIssuer } from '../support/form-tokens'
import { startSmtp } from '../support/smtp'
import { md5 } from '../support/workspace-api'

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string }

/** A request from a chosen loopback address (each test is its own client for the apply limit). */
function send(url: string, { method = 'GET', headers = {}, body, from = '127.0.0.1' }: { method?: string; headers?: Record<string, string>; body?: Buffer; from?: string } = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) }, localAddress: from, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const all = Buffer.concat(chunks)
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: all, text: all.toString('utf8') })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.setTimeout(60_000, () => request.destroy(new Error(`${method} ${url} timed out`)))
    if (body) request.write(body)
    request.end()
  })
}

const PDF = MINIMAL_PDF
/** The start of a Linux executable, padded: what a renamed binary looks like. */
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01, 0x00]), Buffer.alloc(4096, 0x90)])

const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
const jobPostings = (html: string) => jsonLd(html).filter((data) => data['@type'] === 'JobPosting')
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

for (const dialect of DIALECTS) {
  describe(`careers (${dialect})`, () => {
    let database: Database
    let server: AppServer
    let smtp: Awaited<ReturnType<typeof startSmtp>>
    let token: () => string
    const auth: Record<'admin' | 'editor' | 'recruiter', string> = { admin: '', editor: '', recruiter: '' }
    let accountToken = ''
    let client = 20
    const nextClient = () => `127.0.0.${++client}`

    const api = async (who: keyof typeof auth | null, method: string, url: string, body?: unknown) => {
      const reply = await send(`${server.url}${url}`, {
        method,
        headers: { ...(who ? { authorization: auth[who] } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? Buffer.from(JSON.stringify(body)) : undefined,
      })
      return { ...reply, json: () => JSON.parse(reply.text) as any } // eslint-disable-line @typescript-eslint/no-explicit-any
    }
    const count = async (table: string, where = '1=1') => Number((await queryRows<{ n: number | string }>(database, `select count(*) as n from ${table} where ${where}`))[0]!.n)
    const cvFiles = () => (fs.existsSync(path.join(database.dataDir, 'cvs')) ? fs.readdirSync(path.join(database.dataDir, 'cvs')) : [])

    type Upload = { bytes: Buffer; name: string; type: string }
    async function apply(slug: string, fields: Record<string, string> = {}, upload?: Upload | null) {
      const form = new FormData()
      const values = {
        formToken: token(),
        website: '',
        name: 'Asha Rao',
        email: 'asha.rao@example.com',
        phone: '+91 98765 43210',
        link: 'https://www.linkedin.com/in/asha-rao',
        coverNote: 'I have built planning software for plants for six years and would like to do it at ERPZ.',
        consent: 'yes',
        ...fields,
      }
      for (const [name, value] of Object.entries(values)) if (typeof value === 'string') form.append(name, value)
      const file = upload === undefined ? { bytes: PDF, name: 'asha-rao-cv.pdf', type: 'application/pdf' } : upload
      if (file) form.append('cv', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
      const encoded = new Request('http://encode.invalid/', { method: 'POST', body: form })
      const body = Buffer.from(await encoded.arrayBuffer())
      const reply = await send(`${server.url}/careers/${slug}/apply`, { method: 'POST', headers: { 'content-type': encoded.headers.get('content-type')! }, body, from: nextClient() })
      // A failure to store is the server's fault: show why.
      if (String(reply.headers.location).includes('error=failed')) console.error(server.output().slice(-6000))
      return reply
    }

    beforeAll(async () => {
      smtp = await startSmtp()
      token = await formTokenIssuer()
      database = await freshDatabase(dialect, 'erpz_careers')
      server = await startAppServer(database, { env: { SMTP_URL: smtp.url, ERPZ_CAREERS_RETENTION_DAYS: '0', ERPZ_JOBS_INTERVAL_SECONDS: '1' } })
      auth.admin = await cmsLogin(server, ADMIN.email, ADMIN.password)
      for (const role of ['editor', 'recruiter'] as const) {
        const email = `${role}@careers.test`
        const created = await api('admin', 'POST', '/api/users', { email, password: `${role}-password-123`, roles: [role] })
        expect(created.status).toBe(201)
        auth[role] = await cmsLogin(server, email, `${role}-password-123`)
      }
      const registered = await send(`${server.url}/workspace/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify({ email: 'customer@careers.test', password: md5('customer-password') })),
      })
      accountToken = String((JSON.parse(registered.text) as { data: { token: string } }).data.token)
    }, 300_000)

    afterAll(async () => {
      await server?.stop()
      await smtp?.close()
      await database?.drop()
    })

    it('gives every seeded role a JobPosting with the required and recommended properties', async () => {
      const list = await send(`${server.url}/careers`)
      expect(list.status).toBe(200)
      for (const role of careers.roles) {
        expect(list.text).toContain(`href="/careers/${role.id}"`)
        const page = await send(`${server.url}/careers/${role.id}`)
        expect(page.status).toBe(200)
        const [posting, ...more] = jobPostings(page.text)
        expect(more).toHaveLength(0)
        expect(posting).toBeDefined()
        const p = posting as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
        expect(p['@context']).toBe('https://schema.org')
        // Required by Google: title, description, datePosted, hiringOrganization, jobLocation (or, remote, applicantLocationRequirements).
        expect(p.title).toBe(role.title)
        expect(p.description).toContain(role.requirements[0]!)
        expect(p.datePosted).toMatch(ISO_8601)
        expect(p.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'ERPZ' })
        expect(String(p.hiringOrganization.sameAs)).toMatch(/^https?:\/\//)
        if (role.workplaceType === 'remote') {
          expect(p.jobLocationType).toBe('TELECOMMUTE')
          expect(p.applicantLocationRequirements).toMatchObject({ '@type': 'Country', name: 'India' })
        } else {
          expect(p.jobLocation).toMatchObject({ '@type': 'Place', address: { '@type': 'PostalAddress', addressCountry: 'IN', addressLocality: 'Hyderabad' } })
        }
        // Recommended: employmentType (one of Google's values), identifier, directApply; validThrough only with a closing date.
        expect(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']).toContain(p.employmentType)
        expect(p.identifier).toMatchObject({ '@type': 'PropertyValue', value: role.id })
        expect(p.directApply).toBe(true)
        expect(p.validThrough).toBeUndefined()
      }

      // A role with a salary and a closing date carries baseSalary and validThrough (ISO 8601).
      const closing = new Date(Date.now() + 30 * 24 * 3600_000).toISOString()
      const created = await api('admin', 'POST', '/api/openings', {
        ...openingBody('data-engineer', 'Data Engineer', closing),
        salary: { min: 1800000, max: 2600000, currency: 'INR', unit: 'YEAR' },
      })
      expect(created.status).toBe(201)
      const page = await send(`${server.url}/careers/data-engineer`)
      const p = jobPostings(page.text)[0] as Record<string, any> // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(p.validThrough).toMatch(ISO_8601)
      expect(new Date(p.validThrough).toISOString()).toBe(closing)
      expect(p.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', minValue: 1800000, maxValue: 2600000, unitText: 'YEAR' } })
      // The hiring contact is the staff's business, never the public's.
      expect(page.text).not.toContain('hiring@careers.test')
      const publicRead = await api(null, 'GET', `/api/openings/${created.json().doc.id}`)
      expect(publicRead.json().hiringContact).toBeUndefined()
    })

    it('refuses a renamed executable and a 6 MB file with a clear message, storing nothing', async () => {
      const before = { applications: await count('job_applications'), cvs: await count('cvs'), files: cvFiles().length }
      const slug = careers.roles[0]!.id

      const executable = await apply(slug, {}, { bytes: ELF, name: 'cv.pdf', type: 'application/pdf' })
      expect(executable.status).toBe(303)
      expect(executable.headers.location).toBe(`/careers/${slug}?error=cv_type#apply`)
      const shown = await send(`${server.url}${executable.headers.location!.replace('#apply', '')}`)
      expect(shown.text).toContain('Your CV must be a PDF, DOC or DOCX file.')

      const huge = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)])
      const tooLarge = await apply(slug, {}, { bytes: huge, name: 'cv.pdf', type: 'application/pdf' })
      expect(tooLarge.status).toBe(303)
      expect(tooLarge.headers.location).toBe(`/careers/${slug}?error=cv_too_large#apply`)
      expect((await send(`${server.url}/careers/${slug}?error=cv_too_large`)).text).toContain('Your CV is larger than 5 MB.')

      const damaged = await apply(slug, {}, { bytes: PDF.subarray(0, 60), name: 'cv.pdf', type: 'application/pdf' })
      expect(damaged.headers.location).toBe(`/careers/${slug}?error=cv_damaged#apply`)
      const empty = await apply(slug, { consent: '' }, { bytes: Buffer.alloc(0), name: 'cv.pdf', type: 'application/pdf' })
      expect(empty.headers.location).toBe(`/careers/${slug}?error=consent,cv_empty#apply`)
      const missing = await apply(slug, { email: 'not-an-email' }, null)
      expect(missing.headers.location).toBe(`/careers/${slug}?error=email,cv_missing#apply`)

      expect({ applications: await count('job_applications'), cvs: await count('cvs'), files: cvFiles().length }).toEqual(before)
      expect(server.output()).not.toMatch(/application could not be stored/)
    })

    it('stores an application, mails both sides with the role, and lets only recruiters download the CV', async () => {
      const role = careers.roles[1]!
      const since = smtp.messages.length
      const reply = await apply(role.id, { email: 'ravi.k@example.com', name: 'Ravi Kumar' })
      expect(reply.headers.location).toBe(`/careers/${role.id}?applied=1#apply`)
      expect((await send(`${server.url}/careers/${role.id}?applied=1`)).text).toContain('Thank you, your application has been received.')

      const contactMail = await smtp.waitFor('careers@erpz.in', since)
      expect(contactMail.subject).toContain(role.title)
      expect(contactMail.text).toContain('Ravi Kumar')
      const applicantMail = await smtp.waitFor('ravi.k@example.com', since)
      expect(applicantMail.subject).toContain(role.title)
      expect(applicantMail.text).toMatch(/\/careers\/withdraw\?a=\d+&s=[\w-]+/)

      const [stored] = await queryRows<{ id: number; status: string; cv_id: number }>(database, "select id, status, cv_id from job_applications where email = 'ravi.k@example.com'")
      expect(stored?.status).toBe('new')
      const [cv] = await queryRows<{ filename: string; url: string | null }>(database, `select filename, url from cvs where id = ${stored!.cv_id}`)
      expect(cv!.filename).toMatch(/^[0-9a-f-]{36}\.pdf$/)
      expect(fs.readFileSync(path.join(database.dataDir, 'cvs', cv!.filename)).equals(PDF)).toBe(true)

      const fileUrl = `/api/cvs/file/${cv!.filename}`
      for (const [who, headers] of [
        ['anonymous', {}],
        ['account bearer', { authorization: `Bearer ${accountToken}` }],
        ['account JWT', { authorization: `JWT ${accountToken}` }],
        ['editor', { authorization: auth.editor }],
      ] as const) {
        const refused = await send(`${server.url}${fileUrl}`, { headers })
        expect([403, 404], `${who} GET ${fileUrl}`).toContain(refused.status)
        expect(refused.body.includes(PDF.subarray(0, 8))).toBe(false)
      }
      for (const who of ['editor'] as const) {
        expect((await api(who, 'GET', '/api/job-applications')).status).toBe(403)
        expect((await api(who, 'GET', `/api/cvs/${stored!.cv_id}`)).status).toBe(403)
      }
      const download = await send(`${server.url}${fileUrl}`, { headers: { authorization: auth.recruiter } })
      expect(download.status).toBe(200)
      expect(download.body.equals(PDF)).toBe(true)
      // Under the candidate's name and the role (issue 46), not the stored UUID.
      const asName = `Ravi-Kumar-${role.title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}.pdf`
      expect(download.headers['content-disposition']).toBe(`attachment; filename="${asName}"; filename*=UTF-8''${encodeURIComponent(asName)}`)
      expect(download.headers['x-content-type-options']).toBe('nosniff')

      // The recruiter moves it along the pipeline with a note.
      const moved = await api('recruiter', 'PATCH', `/api/job-applications/${stored!.id}`, { status: 'interview', notes: [{ text: 'Strong plant experience.' }] })
      expect(moved.status).toBe(200)
      expect(moved.json().doc.status).toBe('interview')
      expect(moved.json().doc.notes[0]).toMatchObject({ text: 'Strong plant experience.', author: 'recruiter@careers.test' })
    })

    it('deletes the application and its file through the link in the confirmation mail', async () => {
      const role = careers.roles[2]!
      const since = smtp.messages.length
      await apply(role.id, { email: 'meera.n@example.com', name: 'Meera N' })
      const mail = await smtp.waitFor('meera.n@example.com', since)
      const link = new URL(/https?:\/\/\S+\/careers\/withdraw\?a=\d+&s=[\w-]+/.exec(mail.text)![0])
      const id = link.searchParams.get('a')!
      const [cv] = await queryRows<{ filename: string }>(database, `select c.filename from cvs c join job_applications a on a.cv_id = c.id where a.id = ${id}`)
      expect(cvFiles()).toContain(cv!.filename)

      // A made-up signature finds nothing and deletes nothing.
      const forged = await send(`${server.url}/careers/withdraw/delete`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from(`a=${id}&s=forged`) })
      expect(forged.headers.location).toBe('/careers/withdraw?invalid=1')
      expect(await count('job_applications', `id = ${id}`)).toBe(1)

      const page = await send(`${server.url}/careers/withdraw${link.search}`)
      expect(page.text).toContain(`This deletes your application for ${role.title}`)
      const body = new URLSearchParams({ a: id, s: link.searchParams.get('s')! }).toString()
      const done = await send(`${server.url}/careers/withdraw/delete`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: Buffer.from(body) })
      expect(done.headers.location).toBe('/careers/withdraw?done=1')
      expect(await count('job_applications', `id = ${id}`)).toBe(0)
      expect(await count('cvs', `filename = '${cv!.filename}'`)).toBe(0)
      expect(cvFiles()).not.toContain(cv!.filename)
      const [recorded] = await queryRows<Record<string, unknown>>(database, `select * from hr_deletions where application = '${id}'`)
      expect(recorded).toMatchObject({ reason: 'applicant', actor: 'applicant' })
      expect(JSON.stringify(recorded)).not.toMatch(/meera|Meera/)
      // The link is spent.
      expect((await send(`${server.url}/careers/withdraw${link.search}`)).text).toContain('This link is not valid')
    })

    it('closes a role on its own at its closing date, then deletes its applications and files when retention ends', async () => {
      const closing = new Date(Date.now() + 10_000)
      const created = await api('recruiter', 'POST', '/api/openings', openingBody('closing-soon', 'Closing Soon Analyst', closing.toISOString()))
      expect(created.status).toBe(201)
      const reply = await apply('closing-soon', { email: 'late.applicant@example.com' })
      expect(reply.headers.location).toBe('/careers/closing-soon?applied=1#apply')
      const [stored] = await queryRows<{ id: number; filename: string }>(database, "select a.id, c.filename from job_applications a join cvs c on c.id = a.cv_id where a.email = 'late.applicant@example.com'")
      expect(cvFiles()).toContain(stored!.filename)
      expect((await send(`${server.url}/careers`)).text).toContain('Closing Soon Analyst')
      expect((await send(`${server.url}/sitemap.xml`)).text).toContain('/careers/closing-soon')

      // No request from anyone in the CMS from here on: only visitors and the clock.
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, closing.getTime() - Date.now() + 200)))
      expect((await send(`${server.url}/careers`)).text).not.toContain('Closing Soon Analyst')
      expect((await send(`${server.url}/sitemap.xml`)).text).not.toContain('/careers/closing-soon')
      const page = await send(`${server.url}/careers/closing-soon`)
      expect(page.status).toBe(200)
      expect(jobPostings(page.text)).toHaveLength(0)
      expect(page.text).toContain('This role is closed. It no longer takes applications.')
      expect(page.text).toContain('noindex')
      expect((await apply('closing-soon')).headers.location).toBe('/careers/closing-soon?error=closed#apply')

      // Retention is 0 days on this server: the outbox item due at the closing date deletes them.
      // The application goes first, then (its afterDelete) the CV and the deletion record: on SQLite,
      // which runs without transactions (decision 030), a reading may fall between them, so wait for all three.
      const deadline = Date.now() + 20_000
      const done = async () =>
        (await count('job_applications', `id = ${stored!.id}`)) === 0 &&
        (await count('cvs', `filename = '${stored!.filename}'`)) === 0 &&
        (await count('hr_deletions', `application = '${stored!.id}' and reason = 'retention'`)) > 0
      while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 250))
      expect(await count('job_applications', `id = ${stored!.id}`)).toBe(0)
      expect(await count('cvs', `filename = '${stored!.filename}'`)).toBe(0)
      expect(cvFiles()).not.toContain(stored!.filename)
      const [recorded] = await queryRows<Record<string, unknown>>(database, `select * from hr_deletions where application = '${stored!.id}' order by id desc`)
      expect(recorded).toMatchObject({ reason: 'retention', actor: 'system' })
      // (SQLite reuses a deleted row's id: the withdrawn application's record may share it, hence the newest.)
      // Applications of open roles are untouched.
      expect(await count('job_applications', "email = 'ravi.k@example.com'")).toBe(1)
    })
  })
}

function openingBody(slug: string, title: string, closingDate?: string) {
  return {
    title,
    slug,
    status: 'open',
    datePosted: new Date().toISOString(),
    closingDate,
    hiringContact: 'hiring@careers.test',
    department: 'Data',
    location: 'Hyderabad, India (Hybrid)',
    workplaceType: 'hybrid',
    addressLocality: 'Hyderabad',
    addressRegion: 'Telangana',
    addressCountry: 'IN',
    employmentType: 'FULL_TIME',
    description: {
      root: {
        type: 'root',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text: `${title}: pipelines for plant data.`, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }],
      },
    },
    requirements: [{ requirement: 'SQL and one programming language' }],
  }
}
