/**
 * Next.js calls `register` once when a server starts (`npm start`, dev, every instance), before
 * any request. The outbox worker starts here so queued deliveries go out after a restart without
 * anyone visiting the site (decision 080).
 */
const OUTBOX_STARTER = Symbol.for('erpz.outbox.start')
const OUTBOX_ROUTE = ['.next', 'server', 'app', 'outbox-worker', 'route.js']

export async function register(): Promise<void> {
  // NEXT_RUNTIME is 'edge' in edge bundles (replaced at build time, so this stays a member access)
  // and unset under our own server (scripts/serve.ts; only the `next` CLI sets 'nodejs'). The
  // build phase loads the hook too and must not start a worker. src/env.ts cannot load at the edge.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME === 'edge') return
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_PHASE === 'phase-production-build') return

  // A production build: load the outbox-worker route's compiled entry (the server preloads it
  // too; Node's module cache makes it one instance) and start the worker in that graph, whose
  // chunks the server has loaded anyway, instead of a separate copy of the app for this hook.
  const { createRequire } = await import('node:module')
  const fs = await import('node:fs')
  const path = await import('node:path')
  const entry = path.join(process.cwd(), ...OUTBOX_ROUTE)
  if (!fs.existsSync(entry)) {
    // Development (routes compile on demand): start from this graph instead.
    const { startServerOutbox } = await import('./server/worker')
    await startServerOutbox()
    return
  }
  const route: unknown = createRequire(entry)(/* turbopackIgnore: true */ entry)
  // Next.js evaluates a route's own module lazily, on its first request; this is that moment.
  const routeModule = typeof route === 'object' && route !== null && 'routeModule' in route ? route.routeModule : undefined
  if (typeof routeModule === 'object' && routeModule !== null && 'ensureUserland' in routeModule && typeof routeModule.ensureUserland === 'function') {
    await (routeModule.ensureUserland as () => Promise<void>).call(routeModule)
  }
  const start = (globalThis as Record<symbol, unknown>)[OUTBOX_STARTER]
  if (typeof start !== 'function') throw new Error('the outbox-worker route did not register its starter')
  await (start as () => Promise<unknown>)()
}
