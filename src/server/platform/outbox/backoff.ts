import 'server-only'

/**
 * Delay before the retry that follows failed attempt `attempt` (1-based): `base * 2^(attempt-1)`
 * stretched by up to 50% jitter, so a burst of failures does not retry in lock-step. Never
 * shorter than Payload's own exponential backoff for the same attempt (decision 032).
 */
export function retryDelayMs(attempt: number, baseMs: number, random: () => number = Math.random): number {
  const exponential = baseMs * 2 ** Math.max(0, attempt - 1)
  return Math.round(exponential * (1 + 0.5 * random()))
}

/** The longest the whole schedule can take: every retry at its maximum jitter. */
export function maxScheduleMs(attempts: number, baseMs: number): number {
  let total = 0
  for (let attempt = 1; attempt <= attempts; attempt++) total += retryDelayMs(attempt, baseMs, () => 1)
  return total
}
