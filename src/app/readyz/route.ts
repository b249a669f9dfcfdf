import { readiness } from '@/server/health/readiness'

export const dynamic = 'force-dynamic'

/** Readiness for a load balancer (liveness is /healthz, answered by scripts/serve.ts). */
export async function GET() {
  const result = await readiness()
  return Response.json(result, { status: result.ready ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
