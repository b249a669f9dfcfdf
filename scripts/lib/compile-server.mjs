// The compile step of `npm start` (decision 187): our server's three entry points, written in
// TypeScript, bundled by esbuild into plain JavaScript under dist/server, so that production runs
// them with plain `node`: no TypeScript loader and none of its module hooks (the cause of Node 20's
// exit 13, decision 149). Packages stay imports of node_modules; only our own code is bundled.
//
// Plain JavaScript, so `npm start` (scripts/start.mjs) can run it before anything is compiled. It
// compiles again only when a file that went into the last bundle changed (their list and hash are
// kept next to it), which takes about a second.
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { build } from 'esbuild'

const ROOT = path.resolve(import.meta.dirname, '../..')

/**
 * Where the compiled server lives. Two levels below the project, like scripts/lib: modules that
 * find the project from their own place (`path.resolve(import.meta.dirname, '../..')`) find it
 * from the bundle too. Outside `.next`, which `next build` empties while the supervisor runs.
 */
export const SERVER_DIR = path.join(ROOT, 'dist', 'server')

/** The processes `npm start` runs: the supervisor, the database preparation, each server. */
const ENTRIES = { start: 'scripts/start.ts', prepare: 'scripts/prepare.ts', serve: 'scripts/serve.ts' }
const INPUTS_FILE = path.join(SERVER_DIR, 'inputs.json')
/** A change to this file or to the installed packages compiles again as well. */
const ALWAYS = ['scripts/lib/compile-server.mjs', 'package-lock.json', 'tsconfig.json']

/** The path of a compiled entry point (`start`, `prepare` or `serve`). */
export const serverEntry = (name) => path.join(SERVER_DIR, `${name}.mjs`)

function fingerprint(files) {
  const hash = crypto.createHash('sha256')
  for (const file of [...ALWAYS, ...files].sort()) {
    hash.update(file)
    const full = path.join(ROOT, file)
    hash.update(fs.existsSync(full) ? fs.readFileSync(full) : 'missing')
  }
  return hash.digest('hex')
}

/** True when dist/server holds a bundle of the sources as they are now. */
export function serverIsCompiled() {
  if (!Object.keys(ENTRIES).every((name) => fs.existsSync(serverEntry(name)))) return false
  try {
    const { files, hash } = JSON.parse(fs.readFileSync(INPUTS_FILE, 'utf8'))
    return Array.isArray(files) && fingerprint(files) === hash
  } catch {
    return false
  }
}

/**
 * Leaves every package to node_modules, as Node's own loader must find it: a subpath that works in
 * Next.js's bundles and under tsx without its extension (`next/cache`, a package without an
 * `exports` map) is written with the file Node finds (`next/cache.js`).
 */
const packagesAsNodeFindsThem = {
  name: 'packages-as-node-finds-them',
  setup(compiler) {
    compiler.onResolve({ filter: /^[^./]/ }, ({ path: specifier, kind }) => {
      if (kind === 'entry-point' || specifier === 'server-only' || specifier.startsWith('@/') || specifier === '@payload-config') return undefined
      for (const candidate of [specifier, `${specifier}.js`, `${specifier}/index.js`]) {
        try {
          // Node's resolver returns a package's subpath without checking that the file is there.
          const url = new URL(import.meta.resolve(candidate))
          if (url.protocol !== 'file:' || fs.statSync(url).isFile()) return { path: candidate, external: true }
        } catch {
          // not this one
        }
      }
      return { errors: [{ text: `Node cannot load "${specifier}" from node_modules` }] }
    })
  },
}

/** Bundles the entry points into dist/server unless they are current; returns whether it did. */
export async function compileServer({ force = false } = {}) {
  if (!force && serverIsCompiled()) return false
  // Written beside and swapped in, so a process starting meanwhile finds the old bundle or the new.
  const staging = `${SERVER_DIR}.${process.pid}`
  fs.rmSync(staging, { recursive: true, force: true })
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    plugins: [packagesAsNodeFindsThem],
    tsconfig: path.join(ROOT, 'tsconfig.json'),
    alias: { 'server-only': './scripts/lib/server-only-stub.mjs' },
    metafile: true,
    logLevel: 'warning',
  })
  const files = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('node_modules/'))
  fs.writeFileSync(path.join(staging, path.basename(INPUTS_FILE)), JSON.stringify({ files, hash: fingerprint(files) }, null, 2))
  fs.rmSync(SERVER_DIR, { recursive: true, force: true })
  fs.renameSync(staging, SERVER_DIR)
  return true
}

// `node scripts/lib/compile-server.mjs`: what the build does (scripts/lib/build.ts).
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  if (await compileServer()) console.log('▸ Compiled the server (dist/server, docs/decisions/187)')
}
