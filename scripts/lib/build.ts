/**
 * Builds the Next.js app when `.next` is missing or older than its inputs, and compiles our server
 * (dist/server, decision 187) when its sources changed.
 */
import { spawnSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { addCompileHints } from './compile-hints'
import { writeCspManifest } from './csp-manifest'
import { clearDataCache } from './next-server'
import { buildPublicUrl, writeBuildAddress } from './public-address'
import { ROOT } from './root'

const STAMP = path.join(ROOT, '.next', 'erpz-build-stamp')
const INPUTS = ['src', 'public', 'package-lock.json', 'next.config.ts', 'postcss.config.mjs', 'tsconfig.json', 'scripts/lib/compile-hints.ts', 'scripts/lib/csp-policy.ts', 'scripts/lib/csp-manifest.ts']
// Values baked into the build: the scheduler's origin is in the CSP headers next.config.ts writes.
// Not PUBLIC_URL: read at run time, one build serves any address (decision 201).
const BUILD_ENV = ['SCHEDULER_URL']

function* files(entry: string): Generator<string> {
  const full = path.join(ROOT, entry)
  if (!fs.existsSync(full)) return
  if (fs.statSync(full).isFile()) {
    yield entry
    return
  }
  for (const child of fs.readdirSync(full).sort()) yield* files(path.join(entry, child))
}

export function buildFingerprint(): string {
  const hash = crypto.createHash('sha256')
  for (const input of INPUTS) {
    for (const file of files(input)) {
      hash.update(file)
      hash.update(fs.readFileSync(path.join(ROOT, file)))
    }
  }
  for (const name of BUILD_ENV) hash.update(`${name}=${process.env[name] ?? ''}`)
  return hash.digest('hex')
}

/** `fingerprint`: the sources' fingerprint when the caller has just computed it (buildFingerprint). */
export function ensureBuild(fingerprint?: string): void {
  // In a process of its own: esbuild's plugins need its asynchronous API, and this is synchronous.
  const compiled = spawnSync(process.execPath, [path.join(ROOT, 'scripts/lib/compile-server.mjs')], { cwd: ROOT, stdio: 'inherit' })
  if (compiled.status !== 0) throw new Error(`compiling the server failed (exit ${compiled.status})`)
  const current = fingerprint ?? buildFingerprint()
  const built = fs.existsSync(path.join(ROOT, '.next', 'BUILD_ID'))
  if (built && fs.existsSync(STAMP) && fs.readFileSync(STAMP, 'utf8') === current) return
  console.log(built ? '▸ Sources changed since the last build: rebuilding…' : '▸ No build yet: building…')
  // The prerender reads its pages through `unstable_cache`, which `next build` keeps on disk: an
  // entry an older build left (before a block gained a field) would be rendered instead of the seed.
  clearDataCache()
  const result = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'build'], {
    cwd: ROOT,
    stdio: 'inherit',
    // PORT is a serving concern: without it the build's default PUBLIC_URL is stable (buildPublicUrl).
    env: { ...process.env, PORT: undefined, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`)
  const hinted = addCompileHints(path.join(ROOT, '.next'))
  console.log(`▸ Compile hints on ${hinted.length} start-up chunks of the site (docs/decisions/148)`)
  const hashed = writeCspManifest(path.join(ROOT, '.next'))
  console.log(`▸ Inline script hashes of ${Object.keys(hashed).length} prerendered pages for their CSP (docs/decisions/152)`)
  // The address the prerendered pages name; a server at another renders them again (decision 201).
  writeBuildAddress(path.join(ROOT, '.next'), buildPublicUrl(process.env))
  fs.writeFileSync(STAMP, current)
}
