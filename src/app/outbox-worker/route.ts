/**
 * Not a page: the module graph the outbox worker runs in (decision 080). Next.js bundles the app's
 * server code once per route and once more for instrumentation; starting the worker from a route's
 * graph reuses a copy the server loads anyway instead of adding one (about 25 MB of a 256 MB heap).
 * `src/instrumentation.ts` loads this entry at start-up and calls the starter registered here.
 * The same graph carries the routes our server answers without Next.js's pipeline (decision 184).
 */
import { eventEndpoint } from '@/server/analytics/http'
import { ANALYTICS_EVENT_PATH } from '@/server/analytics/config'
import { registerDirectRoute } from '@/server/http/direct-routes'
import { registerServerOutboxStarter } from '@/server/worker'

registerServerOutboxStarter()
// The beacon's endpoint, answered by scripts/serve.ts without Next.js's pipeline (decision 184).
registerDirectRoute('POST', ANALYTICS_EVENT_PATH, eventEndpoint)

export const dynamic = 'force-dynamic'

export function GET() {
  return new Response('Not found', { status: 404 })
}
