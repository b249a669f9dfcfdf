/**
 * What `npm start` checks of a database before serving it, with the database's own driver and
 * without Payload: the shared secrets' fingerprints, the lock instances prepare under, and the mark
 * a finished preparation leaves (decision 209). The supervisor imports this module; Payload and the
 * schema stay in the prepare child (decision 185).
 */
import 'server-only'

import crypto from 'node:crypto'

import { createClient } from '@libsql/client'
import pg from 'pg'

import { env, SECRET_NAMES } from '@/env'

/** A start-up refusal with a message meant for the operator, not a stack trace. */
export class DeploymentError extends Error {
  override name = 'DeploymentError'
}

/** Runs `work` on a connection of its own to the PostgreSQL database, closed afterwards. */
async function withPgClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: env.DATABASE_URL })
  client.on('error', () => {}) // a dropped connection surfaces as the failed query
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end().catch(() => {})
  }
}

/**
 * Runs a start-up step; a DeploymentError ends the process with its message for the operator
 * (exit code 1) instead of a stack trace. Anything else is thrown on.
 */
export async function exitOnDeploymentError(step: () => Promise<void>): Promise<void> {
  try {
    await step()
  } catch (error) {
    if (!(error instanceof DeploymentError)) throw error
    console.error(`\n✖ ${error.message}\n`)
    process.exit(1)
  }
}

/** Any fixed 64-bit number: the key of the advisory lock every instance takes to prepare the database. */
const PREPARE_LOCK_KEY = '7305541283350917'

/**
 * Runs `prepare` while holding a PostgreSQL advisory lock on a connection of its own, so that of
 * several instances starting together one migrates and seeds and the others wait, then find
 * nothing left to do (docs/decisions/102). The lock goes with the connection if the process dies.
 */
export async function withPrepareLock(prepare: () => Promise<void>): Promise<void> {
  if (env.dialect !== 'postgres') return prepare()
  await withPgClient(async (client) => {
    const { rows } = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1) as locked', [PREPARE_LOCK_KEY])
    if (!rows[0]?.locked) {
      console.log('▸ Another instance is preparing the database; waiting for it…')
      await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY])
    }
    await prepare()
  })
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
export async function checkSharedSecrets(): Promise<void> {
  if (env.dialect !== 'postgres') return
  await withPgClient(async (client) => {
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
  })
}

/**
 * The key, in Payload's key-value table (`payload_kv`, created by the first migration of each
 * dialect), under which a finished preparation records the sources it prepared for.
 */
export const PREPARED_KEY = 'erpz:prepared'

/** What that entry holds: the fingerprint of the sources (scripts/lib/build.ts) migrated and seeded for. */
export type PreparedMark = { sources: string }

/**
 * Whether this database was migrated and seeded for `sources` and still has a user to sign in with
 * (the admin the seed creates, should every user have been deleted since), read with the database's
 * own driver. False when it cannot be read (no file yet, no table, no connection): the prepare child
 * then runs and says what is wrong.
 */
export async function preparedFor(sources: string): Promise<boolean> {
  const markQuery = 'select data, (select count(*) from users) as users from payload_kv where key = '
  try {
    if (env.dialect === 'postgres') {
      const { rows } = await withPgClient((client) => client.query<{ data: unknown; users: string }>(`${markQuery}$1`, [PREPARED_KEY]))
      return Number(rows[0]?.users) > 0 && asMark(rows[0]?.data)?.sources === sources
    }
    const client = createClient({ url: env.DATABASE_URL })
    try {
      const { rows } = await client.execute({ sql: `${markQuery}?`, args: [PREPARED_KEY] })
      const data = rows[0]?.data
      return Number(rows[0]?.users) > 0 && asMark(typeof data === 'string' ? JSON.parse(data) : data)?.sources === sources
    } finally {
      client.close()
    }
  } catch {
    return false
  }
}

function asMark(data: unknown): PreparedMark | null {
  if (typeof data !== 'object' || data === null) return null
  const sources = (data as Record<string, unknown>).sources
  return typeof sources === 'string' && sources.length > 0 ? { sources } : null
}
