import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { serverEntry } from './compile-server.mjs'
import { ROOT } from './root'
import { CRASHES_ENV, supervise } from './supervisor'


/**
 * Builds before decision 069 kept cached data (blog lists and posts) on disk across restarts, and
 * the database may have changed since (another DATABASE_URL, fresh seed). Caches are memory-only
 * now; this removes what an older server left behind.
 */
export function clearDataCache(): void {
  fs.rmSync(path.join(ROOT, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })
}


/**
 * Node flags of the production server (decision 068). Without a cap V8 sizes the heap from the
 * machine's memory and lets it grow to 500+ MB under load, mostly garbage not yet collected. 384 MB
 * (decision 177; 320 in decision 150, 256 in 068): with the CMS's pages, globals, plans and redirects
 * the heap left after a collection, page cache full, reached 216–242 MB under made-up searches, 68–76 %
 * of 320. The young generation's semi-spaces are 8 MB instead of V8's 16 (decision 188): the server's
 * RSS is what a host pays for, and the garbage of a request dies young either way.
 * `npm start`, the browser tests and the benchmark all use it.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=384', '--max-semi-space-size=8'] as const

/**
 * The production server's environment: `env` plus what the process needs from its start.
 * glibc gives each thread that allocates (libuv's pool compresses pages, reads files) an arena of
 * its own and keeps what they freed; two arenas hold the same work in ~30 MB less (decision 188).
 * An operator's own MALLOC_ARENA_MAX wins.
 */
export function serverEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', ...env, NEXT_TELEMETRY_DISABLED: '1' }
}

/**
 * The command line of our server (scripts/serve.ts, decision 071): in production the compiled
 * server with plain Node (decision 187; `compileServer()` writes it), in development the source
 * under tsx.
 */
export function serverArgs(command: 'start' | 'dev', port: number): string[] {
  if (command === 'start') return [...SERVER_NODE_FLAGS, serverEntry('serve'), command, String(port)]
  return ['--import', 'tsx', '--import', './scripts/lib/register.mjs', path.join(ROOT, 'scripts/serve.ts'), command, String(port)]
}

/** Runs the app's server as a child process and forwards termination signals to it. */
export function runNext(command: 'start' | 'dev', port: number, env: NodeJS.ProcessEnv): ChildProcess {
  clearDataCache()
  const child = spawn(process.execPath, serverArgs(command, port), {
    cwd: ROOT,
    stdio: 'inherit',
    env: serverEnv(env),
  })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => child.kill(signal))
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
  return child
}

/**
 * `npm start`'s server: our server in production mode, started again when it dies without being
 * asked to stop (scripts/lib/supervisor.ts, docs/decisions/150). Each process prints its pid.
 */
export function superviseNext(port: number, env: NodeJS.ProcessEnv) {
  clearDataCache()
  return supervise({
    spawn: (record) => {
      const child = spawn(process.execPath, serverArgs('start', port), {
        cwd: ROOT,
        // The IPC channel carries the requests in flight, for the crash's log line (scripts/lib/in-flight.ts).
        stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
        env: {
          ...serverEnv(env),
          [CRASHES_ENV.total]: String(record.total),
          [CRASHES_ENV.recent]: String(record.recent),
          [CRASHES_ENV.lastAt]: String(record.lastAt),
        },
      })
      console.log(`▸ Server process ${child.pid} (supervised by npm start, pid ${process.pid})`)
      return child
    },
  })
}
