import { getAppPayload } from '@/server/endpoint'
import { readLeadGauges } from '@/server/leads/metrics'
import { scrapeMetrics } from '@/server/platform/metrics/scrape'

export const dynamic = 'force-dynamic'

/** Prometheus scrape endpoint, behind METRICS_TOKEN (issue 15). */
export async function GET(request: Request) {
  const result = await scrapeMetrics(request.headers.get('authorization'), async () => readLeadGauges(await getAppPayload()))
  return new Response(result.body, {
    status: result.status,
    headers: {
      'content-type': result.contentType,
      'cache-control': 'no-store',
      ...(result.status === 401 ? { 'www-authenticate': 'Bearer' } : {}),
    },
  })
}
