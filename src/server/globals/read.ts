import 'server-only'

import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'
import { cache } from 'react'

import { DEFAULT_GLOBALS, type SiteGlobals } from '@/globals/defaults'
import config from '@/payload.config'
import { isBuilding } from '@/server/platform/build-phase'

import { fromStored } from './normalize'
import { GLOBALS_TAG } from './tag'

const DAY = 60 * 60 * 24


/** The published header, footer and settings, straight from the database. */
export async function loadPublishedGlobals(): Promise<SiteGlobals> {
  const payload = await getPayload({ config })
  const [header, footer, settings] = await Promise.all([
    payload.findGlobal({ slug: 'header', depth: 0, draft: false, overrideAccess: true }),
    payload.findGlobal({ slug: 'footer', depth: 0, draft: false, overrideAccess: true }),
    payload.findGlobal({ slug: 'site-settings', depth: 0, draft: false, overrideAccess: true }),
  ])
  return fromStored({ header, footer, settings })
}

/**
 * What every page reads: the published globals, cached under one tag (GLOBALS_TAG), which the
 * globals' publish hook expires; the pages rendered with them carry the tag too, so a publish
 * re-renders them on their next request without a deploy (decision 160). A build never needs the
 * database (decision 069): it renders with today's values (src/globals/defaults.ts, which the seed
 * writes), and a server whose stored globals differ expires the tag when it starts
 * (refreshGlobalsAfterStart).
 */
export const siteGlobals = cache(
  (): Promise<SiteGlobals> =>
    unstable_cache(async () => (isBuilding() ? DEFAULT_GLOBALS : loadPublishedGlobals()), ['site-globals', 'v1'], {
      tags: [GLOBALS_TAG],
      revalidate: DAY,
    })(),
)
