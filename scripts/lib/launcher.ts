import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Node's arguments for running one of our TypeScript scripts (a path from the project root) the
 * way `npm start` does: through scripts/lib/run-ts.mjs, which runs it under tsx and starts it
 * again if Node's module loader stalls on start-up (exit code 13, decision 149).
 */
export function runTsArgs(script: string, args: string[] = []): string[] {
  return [path.join(ROOT, 'scripts/lib/run-ts.mjs'), script, ...args]
}
