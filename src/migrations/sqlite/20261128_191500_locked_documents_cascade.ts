import { MigrateDownArgs, MigrateUpArgs, sql } from '@payloadcms/db-sqlite'

/**
 * Written by hand (foreign-keys.test.ts found it): drizzle-kit adds each collection's column to
 * Payload's `payload_locked_documents_rels` with `ALTER TABLE ADD … REFERENCES t(id)`, and SQLite
 * keeps what that says, ON DELETE NO ACTION, where the config (and PostgreSQL) say CASCADE. SQLite
 * cannot change a key in place, so the table is rebuilt from what it holds now: the same columns
 * and indexes, every key ON DELETE CASCADE. PostgreSQL's keys are already right.
 */
const TABLE = 'payload_locked_documents_rels'

type Column = { name: string; type: string; notnull: number; pk: number }
type Key = { from: string; table: string; to: string; on_update: string }

const ident = (name: string) => `\`${name.replace(/`/g, '``')}\``

export async function up({ db }: MigrateUpArgs): Promise<void> {
  const columns = (await db.all(sql.raw(`SELECT name, type, "notnull", pk FROM pragma_table_info('${TABLE}')`))) as Column[]
  if (columns.length === 0) return
  const keys = (await db.all(sql.raw(`SELECT "from", "table", "to", on_update FROM pragma_foreign_key_list('${TABLE}')`))) as Key[]
  const indexes = (await db.all(sql.raw(`SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = '${TABLE}' AND sql IS NOT NULL`))) as Array<{ sql: string }>

  const definitions = [
    ...columns.map((c) => `${ident(c.name)} ${c.type}${c.pk ? ' PRIMARY KEY' : ''}${c.notnull ? ' NOT NULL' : ''}`),
    ...keys.map((k) => `FOREIGN KEY (${ident(k.from)}) REFERENCES ${ident(k.table)}(${ident(k.to)}) ON UPDATE ${k.on_update.toLowerCase()} ON DELETE cascade`),
  ]
  const names = columns.map((c) => ident(c.name)).join(', ')
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql.raw(`CREATE TABLE ${ident(`__new_${TABLE}`)} (\n  ${definitions.join(',\n  ')}\n);`))
  await db.run(sql.raw(`INSERT INTO ${ident(`__new_${TABLE}`)} (${names}) SELECT ${names} FROM ${ident(TABLE)};`))
  await db.run(sql.raw(`DROP TABLE ${ident(TABLE)};`))
  await db.run(sql.raw(`ALTER TABLE ${ident(`__new_${TABLE}`)} RENAME TO ${ident(TABLE)};`))
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  for (const index of indexes) await db.run(sql.raw(index.sql))
}

export async function down(_args: MigrateDownArgs): Promise<void> {
  // Nothing to undo: NO ACTION was a defect, and the columns and rows are as they were.
}
