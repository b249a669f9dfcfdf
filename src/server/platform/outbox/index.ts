import 'server-only'

import crypto from 'node:crypto'

import { createLocalReq, type Payload, type PayloadRequest } from 'payload'

import { env } from '@/env'
import { logger } from '@/server/platform/log'

import { retryDelayMs } from './backoff'
import { claimItems, insertItem, insertItemOnce, pruneItems, settleItem, type Settlement } from './store'

export type { Settlement } from './store'

/** What a handler gets: the item's input and which attempt this is (1-based, counting crashes). */
export type OutboxJob<Input> = { payload: Payload; input: Input; attempt: number; id: number }

export type OutboxHandler<Input> = {
  /** Rejects input that is not this kind's shape (checked before the handler runs). */
  parse: (input: unknown) => Input
  /** Decides the outcome; a throw is retried with exponential backoff up to `maxAttempts`. */
  run: (job: OutboxJob<Input>) => Promise<Settlement>
  maxAttempts: () => number
  retryBaseMs: () => number
}

/**
 * One kind of queued work: its name in the table and its handler. Made by `defineOutboxKind` in the
 * module that owns the work, listed in the worker's kinds (src/server/worker.ts), and passed to
 * `enqueue`, so a kind nobody defined, or input of the wrong shape, does not compile.
 */
export type OutboxKind<Input> = { readonly kind: string; readonly handler: OutboxHandler<Input> }

/** Names the handler of one kind of work (`lead-webhook`, `booking-mail`, …). */
export function defineOutboxKind<Input>(kind: string, handler: OutboxHandler<Input>): OutboxKind<Input> {
  return { kind, handler }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of kinds of any input
export type AnyOutboxKind = OutboxKind<any>

const wakers = new Set<() => void>()

/** Tells this process's worker there is new work, so it does not wait for its next poll. */
export function wakeOutbox(): void {
  for (const wake of wakers) wake()
}

/**
 * Queues work of `kind`. Pass the caller's `req` to write it in the caller's transaction; call
 * `wakeOutbox()` after the commit for prompt delivery (other instances find it by polling).
 */
export async function enqueue<Input>(
  payload: Payload,
  { kind }: OutboxKind<Input>,
  input: Input,
  options: { req?: PayloadRequest; dedupeKey?: string; runAt?: Date } = {},
): Promise<void> {
  await insertItem(payload, { kind, input, dedupeKey: options.dedupeKey, runAt: options.runAt }, options.req)
}

/**
 * Queues work of `kind` under `dedupeKey` unless an item with that key is already queued
 * (`among: 'pending'`) or was ever queued (`'any'`), atomically, across instances: a double click,
 * a retried request or two instances' timers queue it once. Returns 'queued' or 'already_queued'.
 */
export async function enqueueOnce<Input>(
  payload: Payload,
  { kind }: OutboxKind<Input>,
  input: Input,
  options: { dedupeKey: string; among: 'pending' | 'any'; req?: PayloadRequest; runAt?: Date },
): Promise<'queued' | 'already_queued'> {
  const req = options.req ?? (await createLocalReq({}, payload))
  const added = await insertItemOnce(payload, { kind, input, dedupeKey: options.dedupeKey, runAt: options.runAt }, options.among, req)
  return added ? 'queued' : 'already_queued'
}

export type WorkerOptions = {
  /** The kinds this worker runs (src/server/worker.ts lists them all). */
  kinds: readonly AnyOutboxKind[]
  /** Items handled at once by this process. */
  concurrency: number
  /** How long a claim holds; must outlast the slowest handler (a webhook times out first). */
  leaseMs: number
  /** Longest wait between polls when there is no work. */
  maxIdleMs: number
  /** Jobs run every `maintenanceMs` (re-queue orphans, prune). */
  maintenance?: Array<(payload: Payload) => Promise<unknown>>
  maintenanceMs?: number
}

export type OutboxWorker = { id: string; stop: () => Promise<void>; inFlight: () => number }

const MIN_IDLE_MS = 25
const KEEP_DONE_MS = 7 * 24 * 3600_000

/**
 * Claims due items and runs their handlers, at most `concurrency` at a time. Polls again at once
 * while it finds work, and backs off to `maxIdleMs` while it does not.
 */
export function startOutboxWorker(payload: Payload, options: WorkerOptions): OutboxWorker {
  const id = `${process.pid}-${crypto.randomBytes(4).toString('hex')}`
  let claimSeq = 0
  let stopped = false
  let inFlight = 0
  let idleMs = MIN_IDLE_MS
  let wake: (() => void) | undefined
  const running = new Set<Promise<void>>()
  const handlers = new Map(options.kinds.map(({ kind, handler }) => [kind, handler]))

  const nap = (ms: number) =>
    new Promise<void>((resolve) => {
      // Stopping wakes a nap; a nap begun after `stop()` (the loop was claiming) must not start.
      if (stopped) return resolve()
      // Never what keeps a process alive: a server has its socket, a script ends when done.
      const timer = setTimeout(done, ms).unref()
      function done() {
        clearTimeout(timer)
        wake = undefined
        resolve()
      }
      wake = done
    })
  const waker = () => {
    idleMs = MIN_IDLE_MS
    wake?.()
  }
  wakers.add(waker)

  async function handle(item: Awaited<ReturnType<typeof claimItems>>[number], token: string) {
    const handler = handlers.get(item.kind)
    let settlement: Settlement
    if (!handler) {
      settlement = { status: 'failed', error: `no handler for ${item.kind}` }
    } else {
      try {
        // Input of the wrong shape throws here, and is retried and then failed like any error.
        settlement = await handler.run({ payload, input: handler.parse(item.input), attempt: item.attempts, id: item.id })
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error)
        logger.error({ err: error, kind: item.kind, item: item.id, attempt: item.attempts }, 'outbox handler failed')
        settlement =
          item.attempts >= handler.maxAttempts()
            ? { status: 'failed', error: message }
            : { status: 'retry', at: new Date(Date.now() + retryDelayMs(item.attempts, handler.retryBaseMs())), error: message }
      }
    }
    try {
      await settleItem(payload, item.id, token, settlement)
    } catch (error) {
      // The lease runs out and the item is claimed again: at worst delivered twice, never lost.
      logger.error({ err: error, item: item.id }, 'could not record an outbox outcome')
    }
  }

  async function loop() {
    while (!stopped) {
      const free = options.concurrency - inFlight
      if (free <= 0) {
        await nap(1000) // woken when a slot frees
        continue
      }
      let claimed: Awaited<ReturnType<typeof claimItems>> = []
      const token = `${id}:${++claimSeq}`
      try {
        const now = new Date()
        claimed = await claimItems(payload, token, free, now, new Date(now.getTime() + options.leaseMs))
      } catch (error) {
        if (stopped) break
        logger.error({ err: error }, 'outbox claim failed')
        await nap(options.maxIdleMs)
        continue
      }
      for (const item of claimed) {
        inFlight++
        const task = handle(item, token).finally(() => {
          inFlight--
          running.delete(task)
          wake?.()
        })
        running.add(task)
      }
      if (claimed.length === free) continue // there may be more: claim again as slots free up
      if (claimed.length > 0) {
        idleMs = MIN_IDLE_MS
        await nap(MIN_IDLE_MS)
        continue
      }
      await nap(idleMs)
      idleMs = Math.min(idleMs * 2, options.maxIdleMs)
    }
  }

  const maintenance = [...(options.maintenance ?? []), (p: Payload) => pruneItems(p, new Date(Date.now() - KEEP_DONE_MS))]
  const runMaintenance = async () => {
    for (const job of maintenance) {
      await job(payload).catch((error: unknown) => logger.error({ err: error }, 'outbox maintenance failed'))
    }
  }
  void runMaintenance()
  const maintenanceTimer = setInterval(() => void runMaintenance(), options.maintenanceMs ?? 60_000)
  maintenanceTimer.unref()

  const looping = loop()
  logger.info({ worker: id, concurrency: options.concurrency }, 'outbox worker started')

  return {
    id,
    inFlight: () => inFlight,
    stop: async () => {
      stopped = true
      clearInterval(maintenanceTimer)
      wakers.delete(waker)
      wake?.()
      await looping
      // Items already started finish (or their lease runs out if the process exits first).
      await Promise.all(running)
    },
  }
}

/** Worker settings from the environment (ERPZ_OUTBOX_*, ERPZ_JOBS_INTERVAL_SECONDS). */
export const workerOptionsFromEnv = (): Omit<WorkerOptions, 'kinds' | 'maintenance'> => ({
  concurrency: env.ERPZ_OUTBOX_CONCURRENCY,
  leaseMs: env.ERPZ_OUTBOX_LEASE_MS,
  maxIdleMs: env.ERPZ_JOBS_INTERVAL_SECONDS * 1000,
})
