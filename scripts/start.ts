/**
 * `npm start`: migrate, seed an empty database, build when needed, serve on PORT (3000), and start
 * the server again when it crashes (scripts/lib/supervisor.ts). Environment is validated first, so
 * a bad value stops here with its name.
 */
if (!process.env.NODE_ENV) Object.assign(process.env, { NODE_ENV: 'production' })
Object.assign(process.env, { NEXT_TELEMETRY_DISABLED: '1' })

const { env } = await import('../src/env')
const { DeploymentError, prepareDatabase } = await import('../src/server/db/prepare')
const { ensureBuild } = await import('./lib/build')
const { superviseNext } = await import('./lib/next-server')

try {
  await prepareDatabase()
} catch (error) {
  if (!(error instanceof DeploymentError)) throw error
  console.error(`\n✖ ${error.message}\n`)
  process.exit(1)
}
ensureBuild()
console.log(`\n▸ ERPZ is starting on ${env.PUBLIC_URL} (database: ${env.dialect})\n`)
superviseNext(env.PORT, process.env)
export {}
