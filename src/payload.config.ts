import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { ACCOUNT_COLLECTIONS } from './collections/accounts'
import { Bookings } from './collections/bookings'
import { BlogCategories } from './collections/blog/categories'
import { BlogPosts } from './collections/blog/posts'
import { DemoRequests, NewsLetters, WebhookDeliveries } from './collections/leads'
import { Outbox } from './collections/outbox'
import { Media } from './collections/media'
import { Users } from './collections/users'
import { nobodyRuns } from './collections/access'
import { env } from './env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { emailAdapter } from './server/email/adapter'
import { requestIdMixin } from './server/request-context'
import { startInstance } from './server/scale-out'
import { mediaStoragePlugin } from './server/storage/s3'
import { logWebhookConfiguration } from './server/webhooks/lead-delivery'

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
    // WAL with an fsync per commit: a lead answered 200 survives a power loss too (decision 070).
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
  collections: [
    Users,
    Media,
    BlogCategories,
    BlogPosts,
    DemoRequests,
    NewsLetters,
    WebhookDeliveries,
    Bookings,
    Outbox,
    ...ACCOUNT_COLLECTIONS,
  ],
  email: emailAdapter(env.SMTP_URL, env.MAIL_FROM),
  // The SEO plugin adds no fields of its own here (no collections): blog posts use its fields directly
  // under their stored names (src/collections/blog/fields.ts); it brings those fields' admin texts.
  plugins: [mediaStoragePlugin(), seoPlugin({ collections: [] })],
  // No Payload jobs: its runner claims by find-then-update, so two instances send the same job
  // (decision 080). Deliveries go through our outbox (src/server/outbox), started by instrumentation.
  // Payload still mounts its job endpoints; with no tasks nobody has a reason to call them.
  jobs: { tasks: [], access: { run: nobodyRuns, queue: nobodyRuns, cancel: nobodyRuns } },
  onInit: (payload) => {
    startInstance(payload)
    logWebhookConfiguration(payload)
  },
  editor: lexicalEditor(),
  db: database(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
  logger: { options: { level: env.LOG_LEVEL, mixin: requestIdMixin } },
})
