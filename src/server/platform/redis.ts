import 'server-only'

import { createClient } from 'redis'

import { env } from '@/env'
import { onShutdown } from '@/server/platform/lifecycle'
import { logger } from '@/server/platform/log'

export type RedisClient = ReturnType<typeof createClient>

let client: RedisClient | undefined

/**
 * The one Redis connection of this process (shared rate limits, readiness), or null when
 * REDIS_URL is not set. It connects and reconnects in the background; while Redis is away,
 * commands fail at once instead of queueing, so a request never waits on it.
 */
export function getRedis(): RedisClient | null {
  if (!env.REDIS_URL) return null
  if (client) return client
  const redis: RedisClient = createClient({
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
  redis.connect().catch((err: unknown) => logger.error({ err }, 'redis: could not connect'))
  onShutdown('redis', 'connections', async () => {
    client = undefined
    await redis.close().catch(() => {})
  })
  client = redis
  return redis
}
