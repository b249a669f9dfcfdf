/**
 * V8 compile hints for the public site's JavaScript (decision 148). A script whose first line is
 * this magic comment has all its functions compiled eagerly, while Chromium streams and compiles
 * the script off the main thread, instead of lazily on the main thread when first called. Next.js
 * wraps every module in a function that runs at start-up, so without the hint the framework's
 * compilation ran inside the page's longest task. Other browsers read a comment.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * Smaller chunks compile in little time, and each hint costs its bytes in every page that loads
 * the chunk (about 7 bytes gzip): the hint goes on the big ones only.
 */
export const MIN_HINTED_BYTES = 64 * 1024

/** The route group whose pages are the public site; the CMS admin's chunks are left alone. */
const SITE_GROUP = '(site)'

type ClientManifest = { entryJSFiles?: Record<string, string[]> }

function* clientManifests(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) yield* clientManifests(full)
    else if (entry.name.endsWith('_client-reference-manifest.js')) yield full
  }
}

/** Runs one of Next.js's client reference manifests (a script that fills a global) and returns its entries. */
function readClientManifest(file: string): ClientManifest[] {
  const sandbox: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {}
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), sandbox, { filename: file, timeout: 1000 })
  return Object.values(sandbox.__RSC_MANIFEST ?? {})
}

/**
 * The chunks a page of the public site loads as it starts, relative to `.next`: the framework's
 * (`rootMainFiles`) and those of every layout and page under `src/app/(site)`. Chunks loaded later
 * by a dynamic import are not among them.
 */
export function siteStartupChunks(nextDir: string): string[] {
  const buildManifest = JSON.parse(fs.readFileSync(path.join(nextDir, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: unknown }
  if (!Array.isArray(buildManifest.rootMainFiles) || !buildManifest.rootMainFiles.length) {
    throw new Error('compile hints: .next/build-manifest.json has no rootMainFiles (has Next.js changed its build output?)')
  }
  const chunks = new Set<string>(buildManifest.rootMainFiles as string[])
  const siteDir = path.join(nextDir, 'server', 'app', SITE_GROUP)
  let manifests = 0
  for (const file of clientManifests(siteDir)) {
    manifests++
    for (const manifest of readClientManifest(file)) {
      for (const files of Object.values(manifest.entryJSFiles ?? {})) for (const chunk of files) chunks.add(chunk)
    }
  }
  if (!manifests) throw new Error(`compile hints: no client reference manifests under ${siteDir}`)
  return [...chunks].filter((chunk) => chunk.endsWith('.js')).sort()
}

/** Puts the hint at the top of every big site start-up chunk that lacks it; returns the chunks changed. */
export function addCompileHints(nextDir: string): string[] {
  const changed: string[] = []
  for (const chunk of siteStartupChunks(nextDir)) {
    const file = path.join(nextDir, chunk)
    const source = fs.readFileSync(file, 'utf8')
    if (source.startsWith(COMPILE_HINT) || Buffer.byteLength(source) < MIN_HINTED_BYTES) continue
    fs.writeFileSync(file, COMPILE_HINT + source)
    changed.push(chunk)
  }
  return changed
}
