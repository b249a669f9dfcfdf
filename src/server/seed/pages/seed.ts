import 'server-only'

import type { Seeder } from '../seeder'
import { SEED_PAGES } from '.'

const QUIET = { skipRevalidate: true }

/**
 * The marketing pages as page documents (the modules beside this one, listed in index.ts).
 * A page is created when no page has its path yet; an edited or deleted-and-recreated page is
 * never overwritten. A nested seed page finds its parent by path.
 */
export const seedPages: Seeder = {
  name: 'pages',
  run: async (payload, log) => {
    let created = 0
    for (const seed of SEED_PAGES) {
      const existing = await payload.find({ collection: 'pages', where: { path: { equals: seed.path } }, draft: true, limit: 1, depth: 0, pagination: false })
      if (existing.docs.length > 0) continue
      const { path, parentPath, ...data } = seed
      let parent: number | undefined
      if (parentPath) {
        const found = await payload.find({ collection: 'pages', where: { path: { equals: parentPath } }, draft: true, limit: 1, depth: 0, pagination: false })
        parent = found.docs[0]?.id
        if (!parent) {
          log(`▸ Page ${seed.path} not seeded: no page at ${parentPath} to sit under`)
          continue
        }
      }
      const created_ = await payload.create({ collection: 'pages', overrideAccess: true, context: QUIET, data: { ...data, parent, _status: 'published' } })
      if (created_.path !== path) throw new Error(`seeded page ${path} landed at ${created_.path}`)
      created++
    }
    if (created > 0) log(`▸ Seeded ${created} pages`)
    return created
  },
}
