import 'server-only'

import { isBuilding } from '@/server/platform/build-phase'
import { logger } from '@/server/platform/log'
import { revalidateOutsideRequest } from '../blog/tags'
import { SEED_PAGES } from '../seed/pages'
import { PRICING_TAG } from '../pricing/tags'
import { PAGE_TAGS } from './tags'

/**
 * The build prerenders the pages from the seed documents (decision 157); the stored documents may
 * differ (edited since, or a build over an older database). Once this server has its Next.js cache
 * (after its warm-up request), the `pages` tag (and `pricing`: the plans the build read from the
 * seed too) is expired once, so every page is rendered from the
 * database on its next request and cached again until an editor publishes.
 */
export function expirePrerenderedPagesOnStart(): void {
  if (isBuilding()) return
  const started = Date.now()
  const attempt = async () => {
    // The tag, and the paths prerendered at build (their HTML carries the path's implicit tag).
    if (await revalidateOutsideRequest([PAGE_TAGS.all, PRICING_TAG], SEED_PAGES.map((page) => page.path))) return
    if (Date.now() - started > 120_000) {
      logger.warn('pages: no Next.js cache within 2 min of start; prerendered pages kept until they revalidate')
      return
    }
    setTimeout(() => void attempt(), 200).unref()
  }
  void attempt()
}
