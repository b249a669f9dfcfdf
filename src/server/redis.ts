import 'server-only'

import { createClient } from 'redis'

import { env } from '@/env'
import { onShutdown } from '@/server/lifecycle'
import { logger } from '@/server/log'

export type RedisClient = ReturnType<typeof createClient>

let client: Promise<RedisClient> | undefined

/**
 * The one Redis connection of this process (shared rate limits, readiness), or null when
 * REDIS_URL is not set. It reconnects on its own; while Redis is away, commands fail at once
 * instead of queueing, so a request never waits on it.
 */
export function getRedis(): Promise<RedisClient> | null {
  if (!env.REDIS_URL) return null
  client ??= (async () => {
    const redis = createClient({
      url: env.REDIS_URL,
      disableOfflineQueue: true,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    })
    let reported = false
    redis.on('error', (err: unknown) => {
      if (!reported) logger.error({ err }, 'redis connection failed; retrying')
      reported = true
    })
    redis.on('ready', () => (reported = false))
    onShutdown('redis', 'connections', closeRedis)
    await redis.connect()
    return redis
  })().catch((error: unknown) => {
    client = undefined
    throw error
  })
  return client
}

/** Closes the connection at shutdown, if one was opened. */
export async function closeRedis(): Promise<void> {
  const open = client
  client = undefined
  if (!open) return
  const redis = await open.catch(() => null)
  await redis?.close().catch(() => {})
}
