import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

const ROOT = path.resolve(import.meta.dirname, '../..')
const LAUNCHER = path.join(ROOT, 'scripts/lib/run-ts.mjs')

let dir: string
let script: string

// Stalls (a top-level await that never settles, so Node exits with code 13) on its first STALLS
// runs, then prints how often it ran and exits with EXIT_CODE.
const FIXTURE = `import fs from 'node:fs'
const marker = process.env.MARKER as string
const runs = fs.existsSync(marker) ? Number(fs.readFileSync(marker, 'utf8')) : 0
fs.writeFileSync(marker, String(runs + 1))
if (runs < Number(process.env.STALLS)) await new Promise(() => {})
console.log('ran after ' + runs + ' stalls with ' + process.argv.slice(2).join(' '))
process.exitCode = Number(process.env.EXIT_CODE ?? 0)
`

function launch(stalls: number, exitCode = 0, launcher = LAUNCHER) {
  const marker = path.join(dir, 'runs')
  const result = spawnSync(process.execPath, [launcher, script, 'one', 'two'], {
    cwd: ROOT,
    env: { ...process.env, MARKER: marker, STALLS: String(stalls), EXIT_CODE: String(exitCode) },
    encoding: 'utf8',
    timeout: 60_000,
  })
  if (!fs.existsSync(marker)) throw new Error(`the script never ran: ${result.stderr}${String(result.error ?? '')}`)
  return { ...result, runs: Number(fs.readFileSync(marker, 'utf8')) }
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'erpz-run-ts-'))
  script = path.join(dir, 'fixture.mts')
  fs.writeFileSync(script, FIXTURE)
})

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

// Each case starts Node under tsx up to three times: seconds apiece on a busy 2-core machine.
describe('run-ts launcher', { timeout: 60_000 }, () => {
  it('runs a script under tsx with its arguments and passes its exit code on', () => {
    const result = launch(0, 3)
    expect(result.stdout).toContain('ran after 0 stalls with one two')
    expect(result.status).toBe(3)
    expect(result.runs).toBe(1)
  })

  it('starts the script again when a top-level await never settled (exit code 13)', () => {
    const result = launch(2)
    expect(result.status).toBe(0)
    expect(result.runs).toBe(3)
    expect(result.stdout).toContain('ran after 2 stalls with one two')
    expect(result.stderr).toContain('stopped with exit code 13')
  })

  it('gives up after three attempts and exits with code 13', () => {
    const result = launch(5)
    expect(result.status).toBe(13)
    expect(result.runs).toBe(3)
    expect(result.stdout).not.toContain('ran after')
  })

  it('runs when the project is reached through a symbolic link (a release directory, say)', () => {
    const link = path.join(dir, 'current')
    fs.symlinkSync(ROOT, link)
    const result = launch(0, 0, path.join(link, 'scripts/lib/run-ts.mjs'))
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('ran after 0 stalls with one two')
  })
})
