/** Creates and drops throwaway PostgreSQL databases for tests and migration generation. */
import crypto from 'node:crypto'

import pg from 'pg'

async function withClient<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/**
 * Returns the URL of a new database named `<prefix>_<random>`: empty, or a copy of the database at
 * `templateUrl` (which nobody may be connected to).
 */
export async function createDatabase(adminUrl: string, prefix: string, templateUrl?: string): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`
  const template = templateUrl ? new URL(templateUrl).pathname.slice(1) : undefined
  if (template !== undefined && !/^[a-z0-9_]+$/.test(template)) throw new Error(`refusing to copy database ${template}`)
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop database ${name}`)
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}
