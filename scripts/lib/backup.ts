/**
 * Backup and restore of the embedded default's data folder while it serves (issue 42, decision
 * 190): one gzip-compressed tar holding SQLite's own consistent copy of the database (VACUUM INTO,
 * WAL content included), the uploaded files, the generated secrets, and a manifest with each
 * file's size and SHA-256 that a restore checks before it puts anything in place.
 */
import { execFile } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

import { createClient } from '@libsql/client'
import { z } from 'zod'

import { ROOT } from './root'
import { readTar, TarError, type TarSource, writeTar } from './tar'

export const DATABASE_ENTRY = 'erpz.db'
export const MANIFEST_ENTRY = 'erpz-backup.json'
/** Uploaded files: `staticDir` of src/collections/media and src/collections/careers/cvs. */
export const FILE_FOLDERS = ['media', 'cvs'] as const
/** Secrets generated when not given (src/env.ts) and the first admin's password (src/server/seed). */
export const DATA_FILES = ['secrets.json', 'admin-credentials.txt'] as const

/** Rows worth naming in what a backup or restore prints, by table: one, many. */
const COUNTED: Record<string, [string, string]> = {
  erpz_demo_requests: ['lead', 'leads'],
  erpz_news_letters: ['newsletter sign-up', 'newsletter sign-ups'],
  erpz_bookings: ['booking', 'bookings'],
  accounts: ['account', 'accounts'],
  job_applications: ['job application', 'job applications'],
  users: ['CMS user', 'CMS users'],
  media: ['media item', 'media items'],
  cvs: ['CV', 'CVs'],
}

/** An expected refusal or failed check: its message is the whole story, printed without a stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

const ManifestSchema = z.object({
  format: z.literal('erpz-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  database: z.object({ path: z.literal(DATABASE_ENTRY), rows: z.record(z.string(), z.number()) }).nullable(),
  files: z.array(z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
})
export type Manifest = z.infer<typeof ManifestSchema>
type ManifestFile = Manifest['files'][number]

const execFileAsync = promisify(execFile)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const isCode = (error: unknown, code: string | number) => error instanceof Error && 'code' in error && error.code === code

/** `archive-20261128-013000Z.tar.gz`: sorts by time, no characters a shell or Windows minds. */
export function archiveName(now = new Date()): string {
  return `erpz-backup-${now.toISOString().replace(/[-:]/g, '').replace('T', '-').replace(/\.\d+Z$/, 'Z')}.tar.gz`
}

/** Exits 3 when the database in argv[1] is open in another process, 0 when it is not. */
const PROBE = `
import { createClient } from '@libsql/client'
const client = createClient({ url: 'file:' + process.argv[1] })
try {
  await client.execute('PRAGMA busy_timeout = 0')
  await client.execute('PRAGMA locking_mode = EXCLUSIVE')
  await client.execute('SELECT count(*) FROM sqlite_master')
} catch (error) {
  if (error.code === 'SQLITE_BUSY' || error.code === 'SQLITE_LOCKED') process.exit(3)
  throw error
}
process.exit(0)
`

/**
 * Whether a process has `file` open as a SQLite database. Our server keeps its connection open in
 * WAL mode, which holds a shared lock on the file for as long as it is open; asking for the
 * exclusive lock of `locking_mode = EXCLUSIVE` then fails at once with SQLITE_BUSY. The operating
 * system drops a dead process's locks, so a crashed server does not count as running. Asked in a
 * process of its own: libsql closes a connection only when its statements are collected, so a probe
 * in this process would keep its lock and see itself the next time.
 */
export async function databaseInUse(file: string): Promise<boolean> {
  if (!fs.existsSync(file)) return false
  try {
    await execFileAsync(process.execPath, ['--input-type=module', '-e', PROBE, file], { cwd: ROOT, timeout: 30_000 })
    return false
  } catch (error) {
    if (isCode(error, 3)) return true
    const stderr = error instanceof Error && 'stderr' in error ? String(error.stderr).trim() : ''
    throw new BackupError(`Could not tell whether ${file} is in use: ${stderr.split('\n').find((line) => /Error/.test(line)) ?? stderr.slice(0, 300)}`)
  }
}

/**
 * Checks an ERPZ database file with SQLite's `PRAGMA integrity_check` and counts the rows people
 * ask about. Throws a BackupError when it fails the check or is no ERPZ database.
 */
export async function checkDatabase(file: string): Promise<Record<string, number>> {
  const client = createClient({ url: `file:${file}` })
  try {
    const check = await client.execute('PRAGMA integrity_check')
    const problems = check.rows.map((row) => String(row[0])).filter((line) => line !== 'ok')
    if (problems.length > 0) throw new BackupError(`The database ${file} fails SQLite's integrity check: ${problems.slice(0, 3).join('; ')}`)
    const tables = new Set((await client.execute("SELECT name FROM sqlite_master WHERE type = 'table'")).rows.map((row) => String(row.name)))
    if (!tables.has('payload_migrations')) throw new BackupError(`${file} is not an ERPZ database (it has no payload_migrations table).`)
    const rows: Record<string, number> = {}
    for (const table of Object.keys(COUNTED)) {
      if (tables.has(table)) rows[table] = Number((await client.execute(`SELECT count(*) AS n FROM "${table}"`)).rows[0]?.n ?? 0)
    }
    return rows
  } finally {
    client.close()
  }
}

/** "12 leads, 3 accounts, …" */
export function describeRows(rows: Record<string, number>): string {
  return Object.entries(rows)
    .map(([table, n]) => `${n} ${COUNTED[table]?.[n === 1 ? 0 : 1] ?? table}`)
    .join(', ')
}

/** A file's bytes read whole while it stands still: its size and time the same before and after. */
async function readSteady(file: string): Promise<{ bytes: Buffer; stat: fs.Stats } | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      const before = fs.statSync(file)
      const bytes = fs.readFileSync(file)
      const after = fs.statSync(file)
      if (before.size === after.size && before.mtimeMs === after.mtimeMs && bytes.length === after.size) return { bytes, stat: after }
    } catch (error) {
      // Deleted since the folder was listed (an application withdrawn, say): not part of the backup.
      if (isCode(error, 'ENOENT')) return null
      throw error
    }
    if (attempt === 5) throw new BackupError(`${file} kept changing while it was read; run the backup again.`)
    await sleep(100)
  }
}

/** Files under `folder`, as paths relative to `root` with forward slashes, sorted. */
function listFiles(root: string, folder: string, skipped: string[]): string[] {
  const found: string[] = []
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(root, relative), { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const child = `${relative}/${entry.name}`
      if (entry.isDirectory()) walk(child)
      else if (entry.isFile()) found.push(child)
      else skipped.push(`${child} (not a regular file)`)
    }
  }
  if (fs.existsSync(path.join(root, folder))) walk(folder)
  return found
}

export type BackupSummary = { archive: string; bytes: number; manifest: Manifest; skipped: string[] }

/**
 * Writes a backup of `dataDir` to `output` (which must not exist yet), readable by this user only.
 * `databaseFile` is the SQLite database to copy, or null when the database is PostgreSQL (backed up
 * with pg_dump) and only the folder's files go into the archive. The database is copied first, the
 * files after: an upload that arrives meanwhile is in the archive without its row (harmless), never
 * a row without its file.
 */
export async function createBackup({ dataDir, databaseFile, output }: { dataDir: string; databaseFile: string | null; output: string }): Promise<BackupSummary> {
  const target = path.resolve(output)
  if (fs.existsSync(target)) throw new BackupError(`${target} already exists; a backup never overwrites a file. Choose another name.`)
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
  const work = fs.mkdtempSync(path.join(path.dirname(target), '.erpz-backup-'))
  try {
    let database: Manifest['database'] = null
    const snapshot = path.join(work, DATABASE_ENTRY)
    if (databaseFile) {
      if (!fs.existsSync(databaseFile) || fs.statSync(databaseFile).size === 0) {
        throw new BackupError(`There is no database at ${databaseFile}, so there is nothing to back up. Is ERPZ_DATA_DIR the data folder of the server you mean?`)
      }
      const client = createClient({ url: `file:${databaseFile}` })
      try {
        // A read transaction in the live database's WAL: the server keeps writing meanwhile.
        await client.execute('PRAGMA busy_timeout = 10000')
        await client.execute({ sql: 'VACUUM INTO ?', args: [snapshot] })
      } finally {
        client.close()
      }
      database = { path: DATABASE_ENTRY, rows: await checkDatabase(snapshot) }
    }

    const files: ManifestFile[] = []
    const skipped: string[] = []
    const now = new Date()
    // Written last, when `files` holds every entry before it.
    const manifest: Manifest = { format: 'erpz-backup', version: 1, createdAt: now.toISOString(), database, files }
    const recorded = (name: string, size: number, content: AsyncIterable<Buffer>) => {
      const hash = crypto.createHash('sha256')
      return (async function* () {
        for await (const chunk of content) {
          hash.update(chunk)
          yield chunk
        }
        files.push({ path: name, bytes: size, sha256: hash.digest('hex') })
      })()
    }
    async function* sources(): AsyncGenerator<TarSource> {
      if (database) {
        const { size, mtime } = fs.statSync(snapshot)
        yield { type: 'file', name: DATABASE_ENTRY, mode: 0o600, mtime, size, content: recorded(DATABASE_ENTRY, size, fs.createReadStream(snapshot)) }
      }
      for (const folder of FILE_FOLDERS) {
        if (!fs.existsSync(path.join(dataDir, folder))) continue
        yield { type: 'directory', name: folder, mode: 0o700, mtime: now }
        for (const name of listFiles(dataDir, folder, skipped)) {
          const steady = await readSteady(path.join(dataDir, name))
          if (!steady) continue
          const { bytes, stat } = steady
          yield { type: 'file', name, mode: stat.mode & 0o666, mtime: stat.mtime, size: bytes.length, content: recorded(name, bytes.length, Readable.from([bytes])) }
        }
      }
      for (const name of DATA_FILES) {
        const steady = await readSteady(path.join(dataDir, name))
        if (!steady) continue
        const { bytes, stat } = steady
        yield { type: 'file', name, mode: 0o600, mtime: stat.mtime, size: bytes.length, content: recorded(name, bytes.length, Readable.from([bytes])) }
      }
      const text = Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`)
      yield { type: 'file', name: MANIFEST_ENTRY, mode: 0o600, mtime: now, size: text.length, content: text }
    }

    const partial = path.join(work, 'archive.tar.gz')
    await pipeline(Readable.from(writeTar(sources())), zlib.createGzip(), fs.createWriteStream(partial, { flags: 'wx', mode: 0o600, flush: true }))
    fs.chmodSync(partial, 0o600)
    // A hard link fails if `target` appeared meanwhile, where a rename would replace it.
    fs.linkSync(partial, target)
    return { archive: target, bytes: fs.statSync(target).size, manifest, skipped }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/**
 * Refuses a restore target that holds anything: the data of a running server above all (its open
 * database), and any other content, which a restore would mix with or overwrite.
 */
export async function requireRestorableTarget(target: string): Promise<void> {
  if (!fs.existsSync(target)) return
  if (!fs.statSync(target).isDirectory()) throw new BackupError(`${target} is a file, not a data folder.`)
  for (const name of [DATABASE_ENTRY, 'erpz-dev.db']) {
    if (await databaseInUse(path.join(target, name))) {
      throw new BackupError(
        `A server is running on ${target}: its database ${name} is open. A restore never replaces the data of a running instance. ` +
          'Restore into a new folder, then stop the server and start it with ERPZ_DATA_DIR set to that folder.',
      )
    }
  }
  const present = fs.readdirSync(target).sort()
  if (present.length > 0) {
    const listed = present.slice(0, 5).join(', ') + (present.length > 5 ? `, and ${present.length - 5} more` : '')
    throw new BackupError(
      `${target} is not empty (it holds ${listed}). A restore only writes into an empty or new folder, so that nothing is mixed or overwritten: ` +
        'choose a new folder with --data-dir, or move this one aside first.',
    )
  }
}

/** The archive path `name` stands for, or a BackupError for anything a backup never holds. */
function entryPath(name: string): string {
  const clean = name.replace(/\/$/, '')
  const parts = clean.split('/')
  const allowed =
    clean === MANIFEST_ENTRY ||
    clean === DATABASE_ENTRY ||
    (DATA_FILES as readonly string[]).includes(clean) ||
    (FILE_FOLDERS as readonly string[]).includes(parts[0]!)
  if (!allowed || parts.some((part) => part === '' || part === '.' || part === '..' || part.includes('\\') || part.includes('\0'))) {
    throw new BackupError(`The archive holds "${name}", which an ERPZ backup never has; nothing was restored.`)
  }
  return clean
}

/** Unpacks `archive` into the empty folder `into` and checks every file against the manifest. */
async function unpack(archive: string, into: string): Promise<Manifest> {
  const seen = new Map<string, Omit<ManifestFile, 'path'>>()
  const manifestChunks: Buffer[] = []
  let manifestBytes = 0
  await pipeline(fs.createReadStream(archive), zlib.createGunzip(), async (source: AsyncIterable<Buffer>) => {
    let current: { name: string; fd: number | null; hash: crypto.Hash; bytes: number; mtime: Date } | null = null
    const finish = () => {
      if (!current) return
      if (current.fd !== null) {
        fs.closeSync(current.fd)
        fs.utimesSync(path.join(into, current.name), current.mtime, current.mtime)
      }
      seen.set(current.name, { bytes: current.bytes, sha256: current.hash.digest('hex') })
      current = null
    }
    for await (const event of readTar(source)) {
      if ('data' in event) {
        if (!current) continue
        current.hash.update(event.data)
        current.bytes += event.data.length
        if (current.fd === null) {
          manifestChunks.push(event.data)
          manifestBytes += event.data.length
          if (manifestBytes > 16 * 1024 * 1024) throw new BackupError(`${MANIFEST_ENTRY} in the archive is too large to be a backup's manifest.`)
        } else {
          fs.writeSync(current.fd, event.data)
        }
        continue
      }
      finish()
      const name = entryPath(event.header.name)
      if (seen.has(name)) throw new BackupError(`The archive holds ${name} twice; nothing was restored.`)
      const destination = path.join(into, name)
      if (event.header.type === 'directory') {
        fs.mkdirSync(destination, { recursive: true, mode: 0o700 })
        continue
      }
      fs.mkdirSync(path.dirname(destination), { recursive: true, mode: 0o700 })
      const isPrivate = name === DATABASE_ENTRY || (DATA_FILES as readonly string[]).includes(name)
      const fd = name === MANIFEST_ENTRY ? null : fs.openSync(destination, 'wx', isPrivate ? 0o600 : event.header.mode & 0o666)
      current = { name, fd, hash: crypto.createHash('sha256'), bytes: 0, mtime: event.header.mtime }
    }
    finish()
  })

  const manifestText = Buffer.concat(manifestChunks).toString('utf8')
  if (!seen.has(MANIFEST_ENTRY)) throw new BackupError(`${archive} is not an ERPZ backup: it has no ${MANIFEST_ENTRY}.`)
  let manifest: Manifest
  try {
    manifest = ManifestSchema.parse(JSON.parse(manifestText))
  } catch {
    throw new BackupError(`${archive} is not an ERPZ backup this version can restore: its ${MANIFEST_ENTRY} cannot be read.`)
  }
  seen.delete(MANIFEST_ENTRY)
  for (const file of manifest.files) {
    const found = seen.get(file.path)
    if (!found) throw new BackupError(`The backup is incomplete: ${file.path} is listed in it but missing; nothing was restored.`)
    if (found.bytes !== file.bytes || found.sha256 !== file.sha256) throw new BackupError(`The backup is damaged: ${file.path} differs from what the backup recorded; nothing was restored.`)
    seen.delete(file.path)
  }
  const extra = [...seen.keys()].find((name) => !(FILE_FOLDERS as readonly string[]).includes(name))
  if (extra) throw new BackupError(`The archive holds ${extra}, which its manifest does not list; nothing was restored.`)
  if (manifest.database && !manifest.files.some((file) => file.path === DATABASE_ENTRY)) {
    throw new BackupError(`The backup is incomplete: it names a database but holds no ${DATABASE_ENTRY}; nothing was restored.`)
  }
  return manifest
}

export type RestoreSummary = { dataDir: string; manifest: Manifest; rows: Record<string, number> | null }

/**
 * Restores `archive` into `dataDir`, which must be new or empty and not in use: unpacked beside it
 * first, every file checked against the manifest and the database against SQLite's integrity
 * check, then moved into place in one rename.
 */
export async function restoreBackup({ archive, dataDir }: { archive: string; dataDir: string }): Promise<RestoreSummary> {
  const source = path.resolve(archive)
  if (!fs.existsSync(source) || !fs.statSync(source).isFile()) throw new BackupError(`There is no backup at ${source}.`)
  const target = path.resolve(dataDir)
  await requireRestorableTarget(target)
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 })
  const staging = fs.mkdtempSync(path.join(path.dirname(target), `.${path.basename(target)}.restoring-`))
  try {
    let manifest: Manifest
    try {
      manifest = await unpack(source, staging)
    } catch (error) {
      if (error instanceof TarError) throw new BackupError(`${source} cannot be restored: ${error.message}; nothing was restored.`)
      if (isCode(error, 'Z_DATA_ERROR') || isCode(error, 'Z_BUF_ERROR')) {
        throw new BackupError(`${source} is not a complete ERPZ backup (${error instanceof Error ? error.message : 'not gzip data'}); nothing was restored.`)
      }
      throw error
    }
    const rows = manifest.database ? await checkDatabase(path.join(staging, DATABASE_ENTRY)) : null
    // Checked again: a server may have been started on the folder while the archive was unpacked.
    await requireRestorableTarget(target)
    if (fs.existsSync(target)) fs.rmdirSync(target)
    fs.chmodSync(staging, 0o700)
    fs.renameSync(staging, target)
    return { dataDir: target, manifest, rows }
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true })
    throw error
  }
}
