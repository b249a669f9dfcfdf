/**
 * `npm run backup [-- ARCHIVE]`: a consistent backup of the embedded default's data while it serves
 * (issue 42, decision 193): the SQLite database, uploaded media and CVs, and the generated secrets,
 * in one archive only this user can read. Without ARCHIVE it is written to backups/ under the
 * current folder; ARCHIVE may name a file or a folder. With a PostgreSQL DATABASE_URL the archive
 * holds the data folder's files only, and the database is backed up with pg_dump (README).
 */
import { parseArgs } from 'node:util'

// The database `npm start` serves (production's data/erpz.db, not development's erpz-dev.db).
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' })

const USAGE = 'usage: npm run backup [-- ARCHIVE]   (ARCHIVE: a new file, or a folder to write it into)'

const fs = await import('node:fs')
const path = await import('node:path')

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}

// Checked before src/env.ts is parsed, which would create the folder (the default is the same as there).
const dataDirGiven = path.resolve(process.env.ERPZ_DATA_DIR ?? './data')
if (!fs.existsSync(dataDirGiven)) fail(`There is no data folder at ${dataDirGiven}: set ERPZ_DATA_DIR to the data folder of the server to back up.`)
// The backup signs nothing. Without a value, src/env.ts would generate secrets missing from the
// environment into the data folder, and the archive would carry secrets the server never used.
for (const name of ['PAYLOAD_SECRET', 'JWT_SECRET', 'PASSWORD_PEPPER', 'WEBHOOK_SECRET']) {
  if (!process.env[name]) process.env[name] = 'unused by the backup, never stored: 0123456789'
}
const { env } = await import('../src/env')
const { archiveName, BackupError, createBackup, DATABASE_ENTRY, describeRows } = await import('./lib/backup')

let positionals: string[]
try {
  positionals = parseArgs({ allowPositionals: true, options: {} }).positionals
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n  ${USAGE}`)
}
if (positionals.length > 1) fail(`one archive at most\n  ${USAGE}`)

const given = positionals[0]
let output = path.resolve(given ?? 'backups')
if (!given || (fs.existsSync(output) && fs.statSync(output).isDirectory())) output = path.join(output, archiveName())

const kb = (bytes: number) => (bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`)

if (env.dialect === 'postgres') {
  console.log(
    '\n▸ DATABASE_URL is PostgreSQL: this archive holds the data folder\'s files only, not the database.\n' +
      '  Back up the database with pg_dump (README, "Back up and restore").',
  )
}
if (env.S3_BUCKET) console.log(`▸ Media and CVs are in the bucket ${env.S3_BUCKET}, not in the data folder: back them up with the provider's tools.`)

try {
  const databaseFile = env.dialect === 'sqlite' ? path.resolve(env.DATABASE_URL.slice('file:'.length)) : null
  const { archive, bytes, manifest, skipped } = await createBackup({ dataDir: env.dataDir, databaseFile, output })
  const files = manifest.files.filter((file) => file.path !== DATABASE_ENTRY)
  const lines = [`\n▸ Backed up ${env.dataDir} into ${archive} (${kb(bytes)}, mode 0600: it holds secrets and personal data)`]
  const database = manifest.files.find((file) => file.path === DATABASE_ENTRY)
  if (manifest.database && database) {
    lines.push(`  database  ${DATABASE_ENTRY}, ${kb(database.bytes)}: ${describeRows(manifest.database.rows)} (a consistent snapshot; integrity check ok)`)
  }
  for (const folder of ['media', 'cvs']) {
    const inFolder = files.filter((file) => file.path.startsWith(`${folder}/`))
    lines.push(`  ${folder.padEnd(8)}  ${inFolder.length} file${inFolder.length === 1 ? '' : 's'}, ${kb(inFolder.reduce((sum, file) => sum + file.bytes, 0))}`)
  }
  const single = files.filter((file) => !file.path.includes('/')).map((file) => file.path)
  lines.push(`  secrets   ${single.length > 0 ? single.join(', ') : 'none in the data folder (given in the environment)'}`)
  for (const note of skipped) lines.push(`  skipped   ${note}`)
  lines.push(`  Restore:  npm run restore -- ${archive} --data-dir NEW_FOLDER\n`)
  console.log(lines.join('\n'))
  process.exit(0)
} catch (error) {
  if (error instanceof BackupError) fail(error.message)
  throw error
}
