/**
 * Not a page: the module graph the outbox worker runs in (decision 080). Next.js bundles the app's
 * server code once per route; starting the worker from a route's graph reuses a copy the server
 * loads anyway instead of adding one. Our server (scripts/serve.ts) posts here once it listens,
 * with a secret only its process knows (decision 187); anyone else gets a 404.
 * The same graph carries the routes our server answers without Next.js's pipeline (decision 184).
 */
import { eventEndpoint } from '@/server/analytics/http'
import { ANALYTICS_EVENT_PATH } from '@/server/analytics/config'
import { isWorkerStartRequest, outsideRequests } from '@/server/platform/boot'
import { registerDirectRoute } from '@/server/platform/http/direct-routes'
import { startServerOutbox } from '@/server/worker'
import { agentStream } from '@/server/live-help/agent'
import { visitorStream } from '@/server/live-help/http'

// Side door (decision 184): the beacon's endpoint, answered by scripts/serve.ts without Next.js's
// pipeline (its lookup: `directRoute` in the request handler). Registered here because this graph
// is the one the server loads at start (below).
registerDirectRoute('POST', ANALYTICS_EVENT_PATH, eventEndpoint)
// Live Help's streams stay open for minutes (decision 211): served here, each costs a response and
// a timer instead of Next.js's request context for its whole life.
registerDirectRoute('GET', '/live-help/stream', visitorStream)
registerDirectRoute('GET', '/live-help/agent/stream', agentStream)

export const dynamic = 'force-dynamic'

const notFound = () => new Response('Not found', { status: 404 })

export function GET() {
  return notFound()
}

/**
 * Side door (decisions 080, 187): the worker starts in this route's graph, which the server loads
 * anyway (080's memory reason); only scripts/serve.ts's own POST after `listen` carries the secret.
 */
export async function POST(request: Request) {
  if (!isWorkerStartRequest(request)) return notFound()
  await outsideRequests(() => startServerOutbox())
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
}
