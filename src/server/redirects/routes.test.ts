import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { OWN_ROUTE_PAGES, validateSource } from './paths'

const APP = path.resolve(import.meta.dirname, '../../app')

/** Every route file's address under src/app, route groups left out: `/careers/[slug]`. */
function routes(dir = APP, prefix = ''): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const segment = /^\(.*\)$/.test(entry.name) ? '' : `/${entry.name}`
      found.push(...routes(path.join(dir, entry.name), prefix + segment))
    } else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
      found.push(prefix || '/')
    }
  }
  return found
}

/** The routes with a dynamic segment whose addresses src/server/redirects/live-paths.ts looks up. */
const LOOKED_UP = ['/[...path]', '/blog/[slug]', '/careers/[slug]', '/policies/[slug]/pdf']

describe('every address a route of the site serves', () => {
  it('is refused as a redirect source, listed as an own-route page, or looked up as live content', () => {
    const unaccounted = routes().filter((route) => {
      if (route.includes('[')) {
        // Refused for a sample address (a fixed part the site keeps for itself), or looked up.
        return validateSource(route.replace(/\[[^\]]+\]/g, 'any-name')) === true && !LOOKED_UP.includes(route)
      }
      return validateSource(route) === true && OWN_ROUTE_PAGES[route] === undefined
    })
    expect(unaccounted).toEqual([])
  })

  it('lists only addresses that have a route', () => {
    const all = routes()
    expect(Object.keys(OWN_ROUTE_PAGES).filter((address) => !all.includes(address))).toEqual([])
  })
})
