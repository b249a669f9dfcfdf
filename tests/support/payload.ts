/** A migrated Payload instance on the test file's own database (see integration-setup.ts). */
import { getPayload, type Payload } from 'payload'

import { env } from '@/env'
import config from '@/payload.config'
import { closePayload, migrateDatabase } from '@/server/platform/db/prepare'

let instance: Promise<Payload> | undefined

export function getTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config, key: env.DATABASE_URL })
    await migrateDatabase(payload)
    return payload
  })()
  return instance
}

type CachedPayload = { payload: Payload | null; promise: Promise<Payload> | null }

/**
 * Closes every Payload instance this test file opened: its own, and the default one that route
 * handlers called directly get through getPayload({ config }). Left open, their pool's idle
 * connections die when the database is dropped and fail the run with an unhandled 57P01.
 */
export async function closeTestPayload(): Promise<void> {
  instance = undefined
  const cache = (globalThis as { _payload?: Map<string, CachedPayload> })._payload
  for (const [key, cached] of cache ?? []) {
    const payload = cached.payload ?? (await cached.promise?.catch(() => null)) ?? null
    cache?.delete(key)
    if (payload) await closePayload(payload)
  }
}
