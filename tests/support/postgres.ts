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

/** Returns the URL of a new, empty database named `<prefix>_<random>`. */
export async function createDatabase(adminUrl: string, prefix: string): Promise<string> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`
  await withClient(adminUrl, (client) => client.query(`CREATE DATABASE "${name}"`))
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

export async function dropDatabase(adminUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1)
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`refusing to drop database ${name}`)
  await withClient(adminUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`))
}
