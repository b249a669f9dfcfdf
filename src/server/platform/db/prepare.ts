/** Brings a database to the current schema and seeds it. Used by `npm start`, dev and tests. */
import 'server-only'

import { getPayload, type Migration, type Payload, type SanitizedConfig } from 'payload'

import { env } from '@/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { closePayload } from '../lifecycle'

import { checkSharedSecrets, withPrepareLock, PREPARED_KEY, type PreparedMark } from './deployment'

export { closePayload }

export async function migrateDatabase(payload: Payload): Promise<void> {
  if (env.dbPush) return // dev mode: Payload pushes the schema instead
  // In production the adapter already applied `prodMigrations` while connecting.
  if (env.NODE_ENV === 'production') return
  await payload.db.migrate({ migrations: appMigrations() })
}

/** This database's migrations, oldest first, as Payload's `migrate` takes them. */
export function appMigrations(): Migration[] {
  return env.dialect === 'postgres' ? forPayload(postgresMigrations) : forPayload(sqliteMigrations)
}

type DialectMigration<Args> = { name: string; up: (args: Args) => Promise<void>; down: (args: Args) => Promise<void> }

/**
 * Payload types `migrate`'s list with `args: unknown`; each adapter calls its own migrations with
 * its own MigrateUpArgs/MigrateDownArgs, which is what the generated index files declare.
 */
function forPayload<Args>(list: DialectMigration<Args>[]): Migration[] {
  return list.map(({ name, up, down }) => ({ name, up: (args) => up(args as Args), down: (args) => down(args as Args) }))
}

/** What the caller brings: the app's Payload config and its seed runner (platform knows neither). */
export type PrepareApp = {
  config: Promise<SanitizedConfig>
  seed: (payload: Payload) => Promise<unknown>
  /**
   * The fingerprint of the sources being prepared for (`npm start` passes its build's): recorded once
   * migrating and seeding have finished, so that a later start of the same sources can skip both
   * (decision 209).
   */
  sources?: string
}

export async function prepareDatabase({ config, seed, sources }: PrepareApp): Promise<void> {
  await withPrepareLock(async () => {
    await checkSharedSecrets()
    const payload = await getPayload({ config })
    try {
      await migrateDatabase(payload)
      await seed(payload)
      if (sources) await payload.kv.set(PREPARED_KEY, { sources } satisfies PreparedMark)
    } finally {
      await closePayload(payload)
    }
  })
}
