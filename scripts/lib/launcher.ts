import path from 'node:path'

import { ROOT } from './root'

/**
 * Node's arguments for running one of our TypeScript scripts (a path from the project root) the
 * way the npm scripts other than `start` do: through scripts/lib/run-ts.mjs, which runs it under tsx and starts it
 * again if Node's module loader stalls on start-up (exit code 13, decision 149).
 */
export function runTsArgs(script: string, args: string[] = []): string[] {
  return [path.join(ROOT, 'scripts/lib/run-ts.mjs'), script, ...args]
}

/** What `npm start` runs (package.json), for tests that start the app exactly as it does. */
export const NPM_START_ARGS = [path.join(ROOT, 'scripts/start.mjs')]
