/**
 * Reads a system-test server's whole database (every table, every row) so a test can prove that a
 * refused request changed nothing, directly and not through the API under test.
 *
 * A full read costs ~18 ms and the access matrix takes two per refusal (42 s of its 80 s on
 * SQLite), so the reader asks the database first whether anything was committed since its last
 * read, and re-reads only then: SQLite's `PRAGMA data_version` changes whenever another
 * connection commits; PostgreSQL's WAL insert position moves with every committed change (and with
 * some things that change no row, which only costs a re-read). The answer is as strict as before.
 */
import { createClient } from '@libsql/client'
import pg from 'pg'

import type { Database } from './app-server'

export type DbSnapshot = Map<string, string[]>

export type DbReader = {
  snapshot: () => Promise<DbSnapshot>
  count: (table: string) => Promise<number>
  close: () => Promise<void>
}

/**
 * `read`, or the last snapshot when `version` says nothing was committed since it was taken. The
 * version is read before the tables: a commit during the read moves it, so the next call re-reads.
 */
function unlessUnchanged(version: () => Promise<string>, read: () => Promise<DbSnapshot>): () => Promise<DbSnapshot> {
  let last: { version: string; snapshot: DbSnapshot } | undefined
  return async () => {
    const now = await version()
    if (last?.version === now) return last.snapshot
    const snapshot = await read()
    last = { version: now, snapshot }
    return snapshot
  }
}

export async function openDbReader(database: Database): Promise<DbReader> {
  if (database.dialect === 'sqlite') {
    const client = createClient({ url: database.url })
    const rows = async (sql: string) => {
      const result = await client.execute(sql)
      return result.rows.map((row) => result.columns.map((column) => row[column]))
    }
    return {
      snapshot: unlessUnchanged(
        async () => String((await rows('pragma data_version'))[0]?.[0]),
        async () => {
          const tables = (await rows("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")).map(([name]) => String(name))
          return new Map(await Promise.all(tables.map(async (table) => [table, (await rows(`select * from "${table}"`)).map((row) => JSON.stringify(row)).sort()] as const)))
        },
      ),
      count: async (table) => Number((await rows(`select count(*) from "${table}"`))[0]?.[0]),
      close: async () => client.close(),
    }
  }
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  return {
    snapshot: unlessUnchanged(
      async () => (await client.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]!.lsn,
      async () => {
        const tables = (await client.query<{ name: string }>("select table_name as name from information_schema.tables where table_schema = 'public' order by 1")).rows.map((row) => row.name)
        // Every table in one round trip: a JSON array of its rows per column.
        const select = tables.map((table, i) => `(select coalesce(json_agg(row_to_json(t))::text, '[]') from "${table}" t) as t${i}`).join(', ')
        const [row] = (await client.query<Record<string, string>>(`select ${select}`)).rows
        return new Map(tables.map((table, i) => [table, (JSON.parse(row?.[`t${i}`] ?? '[]') as unknown[]).map((item) => JSON.stringify(item)).sort()]))
      },
    ),
    count: async (table) => Number((await client.query<{ n: string }>(`select count(*) as n from "${table}"`)).rows[0]?.n),
    close: async () => client.end(),
  }
}

/** The tables whose rows differ between two snapshots (empty when nothing changed). */
export function changedTables(before: DbSnapshot, after: DbSnapshot): string[] {
  const names = new Set([...before.keys(), ...after.keys()])
  return [...names].filter((name) => JSON.stringify(before.get(name)) !== JSON.stringify(after.get(name))).sort()
}
