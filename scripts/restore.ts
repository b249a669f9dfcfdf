/**
 * `npm run restore -- ARCHIVE [--data-dir DIR]`: restores a backup made by `npm run backup` into a
 * data folder (ERPZ_DATA_DIR, or ./data, by default) that is new or empty, never into a running
 * server's data (issue 42, decision 193). Everything is checked before anything is put in place.
 */
import path from 'node:path'
import { parseArgs } from 'node:util'

import { BackupError, DATABASE_ENTRY, describeRows, restoreBackup } from './lib/backup'

const USAGE = 'usage: npm run restore -- ARCHIVE [--data-dir DIR]'

function fail(message: string): never {
  console.error(`\n✖ ${message}\n`)
  process.exit(1)
}

let parsed: { values: { 'data-dir'?: string }; positionals: string[] }
try {
  parsed = parseArgs({ allowPositionals: true, options: { 'data-dir': { type: 'string' } } })
} catch (error) {
  fail(`${error instanceof Error ? error.message : String(error)}\n  ${USAGE}`)
}
const [archive, ...more] = parsed.positionals
if (!archive || more.length > 0) fail(`name one archive\n  ${USAGE}`)
// Not src/env.ts: parsing it creates the data folder and its secrets, and the target must be
// checked as it is. The default is the same as there.
const dataDir = path.resolve(parsed.values['data-dir'] ?? process.env.ERPZ_DATA_DIR ?? './data')

try {
  const { manifest, rows } = await restoreBackup({ archive, dataDir })
  const files = manifest.files.filter((file) => file.path !== DATABASE_ENTRY)
  const count = (folder: string) => files.filter((file) => file.path.startsWith(`${folder}/`)).length
  const lines = [`\n▸ Restored the backup of ${manifest.createdAt} into ${dataDir}`]
  if (rows) lines.push(`  database  ${DATABASE_ENTRY}: ${describeRows(rows)} (integrity check ok)`)
  else lines.push('  database  none in this archive (PostgreSQL: restore it with pg_restore)')
  const filesOf = (n: number) => `${n} file${n === 1 ? '' : 's'}`
  lines.push(`  media     ${filesOf(count('media'))}`, `  cvs       ${filesOf(count('cvs'))}`)
  const single = files.filter((file) => !file.path.includes('/')).map((file) => file.path)
  if (single.length > 0) lines.push(`  secrets   ${single.join(', ')}`)
  lines.push(`  Start it: ERPZ_DATA_DIR=${dataDir} npm start   (a deployment that sets PAYLOAD_SECRET and the other secrets must keep the same values)\n`)
  console.log(lines.join('\n'))
  process.exit(0)
} catch (error) {
  if (error instanceof BackupError) fail(error.message)
  throw error
}
