/**
 * Every process the benchmark starts goes through here, so one place stops them all: at the end,
 * on an error, and on Ctrl-C. Processes start in their own group so their children stop too.
 */
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from 'node:child_process'
import fs from 'node:fs'

const running = new Set<ChildProcess>()

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
}

/** Starts `command` in its own process group, remembered until it is stopped. */
export function startProcess(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  const child = spawn(command, args, { ...options, detached: true })
  running.add(child)
  child.once('exit', () => running.delete(child))
  return child
}

/** Stops one process group: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopProcess(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    running.delete(child)
    return
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  killGroup(child, 'SIGTERM')
  const timer = setTimeout(() => killGroup(child, 'SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
  running.delete(child)
}

export async function stopAll(): Promise<void> {
  await Promise.all([...running].map((child) => stopProcess(child)))
}

const cleanups: Array<() => void> = []
/** Registers a synchronous clean-up (temp folders) that runs once when the process exits. */
export function onExit(cleanup: () => void): void {
  cleanups.push(cleanup)
}

let installed = false
/** Ctrl-C and termination stop the started processes before exiting; a plain exit kills them hard. */
export function installSignalHandlers(): void {
  if (installed) return
  installed = true
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      console.error(`\n✖ ${signal}: stopping the processes the benchmark started…`)
      void stopAll().finally(() => process.exit(130))
    })
  }
  process.on('exit', () => {
    for (const child of running) killGroup(child, 'SIGKILL')
    for (const cleanup of cleanups.splice(0)) {
      try {
        cleanup()
      } catch {
        // best effort at exit
      }
    }
  })
}

/**
 * Polls `url` until it answers with a status `accept` takes (any status by default) or `timeoutMs`
 * passes; fails early if `child` exits.
 */
export async function waitForHttp(
  url: string,
  timeoutMs: number,
  child?: ChildProcess,
  accept: (status: number) => boolean = () => true,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (let attempt = 0; Date.now() < deadline && attempt < 10_000; attempt++) {
    if (child && (child.exitCode !== null || child.signalCode !== null)) {
      throw new Error(`the server exited (code ${child.exitCode ?? child.signalCode}) before answering ${url}`)
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(5000) })
      await response.arrayBuffer()
      if (accept(response.status)) return
      await new Promise((resolve) => setTimeout(resolve, 250))
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`)
}

/** `getconf CLK_TCK` on Linux (USER_HZ, fixed at 100 on every architecture Node runs on). */
const CLOCK_TICKS_PER_SECOND = 100

/** CPU time (user + system, all threads) a process has used so far, in milliseconds. */
export function processCpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
  // utime and stime are fields 14 and 15; the fields after the command name start at field 3.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND
}

/** Pins this process (all its threads) to one CPU; children inherit it unless they re-pin. */
export function pinSelf(cpu: number): boolean {
  const result = spawnSync('taskset', ['-a', '-p', '-c', String(cpu), String(process.pid)], { stdio: 'ignore' })
  return result.status === 0
}
