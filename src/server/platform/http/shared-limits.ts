import 'server-only'

import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'

import { env } from '@/env'
import { getRedis } from '@/server/platform/redis'

import { type LimitRule, useLimiterStore as setLimiterStore } from './rate-limit'

let installed = false

const memory = (rule: LimitRule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds })

/**
 * With REDIS_URL, every limit counts in Redis, so N instances still allow each client one budget
 * (issue 15). While Redis is unreachable each instance falls back to its own memory counters
 * (the insurance limiter): limits stay on, per instance, rather than failing requests.
 */
export function shareLimitsWhenConfigured(): void {
  const redis = getRedis()
  if (!redis || installed) return
  installed = true
  setLimiterStore(
    (rule) =>
      new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        keyPrefix: `${env.REDIS_KEY_PREFIX}:limit:${rule.name}`,
        points: rule.points,
        duration: rule.durationSeconds,
        insuranceLimiter: memory(rule),
      }),
  )
}
