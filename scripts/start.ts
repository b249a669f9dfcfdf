/**
 * `npm start`'s supervisor, compiled to dist/server/start.mjs and run with plain Node by
 * scripts/start.mjs (decision 187): migrate, seed an empty database, build when needed, serve on
 * PORT (3000), and start the server again when it crashes (scripts/lib/supervisor.ts). Environment
 * is validated first, so a bad value stops here with its name. Migrating and seeding run in a child
 * process that exits (scripts/prepare.ts, decision 185), so this supervisor stays small while the
 * server runs. A database this code already prepared (its sources' fingerprint recorded, a user to
 * sign in with) skips that child: a restart of the same code serves in half the time (decision 209).
 */
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' })
Object.assign(process.env, { NEXT_TELEMETRY_DISABLED: '1' })

const { env } = await import('../src/env')
const { buildFingerprint, ensureBuild } = await import('./lib/build')
const { superviseNext } = await import('./lib/next-server')
const { PrepareFailed, prepareDatabaseInChild } = await import('./lib/prepare-child')
const { checkSharedSecrets, exitOnDeploymentError, preparedFor } = await import('../src/server/platform/db/deployment')
const { adminLoginLine } = await import('../src/server/seed/admin-user')

const sources = buildFingerprint()
if (await preparedFor(sources)) {
  await exitOnDeploymentError(checkSharedSecrets)
  console.log('▸ The database is migrated and seeded for this code already')
  console.log(adminLoginLine())
} else {
  try {
    await prepareDatabaseInChild({ ...process.env, ERPZ_PREPARE_SOURCES: sources })
  } catch (error) {
    if (!(error instanceof PrepareFailed)) throw error
    // The child has said why (a DeploymentError's message, or its stack trace).
    process.exit(error.code)
  }
}
ensureBuild(sources)
console.log(`\n▸ ERPZ is starting on ${env.PUBLIC_URL} (database: ${env.dialect})\n`)
superviseNext(env.PORT, process.env)
export {}
