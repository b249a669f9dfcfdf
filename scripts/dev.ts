/** `npm run dev`: Next.js dev server on its own database file, schema pushed by Payload. */
Object.assign(process.env, { NODE_ENV: 'development' })
Object.assign(process.env, { NEXT_TELEMETRY_DISABLED: '1' })

const { env } = await import('../src/env')
const { prepareDatabase } = await import('../src/server/platform/db/prepare')
const { runNext } = await import('./lib/next-server')

await prepareDatabase()
runNext('dev', env.PORT, process.env)
export {}
