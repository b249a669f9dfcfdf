/**
 * Applies every migration to the database at DATABASE_URL and prints how many are recorded, for
 * the integration tests' template (tests/support/integration-template.ts). Run through
 * scripts/lib/run-ts.mjs with NODE_ENV=test, so `migrateDatabase` migrates here rather than leaving
 * it to the production adapter's `prodMigrations`.
 */
const { getPayload } = await import('payload')
const { default: config } = await import('../../src/payload.config')
const { env } = await import('../../src/env')
const { appMigrations, closePayload, migrateDatabase } = await import('../../src/server/platform/db/prepare')

const payload = await getPayload({ config, key: env.DATABASE_URL })
await migrateDatabase(payload)
const { totalDocs } = await payload.count({ collection: 'payload-migrations' })
await closePayload(payload)
// The parent checks this line, not the exit code (a script under tsx can exit 0 having done nothing).
console.log(`ERPZ_TEMPLATE_MIGRATIONS ${totalDocs}/${appMigrations().length}`)
process.exit(0)
export {}
