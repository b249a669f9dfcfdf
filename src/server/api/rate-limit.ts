import 'server-only'

import { ApiError } from './envelope'

/**
 * A fixed-window counter in process memory. Good for one instance; several instances each count
 * their own share (docs/decisions/044).
 */
export class RateLimiter {
  private readonly hits = new Map<string, { count: number; resetAt: number }>()

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one hit; throws a 429 with Retry-After when the key is over its limit. */
  consume(key: string): void {
    const now = this.now()
    if (this.hits.size > 10_000) this.sweep(now)
    let entry = this.hits.get(key)
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + this.windowMs }
      this.hits.set(key, entry)
    }
    entry.count += 1
    if (entry.count > this.limit) {
      const retryAfter = Math.max(1, Math.ceil((entry.resetAt - now) / 1000))
      throw new ApiError(429, 'Too many requests. Please try again later.', { retryAfter }, { 'retry-after': String(retryAfter) })
    }
  }

  reset(): void {
    this.hits.clear()
  }

  private sweep(now: number) {
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key)
  }
}
