/**
 * Next.js calls `register` once when a server starts (`npm start`, dev, every instance), before
 * any request. The outbox worker starts here so queued deliveries go out after a restart without
 * anyone visiting the site (decision 080).
 */
export async function register(): Promise<void> {
  // NEXT_RUNTIME is 'edge' in edge bundles (replaced at build time, so this stays a member access)
  // and unset under our own server (scripts/serve.ts; only the `next` CLI sets 'nodejs'). The
  // build phase loads the hook too and must not start a worker. src/env.ts cannot load at the edge.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === 'edge') return
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const { startServerOutbox } = await import('./server/outbox/start')
  await startServerOutbox()
}
