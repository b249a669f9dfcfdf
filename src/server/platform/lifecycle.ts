/**
 * What this process must finish or close when it is told to stop (docs/decisions/103).
 * scripts/serve.ts runs the hooks after the last in-flight request has been answered. The
 * registry lives on `globalThis` because the server script and the app's code (inside Next's
 * bundle) are separate module graphs in one process.
 *
 * Phases: `work` (finish running jobs: the lead delivery worker) before
 * `connections` (close pools), so the work can still write its results.
 */
import 'server-only'

import { EventEmitter } from 'node:events'

import type { Payload } from 'payload'

export type ShutdownPhase = 'work' | 'connections'
type Registry = Map<string, { phase: ShutdownPhase; run: () => Promise<void> }>

// Side door: on `globalThis`, shared by the two module graphs of one process (decision 187); the
// app registers hooks, scripts/serve.ts runs them on SIGTERM.
const KEY = Symbol.for('erpz.shutdown-hooks')

function registry(): Registry {
  const holder = globalThis as { [KEY]?: Registry }
  holder[KEY] ??= new Map()
  return holder[KEY]
}

/** Registers (or replaces, by name) something to finish at shutdown. */
export function onShutdown(name: string, phase: ShutdownPhase, run: () => Promise<void>): void {
  registry().set(name, { phase, run })
}

/** Runs every hook, `work` first, each phase in parallel; a failing hook does not stop the others. */
export async function runShutdownHooks(report: (name: string, error: unknown) => void): Promise<void> {
  const hooks = [...registry().entries()]
  for (const phase of ['work', 'connections'] as const) {
    await Promise.all(
      hooks
        .filter(([, hook]) => hook.phase === phase)
        .map(async ([name, hook]) => {
          try {
            await hook.run()
          } catch (error) {
            report(name, error)
          }
        }),
    )
  }
}

/**
 * Closes Payload and its PostgreSQL pool: Payload's `destroy` leaves the pool open. A client
 * still checked out would make `end()` wait forever, so closing waits at most two seconds.
 */
export async function closePayload(payload: Payload): Promise<void> {
  await payload.destroy()
  const pool: unknown = 'pool' in payload.db ? payload.db.pool : undefined
  if (!(pool instanceof EventEmitter) || !('end' in pool) || typeof pool.end !== 'function') return
  // Already closed, or closing (a second close of one instance, as test clean-ups can do).
  if (('ended' in pool && pool.ended === true) || ('ending' in pool && pool.ending === true)) return
  pool.on('error', () => {}) // connections terminated after closing are expected
  const end: Promise<unknown> = pool.end()
  await Promise.race([end, new Promise((resolve) => setTimeout(resolve, 2000).unref())])
}

/** Registers the server's Payload: at shutdown, after the work phase, Payload and its pool close. Called from Payload's onInit. */
export function closePayloadAtShutdown(payload: Payload): void {
  onShutdown('payload', 'connections', () => closePayload(payload))
}
