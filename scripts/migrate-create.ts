/**
 * `npm run migrate:create -- <name>`: generates a migration for each dialect from the current
 * Payload config, each against a throwaway database (never a database dev mode pushed to).
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { createDatabase, dropDatabase } from '../tests/support/postgres'

const name = process.argv[2] ?? 'change'
const adminUrl = process.env.MIGRATE_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-migrate-'))
const pgUrl = await createDatabase(adminUrl, 'erpz_migrate')

try {
  for (const DATABASE_URL of [`file:${path.join(tmp, 'migrate.db')}`, pgUrl]) {
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--import', './scripts/lib/register.mjs', 'scripts/lib/create-migration.ts', name],
      {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL, ERPZ_DATA_DIR: tmp, PAYLOAD_MIGRATING: 'true' },
      },
    )
    if (result.status !== 0) throw new Error(`migration for ${DATABASE_URL.split(':')[0]} failed`)
  }
} finally {
  await dropDatabase(adminUrl, pgUrl)
  fs.rmSync(tmp, { recursive: true, force: true })
}
