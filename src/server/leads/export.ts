import 'server-only'

import type { Payload, Where } from 'payload'

import { type CsvExport, isCsvExport } from '@/lib/csv-exports'
import { exportingStaff, plainText } from '@/server/auth/staff-export'

import { csvRow } from '@/server/platform/csv'

/** How the visitor found us (decision 169), after the original columns so existing imports keep working. */
const ATTRIBUTION_COLUMNS = [
  'attribution.touch', 'attribution.landing_page', 'attribution.referrer', 'attribution.utm.source', 'attribution.utm.medium',
  'attribution.utm.campaign', 'attribution.utm.term', 'attribution.utm.content', 'attribution.first_seen_at',
] as const

const EXPORTS = {
  leads: {
    collection: 'erpz-demo-requests',
    columns: [
      'id', 'createdAt', 'kind', 'name', 'email', 'company_name', 'phone', 'preffered_slot', 'message',
      'source_page', 'referrer', 'utm.source', 'utm.medium', 'utm.campaign', 'utm.term', 'utm.content',
      'delivery_status', 'webhook_id', ...ATTRIBUTION_COLUMNS, 'campaign_label',
    ],
  },
  newsletter: {
    collection: 'erpz-news-letters',
    columns: [
      'id', 'createdAt', 'email', 'source_page', 'referrer', 'utm.source', 'utm.medium', 'utm.campaign',
      'delivery_status', 'webhook_id', 'status', 'confirmed_at', 'unsubscribed_at', ...ATTRIBUTION_COLUMNS, 'campaign_label',
    ],
  },
  bookings: {
    collection: 'erpz-bookings',
    columns: [
      'id', 'createdAt', 'status', 'meeting_type', 'start', 'end', 'host', 'visitor_time_zone', 'name', 'email',
      'company_name', 'phone', 'message', 'lead', 'cancelled_at', 'cancelled_by',
    ],
  },
} as const satisfies Record<CsvExport, { collection: string; columns: readonly string[] }>

function pick(doc: object, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined), doc)
}

/**
 * GET /leads/export.csv?type=leads|newsletter|bookings[&kind=contact|demo]: every row as CSV, for
 * signed-in sales and admin staff only (the admin session cookie is checked by Payload). Without
 * `type`, leads; the admin's lists link here with their "Export as CSV" button.
 */
export async function exportLeadsCsv(payload: Payload, request: Request): Promise<Response> {
  const user = await exportingStaff(payload, request, 'leads')
  if (user instanceof Response) return user
  const params = new URL(request.url).searchParams
  const type = params.get('type') ?? 'leads'
  if (!isCsvExport(type)) return plainText('bad_request', 'Unknown export type: use type=leads, newsletter or bookings.')
  const { collection, columns } = EXPORTS[type]
  const kind = params.get('kind')
  const where: Where = type === 'leads' && (kind === 'contact' || kind === 'demo') ? { kind: { equals: kind } } : {}

  const encoder = new TextEncoder()
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      try {
        controller.enqueue(encoder.encode(csvRow([...columns])))
        for (let page = 1; ; page++) {
          const result = await payload.find({ collection, where, page, limit: 500, sort: '-createdAt', user, overrideAccess: false, depth: 0 })
          for (const doc of result.docs) {
            controller.enqueue(encoder.encode(csvRow(columns.map((column) => pick(doc, column)))))
          }
          if (!result.hasNextPage) break
        }
        controller.close()
      } catch (error) {
        controller.error(error)
      }
    },
  })
  const date = new Date().toISOString().slice(0, 10)
  return new Response(stream, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="erpz-${type}-${date}.csv"`,
      'cache-control': 'no-store',
    },
  })
}
