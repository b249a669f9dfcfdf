/**
 * Next.js calls `register` once when a server starts (`npm start`, dev, every instance), before
 * any request. The outbox worker starts here so queued deliveries go out after a restart without
 * anyone visiting the site (decision 080).
 */
export async function register(): Promise<void> {
  // Set by Next.js itself (runtime, build phase); src/env.ts (fs, secrets) cannot load at the edge.
  // eslint-disable-next-line no-restricted-properties
  const { NEXT_RUNTIME, NEXT_PHASE } = process.env
  if (NEXT_RUNTIME !== 'nodejs' || NEXT_PHASE === 'phase-production-build') return
  const { startServerOutbox } = await import('./server/outbox/start')
  await startServerOutbox()
}
