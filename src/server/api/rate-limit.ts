import 'server-only'

import { createRateLimiter } from '@/server/http/rate-limit'

import { ApiError } from './envelope'

/**
 * The workspace API's limiter: the shared in-memory sliding window (per instance,
 * docs/decisions/044), answering an exceeded budget with the envelope's 429 and Retry-After.
 */
export class RateLimiter {
  private readonly window: ReturnType<typeof createRateLimiter>

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    now: () => number = Date.now,
  ) {
    this.window = createRateLimiter({ limit, windowMs, now })
  }

  /** Counts one hit; throws a 429 with Retry-After when the key is over its limit. */
  consume(key: string): void {
    const result = this.window.hit(key)
    if (result.allowed) return
    const retryAfter = result.retryAfterSeconds
    throw new ApiError(429, 'Too many requests. Please try again later.', { retryAfter }, { 'retry-after': String(retryAfter) })
  }

  reset(): void {
    this.window.reset()
  }
}
