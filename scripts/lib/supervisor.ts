/**
 * `npm start` keeps the server process running (docs/decisions/150, 190): when it dies without
 * having been asked to stop (a crash, an out-of-memory abort, a `kill -9`), it is started again
 * after a backoff that doubles with each crash in a row, at most `maxBackoffMs`. It never gives up
 * on its own: five requests from a stranger must not keep the site down until a person comes.
 * `loopCrashes` within `windowMs` is a crash loop: an alarm in the log and in the server's metrics
 * (`erpz_server_crash_loop`), not an exit. Each crash is logged with how the process ended and the
 * requests with a body it was handling (scripts/lib/in-flight.ts). SIGTERM/SIGINT to `npm start`
 * are forwarded to the server, which drains (scripts/serve.ts), and nothing is restarted.
 */
import type { ChildProcess } from 'node:child_process'

import { SUPERVISOR } from '../../src/config/behaviour'

import { InFlightRequests, isInFlightMessage } from './in-flight'

export type CrashPolicy = {
  /** Wait before the first restart; doubled for each further crash within the window. */
  initialBackoffMs: number
  maxBackoffMs: number
  /** This many crashes within `windowMs` is a crash loop: an alarm, still restarted. */
  loopCrashes: number
  windowMs: number
}

export const DEFAULT_CRASH_POLICY: CrashPolicy = SUPERVISOR

export type CrashDecision = { delayMs: number; recent: number; loop: boolean }

/** What the server process is told of its supervisor's record (its metrics show it). */
export const CRASHES_ENV = { total: 'ERPZ_SUPERVISOR_CRASHES', recent: 'ERPZ_SUPERVISOR_RECENT_CRASHES', lastAt: 'ERPZ_SUPERVISOR_LAST_CRASH_AT' } as const

/** Remembers when the server crashed and decides what to do about the latest crash. */
export class CrashHistory {
  private crashes: number[] = []

  constructor(private readonly policy: CrashPolicy = DEFAULT_CRASH_POLICY) {}

  /** Records a crash at `now` (ms) and decides how long to wait before the next start. */
  record(now: number): CrashDecision {
    this.crashes = [...this.crashes.filter((at) => now - at < this.policy.windowMs), now]
    const recent = this.crashes.length
    // Past the window the count starts again, but the wait does not grow without bound either way.
    const delayMs = Math.min(this.policy.maxBackoffMs, this.policy.initialBackoffMs * 2 ** Math.min(recent - 1, 20))
    return { delayMs, recent, loop: recent >= this.policy.loopCrashes }
  }
}

/** How a process ended, as people read it. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `killed by ${signal}`
  if (code === 134) return 'exit code 134 (aborted: V8 stops the process this way when the heap is full)'
  return `exit code ${code}`
}

/** What the supervisor needs of a child process (a real ChildProcess, or a fake in tests). */
export type Supervised = Pick<ChildProcess, 'pid' | 'kill' | 'once' | 'on'>

/** The supervisor's record, handed to each server process it starts (CRASHES_ENV). */
export type CrashRecord = { total: number; recent: number; loop: boolean; lastAt: number }

export type SuperviseOptions = {
  /** Starts one server process, told the supervisor's record so far. */
  spawn: (record: CrashRecord) => Supervised
  policy?: CrashPolicy
  log?: (line: string) => void
  /** Ends `npm start` (process.exit). */
  exit?: (code: number) => void
  now?: () => number
  setTimer?: (callback: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
  /** Registers the handler of a stop request (SIGTERM/SIGINT) for `npm start`. */
  onStopSignal?: (handler: (signal: NodeJS.Signals) => void) => void
}

/** Runs the server under supervision; returns a handle for tests. */
export function supervise({
  spawn,
  policy = DEFAULT_CRASH_POLICY,
  log = (line) => console.error(line),
  exit = (code) => process.exit(code),
  now = Date.now,
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as NodeJS.Timeout),
  onStopSignal = (handler) => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => handler(signal))
  },
}: SuperviseOptions) {
  const history = new CrashHistory(policy)
  let child: Supervised | undefined
  let stopping: NodeJS.Signals | undefined
  let pending: unknown
  let starts = 0
  const record: CrashRecord = { total: 0, recent: 0, loop: false, lastAt: 0 }

  const start = () => {
    pending = undefined
    starts++
    const current = spawn({ ...record })
    child = current
    if (starts > 1) log(`▸ Server process ${current.pid} started again (start ${starts})`)
    const inFlight = new InFlightRequests()
    current.on('message', (message: unknown) => {
      if (isInFlightMessage(message)) inFlight.record(message)
    })
    current.once('exit', (code: number | null, signal: NodeJS.Signals | null) => {
      child = undefined
      if (stopping) {
        exit(code ?? (signal ? 1 : 0))
        return
      }
      const how = describeExit(code, signal)
      const at = now()
      const decision = history.record(at)
      Object.assign(record, { total: record.total + 1, recent: decision.recent, loop: decision.loop, lastAt: at })
      const seconds = policy.windowMs / 1000
      const requests = inFlight.describeAndClear()
      log(
        `✖ The server process ${current.pid} died (${how}); restarting it in ${(decision.delayMs / 1000).toFixed(2)} s ` +
          `(${decision.recent} ${decision.recent === 1 ? 'crash' : 'crashes'} within ${seconds} s).` +
          (requests ? `\n  Requests with a body it was handling: ${requests}` : ''),
      )
      if (decision.loop) {
        log(
          `✖ ALARM crash loop: ${decision.recent} crashes within ${seconds} s. npm start keeps restarting the server ` +
            `(waiting at most ${policy.maxBackoffMs / 1000} s between tries); the cause is in the log above.`,
        )
      }
      pending = setTimer(start, decision.delayMs)
    })
  }

  onStopSignal((signal) => {
    // A second signal (a process manager signalling the whole group) is forwarded too; serve.ts
    // drains once whatever it receives.
    stopping ??= signal
    if (pending !== undefined) {
      // Between a crash and its restart: nothing runs, nothing to drain.
      clearTimer(pending)
      pending = undefined
      exit(0)
      return
    }
    child?.kill(signal)
  })

  start()
  return {
    /** The running server process, if any. */
    current: () => child,
    starts: () => starts,
  }
}
