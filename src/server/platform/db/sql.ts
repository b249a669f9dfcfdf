import 'server-only'

import { sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

/**
 * Raw SQL on the app's database, for the few writes Payload's API can't express (atomic claims,
 * ON CONFLICT, bulk deletes): one statement on either dialect, inside a request's transaction when
 * it has one. The outbox, lead reconciliation, careers retention and analytics use it.
 */

export type Row = Record<string, unknown>
export type SQL = ReturnType<typeof sql>

/**
 * The adapter's drizzle instance: `execute` (node-postgres) or `all` (libsql). Payload's adapter
 * types do not carry it, so it is checked, not cast.
 */
function drizzleOf(payload: Payload): { execute?: (q: SQL) => Promise<{ rows: Row[] }>; all?: (q: SQL) => Promise<Row[]> } {
  const db: unknown = payload.db
  const drizzle = typeof db === 'object' && db !== null && 'drizzle' in db ? db.drizzle : undefined
  if (typeof drizzle !== 'object' || drizzle === null) throw new Error('the database adapter exposes no drizzle instance')
  return drizzle
}

export const isPostgres = (payload: Payload) => payload.db.name === 'postgres'

/** The drizzle instance of `req`'s open transaction, if it has one. */
async function transactionOf(payload: Payload, req: PayloadRequest | undefined) {
  const id = req?.transactionID === undefined ? undefined : await req.transactionID
  const db: unknown = payload.db
  const sessions = id !== undefined && typeof db === 'object' && db !== null && 'sessions' in db ? db.sessions : undefined
  const session: unknown = typeof sessions === 'object' && sessions !== null && id !== undefined ? Reflect.get(sessions, id) : undefined
  const tx = typeof session === 'object' && session !== null && 'db' in session ? session.db : undefined
  return typeof tx === 'object' && tx !== null ? (tx as ReturnType<typeof drizzleOf>) : undefined
}

/** Runs one statement and returns its rows, on either dialect; inside `req`'s transaction if it has one. */
export async function query(payload: Payload, statement: SQL, req?: PayloadRequest): Promise<Row[]> {
  const drizzle = (await transactionOf(payload, req)) ?? drizzleOf(payload)
  if (isPostgres(payload)) {
    if (!drizzle.execute) throw new Error('postgres drizzle without execute()')
    return (await drizzle.execute(statement)).rows
  }
  if (!drizzle.all) throw new Error('sqlite drizzle without all()')
  return drizzle.all(statement)
}
