/**
 * Not a page: the module graph the outbox worker runs in (decision 080). Next.js bundles the app's
 * server code once per route and once more for instrumentation; starting the worker from a route's
 * graph reuses a copy the server loads anyway instead of adding one (about 25 MB of a 256 MB heap).
 * `src/instrumentation.ts` loads this entry at start-up and calls the starter registered here.
 */
import { registerServerOutboxStarter } from '@/server/worker'

registerServerOutboxStarter()

export const dynamic = 'force-dynamic'

export function GET() {
  return new Response('Not found', { status: 404 })
}
