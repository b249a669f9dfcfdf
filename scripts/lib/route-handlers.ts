/**
 * Which paths this build serves with a route handler (`route.ts`) rather than a page, read from the
 * build's own manifest when the server starts. A route handler reads its body itself and answers a
 * type it does not take with its own 415; a page hands a posted form to Next.js's parser, which
 * throws on a malformed multipart body, so only those are checked at the edge (decision 190).
 */
import fs from 'node:fs'
import path from 'node:path'

/** `/(site)/(marketing)/careers/[slug]/apply/route` → a pattern of the paths it serves. */
export function routePattern(appPath: string): RegExp {
  const segments = appPath
    .replace(/\/route$/, '')
    .split('/')
    .filter((segment) => segment && !/^\(.*\)$/.test(segment))
    .map((segment) => {
      if (/^\[\[\.\.\..+\]\]$/.test(segment)) return '(?:/.*)?'
      if (/^\[\.\.\..+\]$/.test(segment)) return '/.+'
      if (/^\[.+\]$/.test(segment)) return '/[^/]+'
      return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`
    })
  return new RegExp(`^${segments.join('')}/?$`)
}

export function readRouteHandlers(nextDir: string): (pathname: string) => boolean {
  const file = path.join(nextDir, 'app-path-routes-manifest.json')
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>
  const patterns = Object.keys(manifest)
    .filter((appPath) => appPath.endsWith('/route'))
    .map(routePattern)
  return (pathname) => patterns.some((pattern) => pattern.test(pathname))
}
