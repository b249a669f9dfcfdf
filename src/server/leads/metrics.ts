import 'server-only'

import type { Payload } from 'payload'

import { DEMO_REQUESTS_SLUG, NEWSLETTERS_SLUG, WEBHOOK_DELIVERIES_SLUG } from '@/collections/leads'
import { metrics } from '@/server/platform/metrics/registry'

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

/** Reads the lead queue and delivery outcomes from the database into their gauges (GET /metrics). */
export async function readLeadGauges(payload: Payload): Promise<void> {
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
