/**
 * `npm start` keeps the server process running (docs/decisions/150): when it dies without having
 * been asked to stop (a crash, an out-of-memory abort, a `kill -9`), it is started again after a
 * short backoff that doubles with each crash in a row; when it keeps dying (`maxCrashes` within
 * `windowMs`) `npm start` gives up with a message and exit code 1, so a process manager above it
 * sees the failure instead of a loop. SIGTERM/SIGINT to `npm start` are forwarded to the server,
 * which drains (scripts/serve.ts), and nothing is restarted.
 */
import type { ChildProcess } from 'node:child_process'

export type CrashPolicy = {
  /** Wait before the first restart; doubled for each further crash within the window. */
  initialBackoffMs: number
  maxBackoffMs: number
  /** This many crashes within `windowMs` and we stop restarting. */
  maxCrashes: number
  windowMs: number
}

export const DEFAULT_CRASH_POLICY: CrashPolicy = { initialBackoffMs: 250, maxBackoffMs: 8_000, maxCrashes: 5, windowMs: 60_000 }

export type CrashDecision = { action: 'restart'; delayMs: number; recent: number } | { action: 'give-up'; recent: number }

/** Remembers when the server crashed and decides what to do about the latest crash. */
export class CrashHistory {
  private crashes: number[] = []

  constructor(private readonly policy: CrashPolicy = DEFAULT_CRASH_POLICY) {}

  /** Records a crash at `now` (ms) and decides. */
  record(now: number): CrashDecision {
    this.crashes = [...this.crashes.filter((at) => now - at < this.policy.windowMs), now]
    const recent = this.crashes.length
    if (recent >= this.policy.maxCrashes) return { action: 'give-up', recent }
    const delayMs = Math.min(this.policy.maxBackoffMs, this.policy.initialBackoffMs * 2 ** (recent - 1))
    return { action: 'restart', delayMs, recent }
  }
}

/** How a process ended, as people read it. */
export function describeExit(code: number | null, signal: NodeJS.Signals | null): string {
  if (signal) return `killed by ${signal}`
  if (code === 134) return 'exit code 134 (aborted: V8 stops the process this way when the heap is full)'
  return `exit code ${code}`
}

/** What the supervisor needs of a child process (a real ChildProcess, or a fake in tests). */
export type Supervised = Pick<ChildProcess, 'pid' | 'kill' | 'once'>

export type SuperviseOptions = {
  /** Starts one server process. */
  spawn: () => Supervised
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

  const start = () => {
    pending = undefined
    starts++
    const current = spawn()
    child = current
    if (starts > 1) log(`▸ Server process ${current.pid} started again (start ${starts})`)
    current.once('exit', (code: number | null, signal: NodeJS.Signals | null) => {
      child = undefined
      if (stopping) {
        exit(code ?? (signal ? 1 : 0))
        return
      }
      const how = describeExit(code, signal)
      const decision = history.record(now())
      const minutes = policy.windowMs / 1000
      if (decision.action === 'give-up') {
        log(
          `✖ The server process ${current.pid} died (${how}): ${decision.recent} crashes within ${minutes} s. ` +
            'Not restarting it again; see the log above for the cause, fix it, then start ERPZ again.',
        )
        exit(1)
        return
      }
      log(
        `✖ The server process ${current.pid} died (${how}); restarting it in ${(decision.delayMs / 1000).toFixed(2)} s ` +
          `(${decision.recent} ${decision.recent === 1 ? 'crash' : 'crashes'} within ${minutes} s; at ${policy.maxCrashes} it is not restarted).`,
      )
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
