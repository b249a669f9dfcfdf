/**
 * Every foreign key the committed migrations made does on delete what the Payload config says it
 * should (set null, cascade), checked for every table, on both databases. A migration that adds a
 * column with a bare `REFERENCES` (drizzle-kit writes one for SQLite's ALTER TABLE ADD) leaves the
 * default, NO ACTION: deleting the row it points at then fails with a 500, as deleting a
 * salesperson who owned a lead did (issue 46).
 */
import { getTableConfig as pgTableConfig } from '@payloadcms/db-postgres/drizzle/pg-core'
import { getTableConfig as sqliteTableConfig } from '@payloadcms/db-sqlite/drizzle/sqlite-core'
import { sql } from '@payloadcms/db-postgres'
import { describe, expect, it } from 'vitest'

import { env } from '@/env'
import { isPostgres, query } from '@/server/platform/db/sql'

import { getTestPayload } from '../support/payload'

/** `table.column → table(column) ON DELETE action`, in lower case. */
type Key = string
const key = (table: string, column: string, target: string, onDelete: string | undefined) =>
  `${table}.${column} → ${target} on delete ${(onDelete ?? 'no action').toLowerCase()}`

describe(`foreign keys on ${env.dialect}`, () => {
  it('delete as the config says: the migrated database has every key the schema has, with the same action', async () => {
    const payload = await getTestPayload()
    const tables = (payload.db as unknown as { tables: Record<string, object> }).tables
    const expected: Key[] = []
    for (const table of Object.values(tables)) {
      const config = isPostgres(payload) ? pgTableConfig(table as Parameters<typeof pgTableConfig>[0]) : sqliteTableConfig(table as Parameters<typeof sqliteTableConfig>[0])
      for (const fk of config.foreignKeys) {
        const reference = fk.reference()
        const target = isPostgres(payload) ? pgTableConfig(reference.foreignTable as Parameters<typeof pgTableConfig>[0]).name : sqliteTableConfig(reference.foreignTable as Parameters<typeof sqliteTableConfig>[0]).name
        reference.columns.forEach((column, i) => expected.push(key(config.name, column.name, `${target}(${reference.foreignColumns[i]!.name})`, fk.onDelete)))
      }
    }
    expect(expected.length).toBeGreaterThan(20)

    const actual: Key[] = []
    if (isPostgres(payload)) {
      const rows = await query(
        payload,
        sql.raw(`SELECT tc.table_name AS "table", kcu.column_name AS "column", ccu.table_name AS "target", ccu.column_name AS "targetColumn", rc.delete_rule AS "onDelete"
          FROM information_schema.table_constraints tc
          JOIN information_schema.key_column_usage kcu ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
          JOIN information_schema.referential_constraints rc ON rc.constraint_name = tc.constraint_name AND rc.constraint_schema = tc.table_schema
          JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
          WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()`),
      )
      for (const row of rows) actual.push(key(String(row.table), String(row.column), `${String(row.target)}(${String(row.targetColumn)})`, String(row.onDelete)))
    } else {
      const names = await query(payload, sql.raw(`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`))
      for (const { name } of names) {
        const rows = await query(payload, sql.raw(`SELECT "from", "table", "to", on_delete FROM pragma_foreign_key_list('${String(name)}')`))
        for (const row of rows) actual.push(key(String(name), String(row.from), `${String(row.table)}(${String(row.to)})`, String(row.on_delete)))
      }
    }
    // What the config says and what the database does, key by key (extra or missing keys show too).
    expect(actual.sort()).toEqual(expected.sort())
  })
})
