// Runs one of our TypeScript scripts under tsx in a child Node process, and runs it again when
// Node ends it with exit code 13 (decision 149).
//
// Usage: node scripts/lib/run-ts.mjs <script.ts> [args...]
//
// Code 13 is "unsettled top-level await": the event loop emptied while the entry module still
// awaited something. Our scripts await nothing that can stay pending with the loop empty; on Node
// 20 it happens when a dynamic `import()` waits on the module hooks thread (tsx's and
// register.mjs's) and the answer never comes. It was seen once in CI, on `scripts/start.ts`,
// before the script had printed anything. Nothing is in flight when it happens (the loop is
// empty), so running the script again is safe. Plain JavaScript, so this file itself needs no
// hooks.
import { spawn } from 'node:child_process'
import path from 'node:path'

const ROOT = path.resolve(import.meta.dirname, '../..')
const UNSETTLED_TOP_LEVEL_AWAIT = 13
const ATTEMPTS = 3

/** Node's arguments for running `script` (relative to the project) under tsx. */
function tsArgs(script, args = []) {
  // Lexical first (decision 187): scripts that load the Payload config hit the same loader stall.
  const preload = path.join(ROOT, 'scripts/lib/preload-lexical.mjs')
  return ['--import', preload, '--import', 'tsx', '--import', path.join(ROOT, 'scripts/lib/register.mjs'), path.resolve(ROOT, script), ...args]
}

function main() {
  const [script, ...args] = process.argv.slice(2)
  if (!script) {
    console.error('usage: node scripts/lib/run-ts.mjs <script.ts> [args...]')
    process.exit(2)
  }
  let child
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      stopping = true
      child?.kill(signal)
    })
  }
  const run = (attempt) => {
    child = spawn(process.execPath, [...process.execArgv, ...tsArgs(script, args)], { stdio: 'inherit' })
    child.on('exit', (code, signal) => {
      if (code === UNSETTLED_TOP_LEVEL_AWAIT && !stopping && attempt < ATTEMPTS) {
        console.error(
          `\n! ${script} stopped with exit code 13 (a module import never finished, attempt ${attempt} of ${ATTEMPTS}); starting it again\n`,
        )
        run(attempt + 1)
        return
      }
      if (signal) {
        process.removeAllListeners(signal)
        process.kill(process.pid, signal)
        return
      }
      process.exit(code ?? 1)
    })
  }
  run(1)
}

// Always the entry point (nothing imports this file): no check against process.argv[1], which
// differs from this file's real path when the project sits behind a symbolic link.
main()
