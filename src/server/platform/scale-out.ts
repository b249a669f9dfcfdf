import 'server-only'

import type { Payload } from 'payload'

import { shareLimitsWhenConfigured } from './http/shared-limits'
import { closePayloadAtShutdown } from './lifecycle'
import { registerRedirectLoader } from '@/server/redirects/lookup'
import { loadRedirectTable } from '@/server/redirects/table'

/**
 * What a server instance sets up once Payload is up (issue 15): its shutdown hooks, the shared
 * rate-limit store when REDIS_URL is set, and the loader of the proxy's redirect table. Called from Payload's onInit; scripts/serve.ts
 * initialises Payload (one /readyz) before it reports itself alive, so no request is counted
 * before the store is in place.
 */
export function startInstance(payload: Payload): void {
  closePayloadAtShutdown(payload)
  shareLimitsWhenConfigured()
  // The proxy answers redirects from this table (decision 171); it has no Payload of its own.
  registerRedirectLoader(() => loadRedirectTable(payload))
}
