/**
 * Reads what a server stored, straight from its database (SQLite file or PostgreSQL), so a
 * system test asserts the stored truth and not what the app chooses to answer.
 */
import { createClient } from '@libsql/client'
import pg from 'pg'

import type { Database } from './app-server'

/** Runs `sql` with `?` placeholders on either dialect and returns the rows. */
export async function queryRows<T = Record<string, unknown>>(database: Pick<Database, 'dialect' | 'url'>, sql: string, params: (string | number)[] = []): Promise<T[]> {
  if (database.dialect === 'sqlite') {
    const client = createClient({ url: database.url })
    try {
      return (await client.execute({ sql, args: params })).rows as unknown as T[]
    } finally {
      client.close()
    }
  }
  let n = 0
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query(sql.replace(/\?/g, () => `$${++n}`), params)).rows as T[]
  } finally {
    await client.end()
  }
}

export async function countRows(database: Database, table: string, where = '1=1', params: (string | number)[] = []): Promise<number> {
  const [row] = await queryRows<{ n: number | string }>(database, `SELECT COUNT(*) AS n FROM ${table} WHERE ${where}`, params)
  return Number(row?.n ?? 0)
}
