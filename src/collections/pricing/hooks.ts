import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { PRICING_TAG } from '../../server/pricing/tags'
import { revalidateBlog } from '../blog/hooks'

type Versioned = { _status?: 'draft' | 'published' | null }

/**
 * Publishing, unpublishing or deleting a plan, an add-on or a comparison row expires the `pricing`
 * tag: /pricing (and any page with a pricing block, whose render read the tag) renders again on
 * its next request, on every instance (Redis when configured). A draft of an unpublished
 * document changes nothing public.
 */
export const revalidatePricingAfterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, req }) => {
  if (req.context.skipRevalidate) return doc
  const previous = previousDoc as Versioned | undefined
  if ((doc as Versioned)._status !== 'published' && previous?._status !== 'published') return doc
  await revalidateBlog([PRICING_TAG], ['/pricing'])
  return doc
}

export const revalidatePricingAfterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  if (req.context.skipRevalidate) return doc
  await revalidateBlog([PRICING_TAG], ['/pricing'])
  return doc
}
