import 'server-only'

import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

/** A budget: at most `points` per key within `durationSeconds` (a fixed window per key). */
export type LimitRule = { name: string; points: number; durationSeconds: number }

export type LimitResult = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number }

/**
 * Where the counters live. In memory by default (one instance); a shared store (Redis, issue 15)
 * is plugged in with `useLimiterStore` before the first request, and every limit then agrees
 * across instances.
 */
export type LimiterStore = (rule: LimitRule) => RateLimiterAbstract

const memoryStore: LimiterStore = (rule) =>
  new RateLimiterMemory({ keyPrefix: rule.name, points: rule.points, duration: rule.durationSeconds })

let store: LimiterStore = memoryStore
const limits = new Set<Limit>()

export function useLimiterStore(next: LimiterStore): void {
  store = next
  for (const limit of limits) limit.reset()
}

const retryAfter = (res: RateLimiterRes) => Math.max(1, Math.ceil(res.msBeforeNext / 1000))

/** One named budget, shared by every caller that imports it (rate-limiter-flexible underneath). */
export class Limit {
  private limiter: RateLimiterAbstract | undefined

  constructor(readonly rule: LimitRule) {
    limits.add(this)
  }

  private get backend(): RateLimiterAbstract {
    this.limiter ??= store(this.rule)
    return this.limiter
  }

  /** Counts `points` against `key`; refused (and not counted further) once the budget is spent. */
  async consume(key: string, points = 1): Promise<LimitResult> {
    try {
      const res = await this.backend.consume(key, points)
      return { allowed: true, remaining: res.remainingPoints }
    } catch (error) {
      if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: retryAfter(error) }
      throw error
    }
  }

  /** Whether `key` has spent its budget, without counting anything. */
  async check(key: string): Promise<LimitResult> {
    const res = await this.backend.get(key)
    if (res && res.consumedPoints >= this.rule.points) return { allowed: false, retryAfterSeconds: retryAfter(res) }
    return { allowed: true, remaining: this.rule.points - (res?.consumedPoints ?? 0) }
  }

  /** Forgets `key` (a success that clears earlier failures, or a token released after an error). */
  async forget(key: string): Promise<void> {
    await this.backend.delete(key)
  }

  /** Drops every counter (tests, or a change of store). */
  reset(): void {
    this.limiter = undefined
  }
}
