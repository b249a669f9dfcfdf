import 'server-only'

import { isDeepStrictEqual } from 'node:util'

import { DEFAULT_GLOBALS } from '@/globals/defaults'
import { logger } from '@/server/platform/log'

import { loadPublishedGlobals } from './read'
import { GLOBALS_TAG } from './tag'

let done = false

/**
 * A build renders the shell with today's values (src/globals/defaults.ts). When the published
 * globals differ (an editor changed the nav since the seed), the first readiness check of a server
 * expires the globals' tag, so the pages the build prerendered re-render with the stored words on
 * their next request (decision 160). Once per process; retried on the next check after a failure.
 */
export async function refreshGlobalsAfterStart(): Promise<void> {
  if (done) return
  try {
    const stored = await loadPublishedGlobals()
    done = true
    if (isDeepStrictEqual(stored, DEFAULT_GLOBALS)) return
    const { revalidateTag } = await import('next/cache')
    revalidateTag(GLOBALS_TAG, { expire: 0 })
    logger.info('published site globals differ from the build’s: pages re-render with them')
  } catch (err) {
    logger.warn({ err }, 'could not compare the published site globals with the build’s')
  }
}
