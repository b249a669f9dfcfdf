/**
 * Backing up the embedded default while it serves (issue 42, decision 193), through real HTTP on two
 * production servers started as `npm start` starts them. `npm run backup` (the real command, in a
 * child process) runs while visitors post leads; restore refuses the running server's data folder;
 * the archive restored into a new folder serves, on a second server, every lead answered before the
 * backup began, the image and CV uploaded before it, and the same secrets.
 */
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import sharp from 'sharp'
import { afterAll, describe, expect, it } from 'vitest'

import { careers } from '@/content/careers'

import { ADMIN, type AppServer, cmsLogin, type Database, freshDatabase, startAppServer } from '../support/app-server'
import { formTokenIssuer } from '../support/form-tokens'
import { queryRows } from '../support/db-query'
import { BENCH_TOKEN, leadEmail, postLead, type PostResult, sleep, storedEmails } from '../support/lead-faults'
import { md5 } from '../support/workspace-api'

const ROOT = path.resolve(import.meta.dirname, '../..')
/** Left out of the servers' environment, so they are generated into the data folder's secrets.json. */
const GENERATED_SECRETS = { JWT_SECRET: '', PASSWORD_PEPPER: '', WEBHOOK_SECRET: '' }
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\nstartxref\n0\n%%EOF\n',
)
const CUSTOMER = { email: 'owner@backup.test', password: md5('owner password 42') }

type Run = { code: number | null; stdout: string; stderr: string }

/** `npm run <args>` in the project, as an operator types it on a production host, with `env`. */
function npmRun(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', ...args], { cwd: ROOT, env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.once('error', reject)
    child.once('close', (code) => resolve({ code, stdout, stderr }))
  })
}

/** Every file under `dir`, relative path → content. */
function filesOf(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>()
  if (!fs.existsSync(dir)) return files
  for (const name of fs.readdirSync(dir, { recursive: true }).map(String).sort()) {
    const full = path.join(dir, name)
    if (fs.statSync(full).isFile()) files.set(name, fs.readFileSync(full))
  }
  return files
}

const ok = (result: PostResult) => typeof result.status === 'number' && result.status >= 200 && result.status < 300

describe('backup and restore of the embedded default (SQLite)', () => {
  const databases: Database[] = []
  const servers: AppServer[] = []
  const folders: string[] = []
  afterAll(async () => {
    for (const server of servers) await server.kill()
    for (const database of databases) await database.drop()
    for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true })
  })

  it('backs up a serving instance under lead traffic; the restored copy has every lead answered before, its files and secrets', async () => {
    const database = await freshDatabase('sqlite', 'erpz_backup')
    databases.push(database)
    const a = await startAppServer(database, { env: { ERPZ_BENCH_TOKEN: BENCH_TOKEN, ...GENERATED_SECRETS } })
    servers.push(a)
    expect(fs.existsSync(path.join(database.dataDir, 'secrets.json'))).toBe(true)
    const token = await formTokenIssuer()

    // What must come back besides leads: an image, a CV, a customer account.
    const admin = await cmsLogin(a, ADMIN.email, ADMIN.password)
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2e86c1' } }).png().toBuffer()
    const imageForm = new FormData()
    imageForm.append('file', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'backup.png')
    imageForm.append('_payload', JSON.stringify({ alt: 'A blue square' }))
    const uploaded = await fetch(`${a.url}/api/media`, { method: 'POST', headers: { authorization: admin }, body: imageForm })
    expect(uploaded.status, await uploaded.clone().text()).toBe(201)
    const media = ((await uploaded.json()) as { doc: { url: string } }).doc

    const role = careers.roles[0]!.id
    const cvForm = new FormData()
    const fields = { formToken: token(), website: '', name: 'Asha Rao', email: 'asha.backup@example.com', phone: '+91 98765 43210', link: 'https://www.linkedin.com/in/asha-rao', coverNote: 'I would like to build planning software at ERPZ.', consent: 'yes' }
    for (const [name, value] of Object.entries(fields)) cvForm.append(name, value)
    cvForm.append('cv', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'asha-rao-cv.pdf')
    const applied = await fetch(`${a.url}/careers/${role}/apply`, { method: 'POST', body: cvForm, redirect: 'manual' })
    expect(applied.headers.get('location')).toBe(`/careers/${role}?applied=1#apply`)
    const [cv] = await queryRows<{ filename: string }>(database, "select c.filename from cvs c join job_applications a on a.cv_id = c.id where a.email = 'asha.backup@example.com'")
    expect(cv?.filename).toBeDefined()

    const registered = await fetch(`${a.url}/workspace/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(CUSTOMER) })
    expect(registered.status).toBe(201)
    const accountToken = String(((await registered.json()) as { data: { token: string } }).data.token)

    // Visitors keep posting leads from before the backup starts until after it ends.
    const results: Array<PostResult & { answeredAt: number }> = []
    let stopped = false
    let next = 0
    const visitor = async () => {
      while (!stopped) {
        const result = await postLead(() => a.url, leadEmail('backup', next++), token())
        results.push({ ...result, answeredAt: Date.now() })
      }
    }
    const stream = Promise.all(Array.from({ length: 4 }, visitor))
    while (results.filter(ok).length < 40) await sleep(50)

    const backups = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz_backups-'))
    folders.push(backups)
    const archive = path.join(backups, 'erpz.tar.gz')
    const began = Date.now()
    const backup = await npmRun(['backup', '--', archive], { ERPZ_DATA_DIR: database.dataDir })
    const ended = Date.now()
    await sleep(500)
    stopped = true
    await stream
    const answeredBefore = new Set(results.filter((r) => ok(r) && r.answeredAt < began).map((r) => r.email))
    const answeredDuring = results.filter((r) => ok(r) && r.answeredAt > began && r.answeredAt < ended).length
    const answered = new Set(results.filter(ok).map((r) => r.email))
    console.log(`backup: ${answeredBefore.size} leads answered before the backup began, ${answeredDuring} while it ran (${((ended - began) / 1000).toFixed(1)} s), ${results.length} posted`)

    expect(backup.code, backup.stderr).toBe(0)
    expect(backup.stdout).toContain(`▸ Backed up ${database.dataDir} into ${archive}`)
    expect(backup.stdout).toMatch(/database {2}erpz\.db, [\d.]+ [KM]B: \d+ leads, .*\(a consistent snapshot; integrity check ok\)/)
    expect(backup.stdout).toContain('secrets   secrets.json')
    // The stream really ran across the backup, and no visitor was refused because of it.
    expect(answeredDuring).toBeGreaterThan(0)
    expect(results.filter((r) => !ok(r))).toEqual([])
    expect(fs.statSync(archive).mode & 0o777).toBe(0o600)

    // Never over the data of a running server: it is refused with a sentence, and A keeps serving.
    const refused = await npmRun(['restore', '--', archive, '--data-dir', database.dataDir])
    expect(refused.code).toBe(1)
    expect(refused.stderr).toContain(`✖ A server is running on ${database.dataDir}: its database erpz.db is open.`)
    expect(refused.stderr).not.toMatch(/^\s+at /m)
    expect((await fetch(`${a.url}/healthz`)).status).toBe(200)

    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz_restored-'))
    const target = path.join(parent, 'data')
    const restore = await npmRun(['restore', '--', archive, '--data-dir', target])
    expect(restore.code, restore.stderr).toBe(0)
    expect(restore.stdout).toContain(`▸ Restored the backup of`)
    const restored: Database = { dialect: 'sqlite', url: `file:${path.join(target, 'erpz.db')}`, dataDir: target, drop: async () => fs.rmSync(parent, { recursive: true, force: true }) }
    databases.push(restored)
    // Uploads and secrets, byte for byte (nothing was uploaded after the backup).
    for (const folder of ['media', 'cvs']) {
      const original = filesOf(path.join(database.dataDir, folder))
      expect(original.size).toBeGreaterThan(0)
      expect(filesOf(path.join(target, folder))).toEqual(original)
    }
    expect(fs.readFileSync(path.join(target, 'secrets.json'))).toEqual(fs.readFileSync(path.join(database.dataDir, 'secrets.json')))

    const b = await startAppServer(restored, { env: { ERPZ_BENCH_TOKEN: BENCH_TOKEN, ...GENERATED_SECRETS } })
    servers.push(b)
    expect(await queryRows(restored, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }])
    const kept = await storedEmails(restored, 'backup')
    expect([...answeredBefore].filter((email) => !kept.has(email)), 'leads answered before the backup began but not restored').toEqual([])
    expect([...kept].filter((email) => !answered.has(email)), 'restored leads no visitor was answered for').toEqual([])

    // Through B's HTTP: leads in the CMS, the image, the CV, the account with its token and password.
    const adminB = await cmsLogin(b, ADMIN.email, ADMIN.password)
    for (const email of [...answeredBefore].slice(0, 3)) {
      const found = await fetch(`${b.url}/api/erpz-demo-requests?where[email][equals]=${encodeURIComponent(email)}&limit=1&depth=0`, { headers: { authorization: adminB } })
      expect(found.status).toBe(200)
      expect(((await found.json()) as { totalDocs: number }).totalDocs).toBe(1)
    }
    const served = await fetch(`${b.url}${new URL(media.url, b.url).pathname}`)
    expect(served.status).toBe(200)
    expect(Buffer.from(await served.arrayBuffer()).equals(image)).toBe(true)
    const download = await fetch(`${b.url}/api/cvs/file/${cv!.filename}`, { headers: { authorization: adminB } })
    expect(download.status).toBe(200)
    expect(Buffer.from(await download.arrayBuffer()).equals(PDF)).toBe(true)
    const list = await fetch(`${b.url}/workspace/api/v1/workspace/list`, { method: 'POST', headers: { authorization: `Bearer ${accountToken}`, 'content-type': 'application/json' }, body: '{}' })
    expect(list.status, 'a token A signed with its generated JWT_SECRET').toBe(200)
    const login = await fetch(`${b.url}/workspace/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: CUSTOMER.email, password: CUSTOMER.password }) })
    expect(login.status, 'a password hashed with the generated PASSWORD_PEPPER').toBe(200)
  }, 900_000)
})
