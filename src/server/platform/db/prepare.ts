/** Brings a database to the current schema and seeds it. Used by `npm start`, dev and tests. */
import 'server-only'

import crypto from 'node:crypto'

import pg from 'pg'
import { getPayload, type Migration, type Payload, type SanitizedConfig } from 'payload'

import { env, SECRET_NAMES } from '@/env'
import { migrations as postgresMigrations } from '@/migrations/postgres'
import { migrations as sqliteMigrations } from '@/migrations/sqlite'

import { closePayload } from '../lifecycle'

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

/** A start-up refusal with a message meant for the operator, not a stack trace. */
export class DeploymentError extends Error {
  override name = 'DeploymentError'
}

/** Any fixed 64-bit number: the key of the advisory lock every instance takes to prepare the database. */
const PREPARE_LOCK_KEY = '7305541283350917'

/**
 * Runs `prepare` while holding a PostgreSQL advisory lock on a connection of its own, so that of
 * several instances starting together one migrates and seeds and the others wait, then find
 * nothing left to do (docs/decisions/102). The lock goes with the connection if the process dies.
 */
async function withPrepareLock(prepare: () => Promise<void>): Promise<void> {
  if (env.dialect !== 'postgres') return prepare()
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  client.on('error', () => {}) // a dropped connection surfaces as the failed query below
  await client.connect()
  try {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [PREPARE_LOCK_KEY])
    if (!rows[0]?.locked) {
      console.log('▸ Another instance is preparing the database; waiting for it…')
      await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY])
    }
    await prepare()
  } finally {
    await client.end().catch(() => {})
  }
}

/** A one-way fingerprint of a secret: equal fingerprints mean equal secrets, and it reveals neither. */
export function secretFingerprint(name: string, value: string): string {
  return crypto.createHmac('sha256', value).update(`erpz secret fingerprint v1:${name}`).digest('hex')
}

/**
 * On PostgreSQL, the first instance records a fingerprint of each secret; every later start
 * compares its own with them and refuses to run with a different key, which would otherwise show
 * up as tokens, sessions and form tokens failing on some instances only (docs/decisions/101).
 */
async function checkSharedSecrets(): Promise<void> {
  if (env.dialect !== 'postgres') return
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  client.on('error', () => {})
  await client.connect()
  try {
    // Kept outside Payload's schema: deployment state, not content, and no migration owns it.
    await client.query('create schema if not exists erpz_deployment')
    await client.query(
      'create table if not exists erpz_deployment.secret_fingerprints (name text primary key, fingerprint text not null, recorded_at timestamptz not null default now())',
    )
    const mismatched: string[] = []
    for (const name of SECRET_NAMES) {
      const mine = secretFingerprint(name, env[name])
      await client.query(
        'insert into erpz_deployment.secret_fingerprints (name, fingerprint) values ($1, $2) on conflict (name) do nothing',
        [name, mine],
      )
      const { rows } = await client.query<{ fingerprint: string }>(
        'select fingerprint from erpz_deployment.secret_fingerprints where name = $1',
        [name],
      )
      if (rows[0]?.fingerprint !== mine) mismatched.push(name)
    }
    if (mismatched.length > 0) {
      throw new DeploymentError(
        `${mismatched.join(', ')} ${mismatched.length === 1 ? 'differs' : 'differ'} from the value the other instances of this database were started with. ` +
          'Give every instance the same secrets (after a deliberate rotation, delete the rows of erpz_deployment.secret_fingerprints).',
      )
    }
  } finally {
    await client.end().catch(() => {})
  }
}

/** What the caller brings: the app's Payload config and its seed runner (platform knows neither). */
export type PrepareApp = {
  config: Promise<SanitizedConfig>
  seed: (payload: Payload) => Promise<unknown>
}

export async function prepareDatabase({ config, seed }: PrepareApp): Promise<void> {
  await withPrepareLock(async () => {
    await checkSharedSecrets()
    const payload = await getPayload({ config })
    try {
      await migrateDatabase(payload)
      await seed(payload)
    } finally {
      await closePayload(payload)
    }
  })
}
