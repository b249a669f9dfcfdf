/** Brings a database to the current schema and seeds it. Used by `npm start`, dev and tests. */
import { EventEmitter } from 'node:events'

import { getPayload, type Migration, type Payload } from 'payload'

import { env } from '../../env'
import { migrations as postgresMigrations } from '../../migrations/postgres'
import { migrations as sqliteMigrations } from '../../migrations/sqlite'
import config from '../../payload.config'
import { runSeeds } from '../seed'

export async function migrateDatabase(payload: Payload): Promise<void> {
  if (env.dbPush) return // dev mode: Payload pushes the schema instead
  // In production the adapter already applied `prodMigrations` while connecting.
  if (env.NODE_ENV === 'production') return
  const migrations = env.dialect === 'postgres' ? postgresMigrations : sqliteMigrations
  // Payload types `migrate`'s list with `args: unknown`; the adapter passes its own MigrateUpArgs.
  await payload.db.migrate({ migrations: migrations as unknown as Migration[] })
}

/**
 * Closes Payload and its PostgreSQL pool: Payload's `destroy` leaves the pool open. A client
 * still checked out would make `end()` wait forever, so closing waits at most two seconds.
 */
export async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  const pool: unknown = 'pool' in payload.db ? payload.db.pool : undefined
  if (!(pool instanceof EventEmitter) || !('end' in pool) || typeof pool.end !== 'function') return
  if ('ended' in pool && pool.ended === true) return
  pool.on('error', () => {}) // connections terminated after closing are expected
  const end: Promise<unknown> = pool.end()
  await Promise.race([end, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
}

export async function prepareDatabase(): Promise<void> {
  const payload = await getPayload({ config })
  try {
    await migrateDatabase(payload)
    await runSeeds(payload)
  } finally {
    await closePayload(payload)
  }
}
