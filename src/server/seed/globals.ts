import 'server-only'

import type { Payload } from 'payload'

import { DEFAULT_FOOTER, DEFAULT_HEADER, DEFAULT_SETTINGS } from '../../globals/defaults'
import type { Seeder } from './seeder'

const QUIET = { skipRevalidate: true }

type GlobalSlug = 'header' | 'footer' | 'site-settings'

/** Whether a global has been published (by the seed or an editor): then the seed leaves it alone. */
async function published(payload: Payload, slug: GlobalSlug): Promise<boolean> {
  const { totalDocs } = await payload.countGlobalVersions({ global: slug, overrideAccess: true, where: { 'version._status': { equals: 'published' } } })
  return totalDocs > 0
}

/**
 * The header, footer and site settings as the site showed them before they were in the CMS
 * (src/globals/defaults.ts), published once. Run again, it changes nothing an editor saved.
 */
export const seedGlobals: Seeder = {
  name: 'globals',
  async run(payload, log) {
    const values: Array<[GlobalSlug, Record<string, unknown>]> = [
      ['header', DEFAULT_HEADER],
      ['footer', DEFAULT_FOOTER],
      ['site-settings', DEFAULT_SETTINGS],
    ]
    let created = 0
    for (const [slug, data] of values) {
      if (await published(payload, slug)) continue
      await payload.updateGlobal({ slug, data: { ...structuredClone(data), _status: 'published' }, overrideAccess: true, context: QUIET })
      created += 1
    }
    if (created > 0) log(`▸ Seeded ${created} site globals (header, footer, site settings)`)
    return created
  },
}
