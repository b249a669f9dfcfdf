/** `npm run dev`: Next.js dev server on its own database file, schema pushed by Payload. */
Object.assign(process.env, { NODE_ENV: 'development' })
Object.assign(process.env, { NEXT_TELEMETRY_DISABLED: '1' })

const { env } = await import('../src/env')
const { prepareDatabase } = await import('../src/server/platform/db/prepare')
const { default: config } = await import('../src/payload.config')
const { runSeeds } = await import('../src/server/seed')
const { runNext } = await import('./lib/next-server')

await prepareDatabase({ config, seed: runSeeds })
runNext('dev', env.PORT, process.env)
export {}
