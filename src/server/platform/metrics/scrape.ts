import 'server-only'

import { env } from '@/env'
import { safeEqual } from '@/server/platform/safe-equal'
import { logger } from '@/server/platform/log'

import { metrics } from './registry'

export type MetricsResponse = { status: 200 | 401 | 404 | 500; body: string; contentType: string }

/**
 * GET /metrics: 404 unless METRICS_TOKEN is set, 401 without it as a bearer token.
 * `readDatabaseGauges` is the caller's: the domains fill their gauges from the database.
 */
export async function scrapeMetrics(authorization: string | null, readDatabaseGauges: () => Promise<void>): Promise<MetricsResponse> {
  const text = 'text/plain; charset=utf-8'
  if (!env.METRICS_TOKEN) return { status: 404, body: 'Not found\n', contentType: text }
  const given = authorization?.startsWith('Bearer ') ? authorization.slice('Bearer '.length) : ''
  if (!safeEqual(given, env.METRICS_TOKEN)) return { status: 401, body: 'Unauthorized\n', contentType: text }
  try {
    await readDatabaseGauges()
  } catch (err) {
    // The process metrics are still worth having when the database is away.
    logger.warn({ err }, 'metrics: the database gauges could not be read')
  }
  const { registry } = metrics()
  return { status: 200, body: await registry.metrics(), contentType: registry.contentType }
}
