import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { ACCOUNT_COLLECTIONS } from './collections/accounts'
import { BlogCategories } from './collections/blog/categories'
import { BlogPosts } from './collections/blog/posts'
import { DemoRequests, NewsLetters, WebhookDeliveries } from './collections/leads'
import { Media } from './collections/media'
import { adminOnlyJobs } from './collections/access'
import { Users } from './collections/users'
import { env } from './env'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { emailAdapter } from './server/email/adapter'
import { requeueOrphanedLeads } from './server/leads/reconcile'
import { requestIdMixin } from './server/request-context'
import { startInstance } from './server/scale-out'
import { mediaStoragePlugin } from './server/storage/s3'
import { deliverLeadTask, logWebhookConfiguration } from './server/webhooks/lead-delivery'

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
    ...ACCOUNT_COLLECTIONS,
  ],
  email: emailAdapter(env.SMTP_URL, env.MAIL_FROM),
  plugins: [mediaStoragePlugin()],
  jobs: {
    tasks: [deliverLeadTask],
    access: { run: adminOnlyJobs, queue: adminOnlyJobs, cancel: adminOnlyJobs },
    // Each instance polls the queue; tests switch this off and call payload.jobs.run() themselves.
    autoRun: env.jobsAutoRun
      ? [{ cron: `*/${env.ERPZ_JOBS_INTERVAL_SECONDS} * * * * *`, limit: 20, queue: 'default', silent: { error: true } }]
      : undefined,
    deleteJobOnComplete: false,
  },
  onInit: async (payload) => {
    startInstance(payload)
    logWebhookConfiguration(payload)
    if (env.jobsAutoRun) {
      await requeueOrphanedLeads(payload).catch((err: unknown) =>
        payload.logger.error({ err, msg: 'could not re-queue pending leads' }),
      )
    }
  },
  editor: lexicalEditor(),
  db: database(),
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  graphQL: { disable: true },
  logger: { options: { level: env.LOG_LEVEL, mixin: requestIdMixin } },
})
