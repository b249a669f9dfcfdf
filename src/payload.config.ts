import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { seoPlugin } from '@payloadcms/plugin-seo'
import { sqliteAdapter } from '@payloadcms/db-sqlite'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type DatabaseAdapterObj } from 'payload'
import sharp from 'sharp'

import { ACCOUNT_COLLECTIONS } from './collections/accounts'
import { AnalyticsDaily, AnalyticsEvents, AnalyticsSalts } from './collections/analytics'
import { Bookings } from './collections/bookings'
import { Applications, Cvs, HrDeletions, Openings } from './collections/careers'
import { LiveHelpConversations, LiveHelpMessages, LiveHelpReplies } from './collections/live-help'
import { BlogCategories } from './collections/blog/categories'
import { BlogPosts } from './collections/blog/posts'
import { DemoRequests, NewsLetters, WebhookDeliveries } from './collections/leads'
import { Outbox } from './collections/outbox'
import { Policies } from './collections/policies'
import { Pages } from './collections/pages'
import { AddOns, ComparisonRows, Plans } from './collections/pricing'
import { redirects } from './collections/redirects'
import { Media } from './collections/media'
import { Users } from './collections/users'
import { nobodyRuns } from './collections/access'
import { hiddenFieldsOutOfLists } from './collections/hidden-fields'
import { withRoleMenus } from './collections/menus'
import { ADMIN_TRANSLATIONS } from './config/admin-texts'
import { SCHEDULER } from './config/behaviour'
import { env } from './env'
import { GLOBALS } from './globals'
import { migrations as postgresMigrations } from './migrations/postgres'
import { migrations as sqliteMigrations } from './migrations/sqlite'
import { withFailedCommitsReported } from './server/platform/db/transactions'
import { emailAdapter } from './server/platform/email/adapter'
import { withGuardedDocumentLocks } from './server/platform/admin/document-locks'
import { withScheduledPublishing } from './server/platform/scheduled-publish/targets'
import { clientErrorsAsInfo } from './server/platform/log'
import { requestIdMixin } from './server/platform/request-context'
import { startInstance } from './server/platform/scale-out'
import { mediaStoragePlugin } from './server/platform/storage/s3'
import { logWebhookConfiguration } from './server/leads/delivery'
import { registerRedirectLoader } from './server/redirects/lookup'
import { loadRedirectTable } from './server/redirects/table'

const dirname = path.dirname(fileURLToPath(import.meta.url))

function database(): DatabaseAdapterObj {
  if (env.dialect === 'postgres') {
    return withFailedCommitsReported(
      postgresAdapter({
        pool: { connectionString: env.DATABASE_URL },
        migrationDir: path.resolve(dirname, 'migrations/postgres'),
        prodMigrations: postgresMigrations,
        push: env.dbPush,
      }),
    )
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

// Payload's own document-lock collection gets our rules once sanitized (src/server/platform/admin/document-locks.ts).
export default buildConfig({
  serverURL: env.PUBLIC_URL,
  secret: env.PAYLOAD_SECRET,
  telemetry: false,
  admin: {
    user: Users.slug,
    avatar: 'default',
    // ERPZ's own look (decision 162): logo, icon, favicon, title.
    components: {
      graphics: { Logo: '/components/admin/brand#AdminLogo', Icon: '/components/admin/brand#AdminIcon' },
      // The Schedule Publish drawer shows a refused schedule instead of a false success (decision 173).
      providers: ['/components/admin/schedule-errors#ScheduleErrorsProvider'],
      // The admin's home opens on what needs the team today (issue 29): leads, failed deliveries,
      // meetings, drafts and schedules, each for the roles that work on them.
      beforeDashboard: ['/components/admin/team-dashboard#TeamDashboard', '/app/(payload)/admin/analytics-panel#AnalyticsPanel'],
    },
    meta: {
      titleSuffix: ' — ERPZ CMS',
      icons: [{ rel: 'icon', type: 'image/svg+xml', url: '/favicon.svg' }],
      openGraph: { siteName: 'ERPZ CMS', images: [{ url: '/brand/og-default.png', width: 1200, height: 630 }] },
    },
    importMap: { baseDir: path.resolve(dirname) },
    // The Schedule Publish drawer names the zone of its time: the editor's own, else the office's (decision 198).
    timezones: { defaultTimezone: SCHEDULER.officeTimeZone, supportedTimezones: ({ defaultTimezones }) => [...defaultTimezones, { label: 'UTC', value: 'UTC' }] },
  },
  // Nothing raw in the admin (issue 44, decision 198): an empty cell reads "—", not "<No Price>".
  i18n: { translations: ADMIN_TRANSLATIONS },
  // Scheduled publish/unpublish is switched on here for what SCHEDULED_PUBLISH lists (decision 155);
  // each role's menu and the order of its groups come from src/collections/menus.ts (decision 198).
  // prettier-ignore
  ...withScheduledPublishing(withRoleMenus({
    collections: [
      Users,
      Media,
      Pages,
      Plans,
      AddOns,
      ComparisonRows,
      BlogCategories,
      BlogPosts,
      Policies,
      DemoRequests,
      NewsLetters,
      WebhookDeliveries,
      Bookings,
      LiveHelpConversations,
      LiveHelpMessages,
      LiveHelpReplies,
      Outbox,
      AnalyticsEvents,
      AnalyticsSalts,
      AnalyticsDaily,
      Openings,
      Applications,
      Cvs,
      HrDeletions,
      ...ACCOUNT_COLLECTIONS,
    ],
    // The header, footer and site settings (issue 31, decision 160).
    globals: GLOBALS,
  })),
  email: emailAdapter(env.SMTP_URL, env.MAIL_FROM),
  // The SEO plugin adds no fields of its own here (no collections): blog posts use its fields directly
  // under their stored names (src/collections/blog/fields.ts); it brings those fields' admin texts.
  // The redirects plugin brings the `redirects` collection (decision 171). Last, every hidden field
  // is taken out of the lists' columns and filters, the plugins' too (decision 201).
  plugins: [mediaStoragePlugin(), seoPlugin({ collections: [] }), redirects(), hiddenFieldsOutOfLists],
  // No Payload jobs: its runner claims by find-then-update, so two instances send the same job
  // (decision 080). Deliveries go through our outbox (src/server/platform/outbox), started by our server (decision 187).
  // Payload still mounts its job endpoints; with no tasks nobody has a reason to call them.
  jobs: { tasks: [], access: { run: nobodyRuns, queue: nobodyRuns, cancel: nobodyRuns } },
  onInit: (payload) => {
    startInstance(payload)
    // The proxy answers redirects from this table (decision 171); it has no Payload of its own.
    registerRedirectLoader(() => loadRedirectTable(payload))
    logWebhookConfiguration(payload)
  },
  editor: lexicalEditor(),
  db: database(),
  sharp,
  // Payload regenerates the types in a child process at every start outside production. Only a
  // developer's `npm run dev` wants that: every integration test file starts Payload, and each start
  // spent about 12 s of CPU on it (619 s in a full run, more than the integration tests' own 257 s;
  // decision 214).
  // tests/integration/payload-types.test.ts checks that the committed file matches the config.
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts'), autoGenerate: env.NODE_ENV === 'development' },
  graphQL: { disable: true },
  logger: { options: { level: env.LOG_LEVEL, mixin: requestIdMixin, hooks: { logMethod: clientErrorsAsInfo } } },
}).then(withGuardedDocumentLocks)
