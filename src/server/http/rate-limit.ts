import 'server-only'

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number }

/**
 * A sliding-window limiter kept in this process's memory: at most `limit` hits per key within
 * `windowMs`. Per instance by design (decision 031); the clock is injectable for tests.
 */
export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 50_000,
}: {
  limit: number
  windowMs: number
  now?: () => number
  maxKeys?: number
}) {
  const hits = new Map<string, number[]>()

  function prune(at: number) {
    for (const [key, times] of hits) {
      if ((times.at(-1) ?? 0) <= at - windowMs) hits.delete(key)
    }
  }

  return {
    hit(key: string): RateLimitResult {
      const at = now()
      const recent = (hits.get(key) ?? []).filter((t) => t > at - windowMs)
      if (recent.length >= limit) {
        hits.set(key, recent)
        const oldest = recent[0] ?? at
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)) }
      }
      recent.push(at)
      hits.set(key, recent)
      if (hits.size > maxKeys) prune(at)
      return { allowed: true }
    },
    reset() {
      hits.clear()
    },
  }
}

export type RateLimiter = ReturnType<typeof createRateLimiter>
