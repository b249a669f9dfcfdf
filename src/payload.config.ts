import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { ACCOUNT_COLLECTIONS } from './collections/accounts'
import { Users } from './collections/users'
import { env } from './env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { emailAdapter } from './server/email/adapter'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database(): DatabaseAdapterObj {
  if (env.dialect === 'postgres') {
    return postgresAdapter({
      pool: { connectionString: env.DATABASE_URL },
      migrationDir: path.resolve(dirname, 'migrations/postgres'),
      prodMigrations: postgresMigrations,
      push: env.dbPush,
    })
  }
  return sqliteAdapter({
    client: { url: env.DATABASE_URL },
    migrationDir: path.resolve(dirname, 'migrations/sqlite'),
    prodMigrations: sqliteMigrations,
    push: env.dbPush,
    busyTimeout: 5000,
    wal: true,
  })
}

export default buildConfig({
  serverURL: env.PUBLIC_URL,
  secret: env.PAYLOAD_SECRET,
  telemetry: false,
  admin: {
    user: Users.slug,
    avatar: 'default',
    meta: { titleSuffix: ' — ERPZ CMS' },
    importMap: { baseDir: path.resolve(dirname) },
  },
  collections: [Users, ...ACCOUNT_COLLECTIONS],
  email: emailAdapter(env.SMTP_URL, env.MAIL_FROM),
  editor: lexicalEditor(),
  db: database(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
  logger: { options: { level: env.LOG_LEVEL } },
})
