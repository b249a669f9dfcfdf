import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 3

/**
 * Runs scripts/prepare.ts in a child process and resolves once it has reported success (decision
 * 185). A child that ends with Node 20's exit 13 before reporting is run again, as run-ts.mjs does
 * (decision 149); any other end without the report is the exit code `npm start` ends with.
 */
export function prepareDatabaseInChild(env: NodeJS.ProcessEnv): Promise<void> {
  const args = ['--import', 'tsx', '--import', path.join(ROOT, 'scripts/lib/register.mjs'), path.join(ROOT, 'scripts/prepare.ts')]
  const attempt = (n: number): Promise<void> =>
    new Promise((resolve, reject) => {
      let prepared = false
      const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] })
      child.on('message', (message) => {
        if (message === 'prepared') prepared = true
      })
      child.once('error', reject)
      child.once('exit', (code, signal) => {
        if (prepared) return resolve()
        if (code === UNSETTLED_TOP_LEVEL_AWAIT && n < ATTEMPTS) {
          console.error(`\n! preparing the database stopped with exit code 13 (attempt ${n} of ${ATTEMPTS}); starting it again\n`)
          return resolve(attempt(n + 1))
        }
        reject(new PrepareFailed(signal ? 1 : code || 1, signal ? `killed by ${signal}` : `exit code ${code}`))
      })
    })
  return attempt(1)
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
