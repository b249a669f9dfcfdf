import type { GlobalAfterChangeHook } from 'payload'

import { revalidateBlog } from '../collections/blog/hooks'
import { GLOBALS_TAG } from '../server/globals/tag'

/**
 * A published header, footer or settings change drops the cached globals and every page rendered
 * with them (all of them carry the tag): the next visitor gets the new text, on every instance
 * when Redis is configured (decision 160). Saving a draft changes nothing a visitor sees.
 */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (req.context.skipRevalidate) return doc
  const status = (doc as { _status?: string })._status
  const previous = (previousDoc as { _status?: string } | undefined)?._status
  if (status !== 'published' && previous !== 'published') return doc
  await revalidateBlog([GLOBALS_TAG])
  return doc
}
