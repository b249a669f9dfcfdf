/**
 * Next.js calls `register` once when a server starts (`npm start`, dev, every instance), before
 * any request. The outbox worker starts here so queued deliveries go out after a restart without
 * anyone visiting the site (decision 080).
 */
export async function register(): Promise<void> {
  // Set by Next.js itself per runtime; src/env.ts (fs, secrets) cannot load in the edge runtime.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServerOutbox } = await import('./server/outbox/start')
  await startServerOutbox()
}
