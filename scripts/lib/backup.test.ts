import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'

import { type Client, createClient } from '@libsql/client'
import { afterEach, describe, expect, it } from 'vitest'

import { createBackup, databaseInUse, restoreBackup } from './backup'

const scratch: string[] = []
const clients: Client[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.close()
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-backup-unit-'))
  scratch.push(dir)
  return dir
}

/** A data folder as a running server leaves it: a WAL database with rows not yet checkpointed, uploads, secrets. */
async function dataFolder(): Promise<{ dir: string; client: Client }> {
  const dir = tempDir()
  const client = createClient({ url: `file:${path.join(dir, 'erpz.db')}` })
  clients.push(client)
  await client.execute('PRAGMA journal_mode = WAL')
  await client.execute('CREATE TABLE payload_migrations (name text)')
  await client.execute('CREATE TABLE erpz_demo_requests (email text)')
  for (let i = 0; i < 50; i++) await client.execute({ sql: 'INSERT INTO erpz_demo_requests VALUES (?)', args: [`lead.${i}@example.com`] })
  fs.mkdirSync(path.join(dir, 'media'))
  fs.writeFileSync(path.join(dir, 'media', 'hero.webp'), Buffer.alloc(3000, 1))
  fs.mkdirSync(path.join(dir, 'cvs', 'nested'), { recursive: true })
  fs.writeFileSync(path.join(dir, 'cvs', 'nested', 'cv.pdf'), '%PDF-1.4 cv')
  fs.writeFileSync(path.join(dir, 'secrets.json'), '{"JWT_SECRET":"x"}', { mode: 0o600 })
  return { dir, client }
}

describe('backup and restore', () => {
  it('copies an open WAL database and the files into a 0600 archive that restores whole', async () => {
    const { dir } = await dataFolder()
    expect(fs.statSync(path.join(dir, 'erpz.db-wal')).size).toBeGreaterThan(0)
    const output = path.join(tempDir(), 'nested', 'b.tar.gz')
    const backup = await createBackup({ dataDir: dir, databaseFile: path.join(dir, 'erpz.db'), output })
    expect(fs.statSync(output).mode & 0o777).toBe(0o600)
    expect(backup.manifest.database?.rows).toEqual({ erpz_demo_requests: 50 })
    expect(backup.manifest.files.map((file) => file.path)).toEqual(['erpz.db', 'media/hero.webp', 'cvs/nested/cv.pdf', 'secrets.json'])
    // Nothing of the work folder is left beside the archive.
    expect(fs.readdirSync(path.dirname(output))).toEqual(['b.tar.gz'])

    const target = path.join(tempDir(), 'restored')
    const restored = await restoreBackup({ archive: output, dataDir: target })
    expect(restored.rows).toEqual({ erpz_demo_requests: 50 })
    const copy = createClient({ url: `file:${path.join(target, 'erpz.db')}` })
    clients.push(copy)
    expect((await copy.execute('SELECT count(*) AS n FROM erpz_demo_requests')).rows[0]?.n).toBe(50)
    expect(fs.readFileSync(path.join(target, 'media', 'hero.webp')).equals(Buffer.alloc(3000, 1))).toBe(true)
    expect(fs.readFileSync(path.join(target, 'cvs', 'nested', 'cv.pdf'), 'utf8')).toBe('%PDF-1.4 cv')
    expect(fs.statSync(target).mode & 0o777).toBe(0o700)
    expect(fs.statSync(path.join(target, 'secrets.json')).mode & 0o777).toBe(0o600)
    expect(fs.statSync(path.join(target, 'erpz.db')).mode & 0o777).toBe(0o600)
    expect(fs.readdirSync(path.dirname(target))).toEqual(['restored'])
  })

  it('never overwrites an archive', async () => {
    const { dir } = await dataFolder()
    const output = path.join(tempDir(), 'b.tar.gz')
    fs.writeFileSync(output, 'older backup')
    await expect(createBackup({ dataDir: dir, databaseFile: path.join(dir, 'erpz.db'), output })).rejects.toThrow(`${output} already exists`)
    expect(fs.readFileSync(output, 'utf8')).toBe('older backup')
  })

  it('says there is nothing to back up when the database is missing or empty', async () => {
    const dir = tempDir()
    fs.writeFileSync(path.join(dir, 'erpz.db'), '')
    await expect(createBackup({ dataDir: dir, databaseFile: path.join(dir, 'erpz.db'), output: path.join(dir, 'b.tar.gz') })).rejects.toThrow(/There is no database at .*erpz\.db, so there is nothing to back up/)
  })

  it('sees a database another process has open, and not one whose process died', async () => {
    // In another process, as a server is: a connection closed in this one lingers until it is
    // collected (libsql's statements keep it), and its locks with it.
    const dir = tempDir()
    const file = path.join(dir, 'erpz.db')
    fs.mkdirSync(path.join(dir, 'media'))
    const holder = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `import { createClient } from '@libsql/client'; const c = createClient({ url: 'file:${file}' }); await c.execute('PRAGMA journal_mode = WAL'); await c.execute('CREATE TABLE payload_migrations (name text)'); console.log('open'); setInterval(() => {}, 1000)`,
      ],
      { cwd: path.resolve(import.meta.dirname, '../..'), stdio: ['ignore', 'pipe', 'inherit'] },
    )
    try {
      await new Promise<void>((resolve, reject) => {
        holder.stdout.once('data', () => resolve())
        holder.once('exit', (code) => reject(new Error(`the holder exited (${code})`)))
      })
      expect(await databaseInUse(file)).toBe(true)
      await expect(restoreBackup({ archive: file, dataDir: dir })).rejects.toThrow(`A server is running on ${dir}: its database erpz.db is open.`)
    } finally {
      holder.kill('SIGKILL')
      await new Promise((resolve) => holder.once('exit', resolve))
    }
    // Killed, as a crash would: its locks went with it, and the folder is refused as not empty.
    expect(await databaseInUse(file)).toBe(false)
    await expect(restoreBackup({ archive: file, dataDir: dir })).rejects.toThrow(`${dir} is not empty (it holds erpz.db, erpz.db-shm, erpz.db-wal, media).`)
    expect(await databaseInUse(path.join(dir, 'missing.db'))).toBe(false)
  }, 60_000)

  it('restores nothing from a damaged or foreign archive', async () => {
    const { dir } = await dataFolder()
    const output = path.join(tempDir(), 'b.tar.gz')
    await createBackup({ dataDir: dir, databaseFile: path.join(dir, 'erpz.db'), output })
    const parent = tempDir()
    const target = path.join(parent, 'restored')

    const truncated = path.join(tempDir(), 'truncated.tar.gz')
    const whole = fs.readFileSync(output)
    fs.writeFileSync(truncated, whole.subarray(0, whole.length >> 1))
    await expect(restoreBackup({ archive: truncated, dataDir: target })).rejects.toThrow(/is not a complete ERPZ backup .*nothing was restored/)

    // A file changed inside an archive that is otherwise well-formed: the manifest catches it.
    const tar = zlib.gunzipSync(fs.readFileSync(output))
    const at = tar.indexOf(Buffer.alloc(3000, 1))
    tar[at + 10] = 2
    const tampered = path.join(tempDir(), 'tampered.tar.gz')
    fs.writeFileSync(tampered, zlib.gzipSync(tar))
    await expect(restoreBackup({ archive: tampered, dataDir: target })).rejects.toThrow('The backup is damaged: media/hero.webp differs from what the backup recorded; nothing was restored.')

    const foreign = path.join(tempDir(), 'foreign.tar.gz')
    fs.writeFileSync(foreign, 'not an archive')
    await expect(restoreBackup({ archive: foreign, dataDir: target })).rejects.toThrow(/is not a complete ERPZ backup/)
    expect(fs.readdirSync(parent)).toEqual([])
  })
})
