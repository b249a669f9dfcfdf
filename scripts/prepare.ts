/**
 * `npm start`'s first step, in a process of its own (decision 185): check the shared secrets,
 * migrate and seed. Payload and the whole schema (about 450 MB) leave with this process instead of
 * staying in the supervisor for the server's lifetime. It tells its parent it finished over IPC, so
 * that only a finished preparation counts, whatever the exit code.
 */
const { prepareDatabase } = await import('../src/server/platform/db/prepare')
const { exitOnDeploymentError } = await import('../src/server/platform/db/deployment')
const { default: config } = await import('../src/payload.config')
const { runSeeds } = await import('../src/server/seed')

// The supervisor passes the fingerprint of the sources it is about to serve (decision 209).
await exitOnDeploymentError(() => prepareDatabase({ config, seed: runSeeds, sources: process.env.ERPZ_PREPARE_SOURCES }))
// Exit at once: a pool Payload left open must not keep the process (and its memory) alive.
if (process.send) process.send('prepared', () => process.exit(0))
else process.exit(0)
export {}
