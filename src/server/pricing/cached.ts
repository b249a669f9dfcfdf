import 'server-only'

import { unstable_cache } from 'next/cache'
import { getPayload } from 'payload'

import config from '@/payload.config'
import { isBuilding } from '@/server/platform/build-phase'

import type { Pricing } from './data'
import { getPublishedPricing } from './queries'
import { seedPricing } from './seed-documents'
import { PRICING_TAG } from './tags'

const DAY = 60 * 60 * 24


/**
 * The published plans, add-ons and comparison rows under the `pricing` tag, which publishing any
 * of them expires (src/collections/pricing/hooks.ts). The build reads the seed documents.
 */
export const cachedPricing = (): Promise<Pricing> =>
  unstable_cache(async () => (isBuilding() ? seedPricing() : getPublishedPricing(await getPayload({ config }))), ['pricing'], {
    tags: [PRICING_TAG],
    revalidate: DAY,
  })()
