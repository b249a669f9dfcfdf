import { spawn } from 'node:child_process'
import path from 'node:path'

import { serverEntry } from './compile-server.mjs'
import { ROOT } from './root'

const PRELOAD = path.join(ROOT, 'scripts/lib/preload-lexical.mjs')

/**
 * Runs the compiled scripts/prepare.ts in a child process with plain Node (Lexical loaded first,
 * scripts/lib/preload-lexical.mjs) and resolves once it has reported success (decision 185); any
 * other end is the exit code `npm start` ends with.
 */
export function prepareDatabaseInChild(env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    let prepared = false
    const child = spawn(process.execPath, ['--import', PRELOAD, serverEntry('prepare')], { cwd: ROOT, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
    child.on('message', (message) => {
      if (message === 'prepared') prepared = true
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (prepared) return resolve()
      reject(new PrepareFailed(signal ? 1 : code || 1, signal ? `killed by ${signal}` : `exit code ${code}`))
    })
  })
}

/** Preparing the database ended without reporting success; `code` is what `npm start` exits with. */
export class PrepareFailed extends Error {
  constructor(
    readonly code: number,
    how: string,
  ) {
    super(`preparing the database did not finish (${how})`)
    this.name = 'PrepareFailed'
  }
}
