import 'server-only'

import { env } from '@/env'
import { safeEqual } from '@/server/platform/safe-equal'

import { BENCH_TOKEN_HEADER } from './bench-header'

/**
 * The benchmark's per-run secret (decision 062): lets its requests past an endpoint's rate limit
 * and nothing else. Unset in production, so nothing gets past.
 */
export function isBenchRequest(request: Request): boolean {
  const expected = env.ERPZ_BENCH_TOKEN
  const given = request.headers.get(BENCH_TOKEN_HEADER)
  return Boolean(expected && given && safeEqual(given, expected))
}
