import { getAppPayload } from '@/server/endpoint'
import { readiness } from '@/server/platform/health/readiness'
import { refreshGlobalsAfterStart } from '@/server/globals/refresh'

export const dynamic = 'force-dynamic'

/** Readiness for a load balancer (liveness is /healthz, answered by scripts/serve.ts). */
export async function GET() {
  const result = await readiness(getAppPayload)
  // The server's warm-up request is the first: pages built with other globals than the stored ones re-render.
  if (result.ready) await refreshGlobalsAfterStart()
  return Response.json(result, { status: result.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
