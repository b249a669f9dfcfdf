/** Reads a test database from the test process, whatever its dialect (assertions on what was stored). */
import { createClient } from '@libsql/client'
import pg from 'pg'

import type { Database } from './app-server'

export async function queryRows<T extends Record<string, unknown>>(database: Database, sql: string): Promise<T[]> {
  if (database.dialect === 'sqlite') {
    const client = createClient({ url: database.url })
    try {
      const result = await client.execute(sql)
      return result.rows.map((row) => ({ ...row }) as unknown as T)
    } finally {
      client.close()
    }
  }
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return (await client.query<T>(sql)).rows
  } finally {
    await client.end()
  }
}
