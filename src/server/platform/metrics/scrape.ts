import 'server-only'

import config from '@payload-config'
import { getPayload } from 'payload'

import { DEMO_REQUESTS_SLUG, NEWSLETTERS_SLUG, WEBHOOK_DELIVERIES_SLUG } from '@/collections/leads'
import { env } from '@/env'
import { safeEqual } from '@/server/auth/safe-equal'
import { logger } from '@/server/platform/log'

import { metrics } from './registry'

const LEAD_COLLECTIONS = [DEMO_REQUESTS_SLUG, NEWSLETTERS_SLUG] as const

/** The delivery outcomes the webhook-deliveries collection records. */
function deliveryOutcomes(collectionConfig: { fields: unknown[] }): string[] {
  for (const field of collectionConfig.fields) {
    if (typeof field === 'object' && field && 'name' in field && field.name === 'outcome' && 'options' in field && Array.isArray(field.options)) {
      return field.options.map((option: unknown) =>
        typeof option === 'string' ? option : String((option as { value: unknown }).value),
      )
    }
  }
  return []
}

/** Reads the lead queue and delivery outcomes from the database into their gauges. */
async function readDatabaseGauges(): Promise<void> {
  const payload = await getPayload({ config })
  const m = metrics()
  const now = Date.now()
  await Promise.all(
    LEAD_COLLECTIONS.map(async (collection) => {
      const pending = { delivery_status: { equals: 'pending' } }
      const [{ totalDocs }, oldest] = await Promise.all([
        payload.count({ collection, where: pending }),
        payload.find({ collection, where: pending, sort: 'createdAt', limit: 1, depth: 0, pagination: false, select: { createdAt: true } }),
      ])
      const createdAt = oldest.docs[0]?.createdAt
      m.leadQueueDepth.set({ collection }, totalDocs)
      m.leadOldestPendingAge.set({ collection }, createdAt ? Math.max(0, (now - Date.parse(createdAt)) / 1000) : 0)
    }),
  )
  const outcomes = deliveryOutcomes(payload.collections[WEBHOOK_DELIVERIES_SLUG].config)
  await Promise.all(
    outcomes.map(async (outcome) => {
      const { totalDocs } = await payload.count({ collection: WEBHOOK_DELIVERIES_SLUG, where: { outcome: { equals: outcome } } })
      m.webhookDeliveries.set({ outcome }, totalDocs)
    }),
  )
}

export type MetricsResponse = { status: 200 | 401 | 404 | 500; body: string; contentType: string }

/** GET /metrics: 404 unless METRICS_TOKEN is set, 401 without it as a bearer token. */
export async function scrapeMetrics(authorization: string | null): Promise<MetricsResponse> {
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
