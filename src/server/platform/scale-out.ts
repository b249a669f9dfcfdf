import 'server-only'

import type { Payload } from 'payload'

import { shareLimitsWhenConfigured } from './http/shared-limits'
import { closePayloadAtShutdown } from './lifecycle'

/**
 * What a server instance sets up once Payload is up (issue 15): its shutdown hooks and the shared
 * rate-limit store when REDIS_URL is set. Called from Payload's onInit (src/payload.config.ts, which
 * also registers the proxy's redirect loader); scripts/serve.ts initialises Payload (one /readyz)
 * before it reports itself alive, so no request is counted before the store is in place.
 */
export function startInstance(payload: Payload): void {
  closePayloadAtShutdown(payload)
  shareLimitsWhenConfigured()
}
