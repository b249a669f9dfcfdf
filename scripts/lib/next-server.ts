import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/** Runs `next <command>` as a child process and forwards termination signals to it. */
export function runNext(command: 'start' | 'dev', port: number, env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules/next/dist/bin/next'), command, '-p', String(port)],
    { cwd: ROOT, stdio: 'inherit', env: { ...env, NEXT_TELEMETRY_DISABLED: '1' } },
  )
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  return child
}
