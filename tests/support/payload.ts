/** A migrated Payload instance on the test file's own database (see integration-setup.ts). */
import { getPayload, type Payload } from 'payload'

import { env } from '@/env'
import config from '@/payload.config'
import { closePayload, migrateDatabase } from '@/server/db/prepare'

let instance: Promise<Payload> | undefined

export function getTestPayload(): Promise<Payload> {
  instance ??= (async () => {
    const payload = await getPayload({ config, key: env.DATABASE_URL })
    await migrateDatabase(payload)
    return payload
  })()
  return instance
}

export async function closeTestPayload(): Promise<void> {
  if (!instance) return
  const payload = await instance
  instance = undefined
  await closePayload(payload)
}
