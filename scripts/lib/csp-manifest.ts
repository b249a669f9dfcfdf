/**
 * The hashes of the inline scripts of every page prerendered at build and never regenerated
 * (decision 152), written after `next build` (scripts/lib/build.ts) and read by scripts/serve.ts,
 * which sends them in the page's Content-Security-Policy without reading the page it serves.
 * Pages rendered at run time (ISR blog pages, dynamic pages) are hashed by serve.ts as they go out.
 */
import fs from 'node:fs'
import path from 'node:path'

import { inlineScriptHashes } from './csp-policy'

export const CSP_MANIFEST = 'erpz-csp-hashes.json'

export type CspManifest = Record<string, string[]>

type PrerenderManifest = {
  routes?: Record<string, { initialRevalidateSeconds?: number | false; dataRoute?: string | null }>
}

/** The prerendered HTML file of `route` under `.next/server/app`. */
function htmlFile(nextDir: string, route: string): string {
  return path.join(nextDir, 'server', 'app', `${route === '/' ? '/index' : route}.html`)
}

/**
 * Hashes the inline scripts of each page that Next.js prerendered and will serve as built: a page
 * that revalidates (`initialRevalidateSeconds` set) can change its scripts at run time and is left
 * to serve.ts. Returns the manifest it wrote to `.next/erpz-csp-hashes.json`.
 */
export function writeCspManifest(nextDir: string): CspManifest {
  const prerender = JSON.parse(fs.readFileSync(path.join(nextDir, 'prerender-manifest.json'), 'utf8')) as PrerenderManifest
  if (!prerender.routes) throw new Error('CSP hashes: .next/prerender-manifest.json has no routes (has Next.js changed its build output?)')
  const manifest: CspManifest = {}
  let prerendered = 0
  for (const [route, entry] of Object.entries(prerender.routes)) {
    // Pages only (route handlers have no data route), addressable ones (not /_not-found).
    if (!entry.dataRoute || route.startsWith('/_')) continue
    const file = htmlFile(nextDir, route)
    if (!fs.existsSync(file)) continue
    prerendered += 1
    // Built once only: a page that revalidates re-renders on a CMS publish (every page with the
    // site shell does, decision 160), and its inline scripts (the page's data) change with it.
    if (entry.initialRevalidateSeconds !== false) continue
    manifest[route] = inlineScriptHashes(fs.readFileSync(file, 'utf8'))
  }
  if (!prerendered) throw new Error('CSP hashes: no prerendered pages found in .next/server/app')
  fs.writeFileSync(path.join(nextDir, CSP_MANIFEST), JSON.stringify(manifest, null, 1))
  return manifest
}

/** The manifest of the build in `nextDir`, or an empty one when it has none (every page hashed as served). */
export function readCspManifest(nextDir: string): Map<string, string[]> {
  const file = path.join(nextDir, CSP_MANIFEST)
  if (!fs.existsSync(file)) return new Map()
  return new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')) as CspManifest))
}
